import { existsSync, readFileSync } from "node:fs";
import type { ServerResponse } from "node:http";
import { createServer, type Server } from "node:https";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { obituaries, photos } from "@fh/db";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createRemotePhotoFetcher, isPublicAddress, RemotePhotoError, type RemotePhotoSource } from "../../src/storage";
import { createPublicTestApi, type PublicTestApi } from "../public/helpers";
import { makeJpegWithExif, makePng } from "../public/images";
import { makeLocalhostCertificate } from "../tls-certificate";

/**
 * A family's https photo is fetched once when staff approve
 * the obituary, checked and re-encoded into our storage, and the page then
 * shows our copy. A real https server on this machine plays the family's
 * photo host; the fetcher is the real one, told to trust that server's
 * certificate and to reach 127.0.0.1 (which it refuses to anyone else).
 */

const certificate = makeLocalhostCertificate();

interface Host {
  server: Server;
  origin: string;
  /** Paths asked for, in order. */
  requests: string[];
  routes: Map<string, (res: ServerResponse) => void>;
}

async function startHost(): Promise<Host> {
  const routes = new Map<string, (res: ServerResponse) => void>();
  const requests: string[] = [];
  const server = createServer({ key: certificate.key, cert: certificate.cert }, (req, res) => {
    requests.push(req.url ?? "");
    const route = routes.get(req.url ?? "");
    if (route) route(res);
    else res.writeHead(404).end("not here");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { server, origin: `https://127.0.0.1:${port}`, requests, routes };
}

function onlyThisMachine(address: string): boolean {
  return address === "127.0.0.1";
}

describe("which addresses may be fetched", () => {
  it("only public ones", () => {
    for (const address of ["93.184.215.14", "8.8.8.8", "2606:4700:4700::1111", "2a00:1450:4001:82b::200e"]) {
      expect(isPublicAddress(address), address).toBe(true);
    }
    for (const address of [
      "127.0.0.1",
      "127.8.9.10",
      "0.0.0.0",
      "10.0.0.5",
      "172.16.0.1",
      "172.31.255.255",
      "192.168.1.1",
      "100.64.0.1",
      "169.254.169.254", // cloud metadata
      "192.0.2.10",
      "198.18.0.1",
      "224.0.0.1",
      "255.255.255.255",
      "::",
      "::1",
      "::ffff:127.0.0.1",
      "::ffff:10.0.0.1",
      "64:ff9b::a00:1",
      "fc00::1",
      "fd12:3456::1",
      "fe80::1",
      "ff02::1",
      "2001:db8::1",
      "2002:a00:1::1", // 6to4 around 10.0.0.1
      "2001:0:4136:e378:8000:63bf:3fff:fdd2", // Teredo
      "localhost",
      "",
    ]) {
      expect(isPublicAddress(address), address).toBe(false);
    }
  });
});

describe("the remote photo fetcher", () => {
  let host: Host;
  beforeAll(async () => {
    host = await startHost();
    host.routes.set("/photo.png", (res) => void makePng().then((png) => res.writeHead(200, { "content-type": "image/png" }).end(png)));
  });
  afterAll(() => new Promise<void>((resolve) => host.server.close(() => resolve())));
  beforeEach(() => {
    host.requests.length = 0;
  });

  it("refuses, without connecting, anything but https to a public address", async () => {
    // The real fetcher, as the server runs it: it trusts the test server's certificate but not its address.
    const strict = createRemotePhotoFetcher({ ca: certificate.cert });
    const port = new URL(host.origin).port;
    for (const url of [
      `${host.origin}/photo.png`,
      `https://localhost:${port}/photo.png`, // a name that resolves to this machine
      `https://[::1]:${port}/photo.png`,
      `https://0x7f.0.0.1:${port}/photo.png`, // 127.0.0.1 spelled otherwise
      `https://[::ffff:127.0.0.1]:${port}/photo.png`,
      "https://169.254.169.254/latest/meta-data/",
      "https://10.0.0.1/photo.png",
      `http://127.0.0.1:${port}/photo.png`,
      "ftp://example.com/photo.png",
      "https://user:secret@example.com/photo.png",
      "not an address",
    ]) {
      await expect(strict(url), url).rejects.toBeInstanceOf(RemotePhotoError);
    }
    expect(host.requests).toEqual([]);
  });

  it("fetches an https photo from an allowed address, by number or by name", async () => {
    const fetcher = createRemotePhotoFetcher({ ca: certificate.cert, isAllowedAddress: onlyThisMachine });
    const bytes = await fetcher(`${host.origin}/photo.png`);
    expect((await sharp(bytes).metadata()).format).toBe("png");
    const port = new URL(host.origin).port;
    const byName = createRemotePhotoFetcher({ ca: certificate.cert, isAllowedAddress: (a) => a === "127.0.0.1" || a === "::1" });
    await expect(byName(`https://localhost:${port}/photo.png`)).resolves.toEqual(bytes);
  });

  it("refuses a server whose certificate it does not trust", async () => {
    const fetcher = createRemotePhotoFetcher({ isAllowedAddress: onlyThisMachine });
    await expect(fetcher(`${host.origin}/photo.png`)).rejects.toThrow(/certificate/i);
  });

  it("follows at most 3 redirects, each checked like the first address", async () => {
    host.routes.set("/hop1", (res) => res.writeHead(302, { location: "/hop2" }).end());
    host.routes.set("/hop2", (res) => res.writeHead(301, { location: `${host.origin}/photo.png` }).end());
    host.routes.set("/to-http", (res) => res.writeHead(302, { location: host.origin.replace("https:", "http:") + "/photo.png" }).end());
    host.routes.set("/to-private", (res) => res.writeHead(302, { location: `https://127.0.0.2:${new URL(host.origin).port}/photo.png` }).end());
    host.routes.set("/loop", (res) => res.writeHead(302, { location: "/loop" }).end());
    const fetcher = createRemotePhotoFetcher({ ca: certificate.cert, isAllowedAddress: onlyThisMachine });

    expect((await sharp(await fetcher(`${host.origin}/hop1`)).metadata()).format).toBe("png");
    await expect(fetcher(`${host.origin}/to-http`)).rejects.toThrow(/not https/);
    await expect(fetcher(`${host.origin}/to-private`)).rejects.toThrow(/127\.0\.0\.2 is not a public address/);
    host.requests.length = 0;
    await expect(fetcher(`${host.origin}/loop`)).rejects.toThrow(/too many redirects/);
    expect(host.requests).toHaveLength(4);
  });

  it("stops reading past the size cap, whether the server declares the size or not", async () => {
    const big = Buffer.alloc(6 * 1024 * 1024, 1);
    host.routes.set("/declared", (res) => res.writeHead(200, { "content-length": String(big.length) }).end(big));
    host.routes.set("/streamed", (res) => {
      res.writeHead(200);
      let sent = 0;
      const more = () => {
        while (sent < big.length) {
          sent += 64 * 1024;
          if (!res.write(big.subarray(0, 64 * 1024))) return void res.once("drain", more);
        }
        res.end();
      };
      more();
    });
    const fetcher = createRemotePhotoFetcher({ ca: certificate.cert, isAllowedAddress: onlyThisMachine });
    await expect(fetcher(`${host.origin}/declared`)).rejects.toThrow(/larger than 5242880 bytes/);
    await expect(fetcher(`${host.origin}/streamed`)).rejects.toThrow(/larger than 5242880 bytes/);
  });

  it("gives up on a server that does not answer in time", async () => {
    host.routes.set("/silent", () => {}); // never answers
    const fetcher = createRemotePhotoFetcher({ ca: certificate.cert, isAllowedAddress: onlyThisMachine, timeoutMs: 300 });
    const started = Date.now();
    await expect(fetcher(`${host.origin}/silent`)).rejects.toThrow(/timed out/);
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it("reports a server's refusal", async () => {
    const fetcher = createRemotePhotoFetcher({ ca: certificate.cert, isAllowedAddress: onlyThisMachine });
    await expect(fetcher(`${host.origin}/gone.jpg`)).rejects.toThrow(/answered 404/);
  });
});

describe("approving an obituary copies its https photo into our storage", () => {
  let host: Host;
  let api: PublicTestApi;
  const failures: string[] = [];

  beforeAll(async () => {
    host = await startHost();
    const jpeg = await makeJpegWithExif(3600, 2400);
    host.routes.set("/family/rosa.jpg", (res) => res.writeHead(200, { "content-type": "image/jpeg" }).end(jpeg));
    host.routes.set("/family/notes.txt", (res) => res.writeHead(200, { "content-type": "image/jpeg" }).end("not a picture at all"));
    host.routes.set("/family/slow.jpg", () => {});
    const source: RemotePhotoSource = {
      fetch: createRemotePhotoFetcher({ ca: certificate.cert, isAllowedAddress: onlyThisMachine, timeoutMs: 500 }),
      onFailure: (error, url) => failures.push(`${url}: ${error instanceof Error ? error.message : String(error)}`),
    };
    api = await createPublicTestApi({ remotePhotos: source });
  });
  afterAll(async () => {
    await api.close();
    await new Promise<void>((resolve) => host.server.close(() => resolve()));
  });
  beforeEach(() => {
    failures.length = 0;
  });

  async function pendingWithPhoto(photoUrl: string): Promise<number> {
    const [row] = await api.deps.db
      .insert(obituaries)
      .values({
        firstName: "Rosa",
        lastName: "Delgado",
        dateOfBirth: "1941-03-12",
        dateOfDeath: "2025-01-02",
        biography: "Rosa loved her garden.",
        photoUrl,
        submitterName: "Maria Delgado",
        submitterEmail: "maria@example.com",
      })
      .returning({ id: obituaries.id });
    return row!.id;
  }

  it("the live page shows our re-encoded copy, kept in the staff gallery", async () => {
    const id = await pendingWithPhoto(`${host.origin}/family/rosa.jpg`);
    const approved = await api.staff.admin.obituaries.approve({ id });
    expect(approved.state).toBe("live");
    expect(approved.photoUrl).toMatch(/^\/uploads\/photo-\d{13}-[a-f0-9]{16}\.jpg$/);

    const page = await api.visitor.obituaries.byId({ id });
    expect(page.photoUrl).toBe(approved.photoUrl);
    const filename = path.basename(approved.photoUrl!);
    const stored = readFileSync(path.join(api.uploadsDir, filename));
    const metadata = await sharp(stored).metadata();
    expect(metadata.exif).toBeUndefined(); // the camera's details are gone
    expect(Math.max(metadata.width ?? 0, metadata.height ?? 0)).toBeLessThanOrEqual(2400);
    const [record] = await api.deps.db.select().from(photos).where(eq(photos.filename, filename));
    expect(record).toMatchObject({ originalName: "rosa.jpg", url: approved.photoUrl });
    expect(failures).toEqual([]);
  });

  it("a live obituary staff write up or give a new https photo gets our copy too; a pending one waits for approval", async () => {
    const form = {
      firstName: "Rosa",
      lastName: "Delgado",
      dateOfBirth: "1941-03-12",
      dateOfDeath: "2025-01-02",
      biography: "Rosa loved her garden.",
      submitterName: "Maria Delgado",
      submitterEmail: "maria@example.com",
    };
    const remote = `${host.origin}/family/rosa.jpg`;
    const live = await api.staff.admin.obituaries.create({ ...form, photoUrl: remote });
    expect(live.state).toBe("live");
    expect(live.photoUrl).toMatch(/^\/uploads\/photo-/);
    expect((await api.visitor.obituaries.byId({ id: live.id })).photoUrl).toBe(live.photoUrl);

    const pending = await api.staff.admin.obituaries.create({ ...form, photoUrl: remote, state: "pending" });
    expect(pending.photoUrl).toBe(remote);

    const { id: _id, state: _state, isApproved: _a, isListed: _l, createdAt: _c, updatedAt: _u, photoUrl: _p, guestBookMode: _g, noindex: _n, submitterLocale: _s, declineUndoUntil: _d, flowersCharityName: _fc, flowersCharityUrl: _fu, flowersWish: _fw, ...fields } = live;
    const edited = await api.staff.admin.obituaries.update({ ...fields, id: live.id, photoUrl: remote });
    expect(edited.photoUrl).toMatch(/^\/uploads\/photo-/);
    expect(edited.photoUrl).not.toBe(live.photoUrl);
    expect(failures).toEqual([]);
  });

  it("approval stands when the photo cannot be copied, and the address is kept for another try", async () => {
    for (const [photo, reason] of [
      ["/family/gone.jpg", /answered 404/],
      ["/family/notes.txt", /photo: /],
      ["/family/slow.jpg", /timed out/],
    ] as const) {
      const url = `${host.origin}${photo}`;
      const id = await pendingWithPhoto(url);
      const approved = await api.staff.admin.obituaries.approve({ id });
      expect(approved.state, photo).toBe("live");
      expect(approved.photoUrl, photo).toBe(url);
      expect((await api.visitor.obituaries.byId({ id })).photoUrl).toBe(url);
      expect(failures.at(-1), photo).toMatch(reason);
    }
  });

  it("never fetches from a private address, even on approval", async () => {
    const strictApi = await createPublicTestApi({
      remotePhotos: { fetch: createRemotePhotoFetcher({ ca: certificate.cert }), onFailure: (e) => failures.push(String(e)) },
    });
    try {
      const [row] = await strictApi.deps.db
        .insert(obituaries)
        .values({
          firstName: "Ada",
          lastName: "Lane",
          dateOfBirth: "1950-01-01",
          dateOfDeath: "2025-01-01",
          biography: "Ada.",
          photoUrl: `${host.origin}/family/rosa.jpg`,
          submitterName: "Sam Lane",
          submitterEmail: "sam@example.com",
        })
        .returning({ id: obituaries.id });
      host.requests.length = 0;
      const approved = await strictApi.staff.admin.obituaries.approve({ id: row!.id });
      expect(approved.state).toBe("live");
      expect(approved.photoUrl).toBe(`${host.origin}/family/rosa.jpg`);
      expect(host.requests).toEqual([]);
      expect(failures.at(-1)).toMatch(/127\.0\.0\.1 is not a public address/);
    } finally {
      await strictApi.close();
    }
  });

  it("leaves our own uploads and photo-less obituaries alone", async () => {
    const before = (await api.deps.db.select().from(photos)).length;
    const own = await pendingWithPhoto("/uploads/photo-1735689600000-0123456789abcdef.jpg");
    await api.staff.admin.obituaries.approve({ id: own });
    const none = await pendingWithPhoto("");
    await api.staff.admin.obituaries.approve({ id: none });
    expect((await api.deps.db.select().from(photos)).length).toBe(before);
    expect(failures).toEqual([]);
    expect(existsSync(path.join(api.uploadsDir, "photo-1735689600000-0123456789abcdef.jpg"))).toBe(false);
  });
});
