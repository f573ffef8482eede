import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createCaller, createInternalContext, familyLinksSettled, storePhoto } from "@fh/api";
import { obituaries, outboxMessages, type DatabaseHandle } from "@fh/db";
import { createTestDatabase } from "@fh/db/testing";
import { asc, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildServer, type BuiltServer } from "../../src/app";
import { loadConfig } from "../../src/config";
import { imageCount, pdfText } from "../pdf-text";
import { generousLimits } from "../public/helpers";

const ORIGIN = "https://lakeworth.example";
const form = { "content-type": "application/x-www-form-urlencoded", origin: ORIGIN };
const LINK = /https:\/\/lakeworth\.example(\/family\/sign-in\/[A-Za-z0-9_-]{43})(\?lang=\w+)?/;

describe("The family page over HTTP", () => {
  let database: DatabaseHandle;
  let server: BuiltServer;
  // The letters' clock, moved by the test; the periodic task reads it each pass.
  let lettersNow = new Date("2026-01-01T00:00:00Z");
  // How many passes have read the clock: a test waits for a whole pass after moving it.
  let clockReads = 0;
  const passesAfterNow = async () => {
    const seen = clockReads;
    await expect.poll(() => clockReads, { timeout: 10_000 }).toBeGreaterThanOrEqual(seen + 2);
  };

  beforeAll(async () => {
    database = await createTestDatabase();
    const config = loadConfig({
      NODE_ENV: "test",
      LOG_LEVEL: "silent",
      PUBLIC_ORIGIN: ORIGIN,
      MAIL_FROM: "Lake Worth Family Funeral Home <care@lakeworth.example>",
      STAFF_NOTIFY_EMAIL: "director@lakeworth.example",
      // The gallery's uploads go to a scratch folder, never into the tree.
      DATA_DIR: mkdtempSync(path.join(tmpdir(), "fh-family-http-")),
    });
    server = await buildServer(config, {
      database,
      logger: false,
      sites: { webDist: "/nonexistent", adminDist: "/nonexistent" },
      rateLimits: generousLimits,
      familyLettersIntervalMs: 50,
      familyLettersNow: () => {
        clockReads += 1;
        return lettersNow;
      },
    });
    await server.app.ready();
  });
  afterAll(async () => {
    await server.app.close();
    await database.close();
  });

  const mails = () => database.db.select().from(outboxMessages).orderBy(asc(outboxMessages.id));
  const submit = (email: string, extra: Record<string, unknown> = {}, locale: "en" | "es" | "ht" = "en") =>
    createCaller(createInternalContext(server.deps, null, { locale })).obituaries.submit({
      firstName: "Rosa",
      lastName: "Delgado",
      dateOfBirth: "1941-03-12",
      dateOfDeath: "2025-12-20",
      biography: "Rosa loved her garden.",
      submitterName: "Maria Delgado",
      submitterEmail: email,
      ...extra,
    });
  async function linkTo(email: string): Promise<string> {
    await familyLinksSettled();
    const mail = (await mails()).filter((m) => m.recipient === email && m.kind === "family.sign_in_link").at(-1);
    return LINK.exec(mail?.text ?? "")![1]!;
  }
  const cookieOf = (setCookie: string | string[] | undefined) => {
    const line = [setCookie ?? []].flat().find((c) => c.startsWith("__Host-fh_family="));
    return line?.split(";")[0] ?? null;
  };

  it("POST /api/family/link is 202 { sent: true } for a known and an unknown address alike; a bad address is a 400 naming the field", async () => {
    const { id } = await submit("http@example.com");
    const answers = [];
    for (const email of ["http@example.com", "nobody@example.com"]) {
      const res = await server.app.inject({ method: "POST", url: "/api/family/link", headers: { "content-type": "application/json" }, payload: { email } });
      answers.push({ status: res.statusCode, body: res.json(), type: res.headers["content-type"] });
    }
    expect(answers[0]).toEqual({ status: 202, body: { sent: true }, type: answers[1]!.type });
    expect(answers[1]).toEqual(answers[0]);
    const bad = await server.app.inject({ method: "POST", url: "/api/family/link", headers: { "content-type": "application/json" }, payload: { email: "not-an-address" } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe("email: Invalid email");
    await familyLinksSettled();
    expect((await mails()).filter((m) => m.recipient === "nobody@example.com")).toEqual([]);
    expect((await mails()).filter((m) => m.recipient === "http@example.com").map((m) => m.kind)).toEqual(["family.obituary_received", "family.sign_in_link"]);
    expect(id).toBeGreaterThan(0);
  });

  it("POST /api/family/link sent twice with the same Idempotency-Key answers 202 { sent: true } both times and mails one link", async () => {
    await submit("twice@example.com");
    const links = async () => {
      await familyLinksSettled();
      return (await mails()).filter((m) => m.recipient === "twice@example.com" && m.kind === "family.sign_in_link");
    };
    const ask = (headers: Record<string, string> = {}) =>
      server.app.inject({ method: "POST", url: "/api/family/link", headers: { "content-type": "application/json", ...headers }, payload: { email: "twice@example.com" } });
    const key = { "idempotency-key": "5b0f3c1e-7a2d-4e7b-9c1f-2d6a8e4b7c30" };
    for (const res of [await ask(key), await ask(key)]) expect({ status: res.statusCode, body: res.json() }).toEqual({ status: 202, body: { sent: true } });
    expect(await links()).toHaveLength(1);
    // The same key for another address is another request: refused, and nothing mailed.
    const other = await server.app.inject({ method: "POST", url: "/api/family/link", headers: { "content-type": "application/json", ...key }, payload: { email: "someone-else@example.com" } });
    expect(other.statusCode).toBe(422);
    // Without the header, each request asks for a link, as before.
    expect((await ask()).statusCode).toBe(202);
    expect(await links()).toHaveLength(2);
  });

  it("the link's GET only draws Continue (a scanner signs nobody in); its POST sets __Host-fh_family and opens the family page", async () => {
    await submit("scan@example.com");
    await server.app.inject({ method: "POST", url: "/api/family/link", headers: { "content-type": "application/json", "x-fh-locale": "es" }, payload: { email: "scan@example.com" } });
    const path = await linkTo("scan@example.com");
    for (let n = 0; n < 3; n++) {
      const shown = await server.app.inject({ method: "GET", url: `${path}?lang=es` });
      expect(shown.statusCode).toBe(200);
      expect(shown.headers["set-cookie"]).toBeUndefined();
      expect(shown.headers["cache-control"]).toBe("no-store");
      expect(shown.body).toContain('<form method="post">');
      expect(shown.body).toContain("Continuar");
    }
    // A page elsewhere cannot press it.
    const forged = await server.app.inject({ method: "POST", url: path, headers: { ...form, origin: "https://evil.example" }, payload: "" });
    expect(forged.statusCode).toBe(403);
    const signedIn = await server.app.inject({ method: "POST", url: `${path}?lang=es`, headers: form, payload: "" });
    expect(signedIn.statusCode).toBe(303);
    expect(signedIn.headers.location).toBe("/es/family");
    const setCookie = [signedIn.headers["set-cookie"]].flat().join("\n");
    expect(setCookie).toMatch(/__Host-fh_family=[A-Za-z0-9_-]{43}; Max-Age=|__Host-fh_family=[A-Za-z0-9_-]{43};.*Expires=/);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/Secure/);
    expect(setCookie).toMatch(/SameSite=Strict/);
    const cookie = cookieOf(signedIn.headers["set-cookie"])!;

    const list = await server.app.inject({ method: "GET", url: "/api/family/obituaries", headers: { cookie } });
    expect(list.statusCode).toBe(200);
    // A family's own answers are never kept by a browser or a proxy.
    expect(list.headers["cache-control"]).toBe("no-store");
    expect(list.json()).toEqual([
      expect.objectContaining({ firstName: "Rosa", lastName: "Delgado", dateOfBirth: "1941-03-12", dateOfDeath: "2025-12-20", state: "waiting", pageUrl: null }),
    ]);
    // Used once: the same link again is a page saying so, and no cookie.
    const again = await server.app.inject({ method: "POST", url: path, headers: form, payload: "" });
    expect(again.statusCode).toBe(404);
    expect(again.headers["set-cookie"]).toBeUndefined();
    expect((await server.app.inject({ method: "GET", url: path })).statusCode).toBe(404);

    // A staff session is not a family session, and the family cookie opens no staff route.
    expect((await server.app.inject({ method: "GET", url: "/api/admin/obituaries", headers: { cookie } })).statusCode).toBe(401);
    // Sign out, then the cookie opens nothing.
    const out = await server.app.inject({ method: "POST", url: "/api/family/sign-out", headers: { cookie, origin: ORIGIN } });
    expect(out.statusCode).toBe(200);
    expect((await server.app.inject({ method: "GET", url: "/api/family/obituaries", headers: { cookie } })).statusCode).toBe(401);
  });

  it("GET /api/family/obituaries is 401 without the cookie; another family's obituary is 404, the keepsake PDF of one's own is a PDF", async () => {
    expect((await server.app.inject({ method: "GET", url: "/api/family/obituaries" })).statusCode).toBe(401);
    // Written in Spanish: the family's Book of Memories is in Spanish, whoever downloads it in which language.
    const mine = await submit("pdf@example.com", {}, "es");
    const theirs = await submit("other-family@example.com");
    await server.app.inject({ method: "POST", url: "/api/family/link", headers: { "content-type": "application/json" }, payload: { email: "pdf@example.com" } });
    const signedIn = await server.app.inject({ method: "POST", url: await linkTo("pdf@example.com"), headers: form, payload: "" });
    const cookie = cookieOf(signedIn.headers["set-cookie"])!;
    for (const url of [`/api/family/obituaries/${theirs.id}`, `/api/family/obituaries/${theirs.id}/keepsake.pdf`]) {
      expect((await server.app.inject({ method: "GET", url, headers: { cookie } })).statusCode, url).toBe(404);
    }
    const pdf = await server.app.inject({ method: "GET", url: `/api/family/obituaries/${mine.id}/keepsake.pdf`, headers: { cookie } });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    expect(pdfText(pdf.rawPayload).replace(/\s+/g, " ")).toContain("Libro de recuerdos");
    expect(imageCount(pdf.rawPayload)).toBe(0);

    // With the family's photo on the cover and two photos in their gallery, the book prints all three.
    const photo = async () => {
      const data = await sharp({ create: { width: 320, height: 240, channels: 3, background: { r: 120, g: 140, b: 90 } } }).jpeg().toBuffer();
      return (await storePhoto(createInternalContext(server.deps, null, { ip: "198.51.100.90" }), { data, originalName: "photo.jpg" })).photoUrl;
    };
    await database.db.update(obituaries).set({ photoUrl: await photo(), status: "live" }).where(eq(obituaries.id, mine.id));
    for (const caption of ["Sunday dinner", "At the beach"]) {
      const added = await server.app.inject({
        method: "POST",
        url: "/trpc/familyMemorial.addPhoto",
        headers: { cookie, origin: ORIGIN, "content-type": "application/json" },
        payload: { json: { obituaryId: mine.id, photoUrl: await photo(), caption } },
      });
      expect(added.statusCode, added.body).toBe(200);
    }
    const illustrated = await server.app.inject({ method: "GET", url: `/api/family/obituaries/${mine.id}/keepsake.pdf`, headers: { cookie } });
    expect(illustrated.statusCode).toBe(200);
    expect(imageCount(illustrated.rawPayload)).toBe(3);
    // A family write from a page elsewhere is refused before it runs.
    const forged = await server.app.inject({
      method: "POST",
      url: "/trpc/family.setLetters",
      headers: { cookie, origin: "https://evil.example", "content-type": "application/json" },
      payload: { json: { obituaryId: mine.id, letters: true } },
    });
    expect(forged.statusCode).toBe(403);
  });

  it("the server's periodic task writes a letter when the controlled clock reaches its day; the one-click POST stops the rest", async () => {
    const { id } = await submit("letters@example.com", { familyLetters: true });
    const letters = async () => (await mails()).filter((m) => m.kind === "family.letter_of_support" && m.recipient === "letters@example.com");
    lettersNow = new Date("2026-01-19T00:00:00Z");
    // A whole pass the day before: nothing due.
    await passesAfterNow();
    expect(await letters()).toEqual([]);
    lettersNow = new Date("2026-01-20T15:00:00Z");
    await expect.poll(async () => (await letters()).length, { timeout: 10_000 }).toBe(1);
    const [letter] = await letters();
    expect(letter!.subject).toBe("Thinking of you, a month on");
    const stop = /^<https:\/\/lakeworth\.example(\/api\/family\/letters\/unsubscribe\/[A-Za-z0-9_-]{43})>$/.exec(letter!.headers["List-Unsubscribe"]!)![1]!;
    const page = await server.app.inject({ method: "GET", url: stop });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("Rosa Delgado");
    // RFC 8058: a mail provider's one-click POST, from its own origin.
    const done = await server.app.inject({ method: "POST", url: stop, headers: { ...form, origin: "https://mail.example" }, payload: "List-Unsubscribe=One-Click" });
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain("The letters are stopped");
    lettersNow = new Date("2026-03-21T15:00:00Z");
    await passesAfterNow();
    expect(await letters()).toHaveLength(1);
    expect(id).toBeGreaterThan(0);
  });
});
