import { randomBytes } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import type { AddressInfo } from "node:net";
import postgres from "postgres";
import S3rver from "s3rver";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { E2E_ADMIN, startServer, type RunningServer } from "../src/server";

/**
 * Two server processes (the compiled server, as `pnpm start` runs
 * it) behind an imaginary load balancer, on one PostgreSQL, one Redis and one
 * S3-compatible server (s3rver, started here). Requests alternate between
 * them, and everything a visitor or a director does on one holds on the other.
 * Skipped, saying why, without PostgreSQL (TEST_DATABASE_URL, or the
 * machine's own on 127.0.0.1:5432) or Redis (REDIS_TEST_URL, or 127.0.0.1:6379).
 */
const PG_URL = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const REDIS_URL = process.env.REDIS_TEST_URL ?? "redis://127.0.0.1:6379";

async function postgresAnswers(): Promise<boolean> {
  const sql = postgres(PG_URL, { max: 1, connect_timeout: 2, onnotice: () => {} });
  try {
    await sql`select 1`;
    return true;
  } catch {
    return false;
  } finally {
    await sql.end({ timeout: 1 });
  }
}

function redisAnswers(): Promise<boolean> {
  const url = new URL(REDIS_URL);
  return new Promise((resolve) => {
    const socket = connect({ host: url.hostname, port: Number(url.port || 6379) });
    socket.setTimeout(1000, () => (socket.destroy(), resolve(false)));
    socket.once("error", () => resolve(false));
    socket.once("connect", () => socket.write("PING\r\n"));
    socket.once("data", (data) => (socket.destroy(), resolve(data.toString().startsWith("+PONG"))));
  });
}

const [hasPostgres, hasRedis] = await Promise.all([postgresAnswers(), redisAnswers()]);
const missing = [!hasPostgres && `PostgreSQL at ${PG_URL}`, !hasRedis && `Redis at ${REDIS_URL}`].filter(Boolean).join(" and ");
const title = missing ? `two instances (skipped: no ${missing})` : "two instances on one PostgreSQL, Redis and S3";

/** A 1×1 PNG: the smallest photo sharp accepts and re-encodes. */
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==", "base64");

describe.skipIf(Boolean(missing))(title, () => {
  const suffix = randomBytes(5).toString("hex");
  const databaseName = `fh_multi_${suffix}`;
  let admin: ReturnType<typeof postgres>;
  let s3: S3rver;
  let a: RunningServer;
  let b: RunningServer;
  let token: string;

  beforeAll(async () => {
    admin = postgres(PG_URL, { max: 1, onnotice: () => {} });
    await admin.unsafe(`create database ${databaseName}`);
    const databaseUrl = new URL(PG_URL);
    databaseUrl.pathname = `/${databaseName}`;

    s3 = new S3rver({
      port: 0,
      address: "127.0.0.1",
      silent: true,
      directory: mkdtempSync(path.join(tmpdir(), "fh-s3-")),
      configureBuckets: [{ name: "photos", configs: [] }],
    });
    const s3Address = (await s3.run()) as AddressInfo;

    const env = {
      DATABASE_URL: databaseUrl.toString(),
      REDIS_URL,
      REDIS_KEY_PREFIX: `fh-multi-${suffix}`,
      S3_ENDPOINT: `http://127.0.0.1:${s3Address.port}`,
      S3_BUCKET: "photos",
      S3_REGION: "us-east-1",
      S3_ACCESS_KEY_ID: "S3RVER",
      S3_SECRET_ACCESS_KEY: "S3RVER",
      S3_FORCE_PATH_STYLE: "true",
    };
    // One after the other: the first migrates the new database and makes the staff account.
    a = await startServer(env);
    b = await startServer(env);
  });

  afterAll(async () => {
    await Promise.allSettled([a?.stop(), b?.stop()]);
    await s3?.close();
    if (admin) {
      await admin.unsafe(`drop database if exists ${databaseName} with (force)`).catch(() => {});
      await admin.end({ timeout: 1 });
    }
  });

  const json = (body: unknown) => ({ method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
  const bearer = () => ({ authorization: `Bearer ${token}` });

  it("a staff session made on one works on the other", async () => {
    const login = await fetch(`${a.baseURL}/api/auth/login`, {
      ...json(E2E_ADMIN),
      headers: { "content-type": "application/json", origin: a.baseURL },
    });
    expect(login.status).toBe(200);
    token = ((await login.json()) as { sessionToken: string }).sessionToken;
    const onB = await fetch(`${b.baseURL}/api/auth/me`, { headers: bearer() });
    expect(onB.status).toBe(200);
    expect(await onB.json()).toMatchObject({ user: { username: E2E_ADMIN.username } });
  });

  it("counts a write limit across both (ten submissions in a quarter hour, then 429)", async () => {
    const submit = (server: RunningServer, n: number) =>
      fetch(`${server.baseURL}/api/obituaries`, {
        ...json({
          firstName: "Limit",
          lastName: `Tester${n}`,
          dateOfBirth: "1940-01-01",
          dateOfDeath: "2026-11-01",
          biography: `Submission number ${n}, alternating between the instances.`,
          submitterName: "Family",
          submitterEmail: "family@example.com",
        }),
      });
    const statuses: number[] = [];
    for (let n = 0; n < 11; n++) statuses.push((await submit(n % 2 === 0 ? a : b, n)).status);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(201));
    expect(statuses[10]).toBe(429);
  });

  it("serves a photo uploaded through one from the other", async () => {
    const form = new FormData();
    form.append("photo", new Blob([PNG], { type: "image/png" }), "lily.png");
    const upload = await fetch(`${a.baseURL}/api/upload/photo`, { method: "POST", body: form });
    expect(upload.status, await upload.clone().text()).toBe(201);
    const { photoUrl } = (await upload.json()) as { photoUrl: string };
    const fromB = await fetch(`${b.baseURL}${photoUrl}`);
    expect(fromB.status).toBe(200);
    expect(fromB.headers.get("content-type")).toMatch(/^image\//);
    expect((await fromB.arrayBuffer()).byteLength).toBeGreaterThan(0);
  });

  it("shows a condolence posted through one on the other's cached page at once", async () => {
    const created = await fetch(`${a.baseURL}/api/admin/obituaries`, {
      ...json({
        firstName: "Viral",
        lastName: "Memorial",
        dateOfBirth: "1950-03-03",
        dateOfDeath: "2026-11-20",
        biography: "Everyone in town came to say goodbye.",
        submitterName: "Family",
        submitterEmail: "family@example.com",
      }),
      headers: { "content-type": "application/json", ...bearer() },
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const { id } = (await created.json()) as { id: number };
    // The memorial page and the guest book it loads, exactly as the page asks for it, both kept by b.
    const input = encodeURIComponent(JSON.stringify({ 0: { json: { obituaryId: id } } }));
    const read = (url: string) => fetch(`${b.baseURL}${url}`).then(async (r) => ({ status: r.status, etag: r.headers.get("etag"), body: await r.text() }));
    const guestBook = () => read(`/trpc/guestBook.list?batch=1&input=${input}`);
    const page = await read(`/obituaries/${id}`);
    expect(page.status).toBe(200);
    expect((await read(`/obituaries/${id}`)).etag).toBe(page.etag);
    const before = await guestBook();
    expect((await guestBook()).etag).toBe(before.etag);
    expect((await read(`/api/obituaries/${id}/guestbook`)).body).toBe("[]");

    const message = `Posted through the first instance ${suffix}.`;
    const posted = await fetch(`${a.baseURL}/api/obituaries/${id}/guestbook`, json({ authorName: "A neighbour", message }));
    expect(posted.status).toBe(201);
    expect((await guestBook()).body).toContain(message);
    expect((await read(`/api/obituaries/${id}/guestbook`)).body).toContain(message);
    // The page was dropped too (drawn again: a new entry, with its own nonce, so its own ETag).
    expect((await read(`/obituaries/${id}`)).etag).not.toBe(page.etag);
  });

  it("stores nothing twice when an Idempotency-Key is replayed on the other instance", async () => {
    const key = `multi-${suffix}`;
    const body = { name: `Idempotent ${suffix}`, email: "once@example.com", phone: "", message: "Sent once, retried on the other instance." };
    const send = (server: RunningServer) =>
      fetch(`${server.baseURL}/api/contact`, { ...json(body), headers: { "content-type": "application/json", "idempotency-key": key } });
    const first = await send(a);
    const replay = await send(b);
    expect(first.status).toBe(201);
    expect(replay.status).toBe(201);
    expect(await replay.json()).toEqual(await first.json());
    const messages = (await (await fetch(`${a.baseURL}/api/admin/contact-messages`, { headers: bearer() })).json()) as Array<{ name: string }>;
    expect(messages.filter((m) => m.name === body.name)).toHaveLength(1);
  });
});
