import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { defaultRateLimits, type PublicWriteScope, type RateLimitRule } from "@fh/api";
import { obituaries } from "@fh/db";
import { createTestDatabase } from "@fh/db/testing";
import { seedDemoContent } from "@fh/db/seed";
import { buildServer, type BuiltServer } from "../../src/app";
import { loadConfig } from "../../src/config";

export const generousLimits = Object.fromEntries(
  Object.keys(defaultRateLimits).map((scope) => [scope, { max: 100_000, windowMs: 60_000 }]),
) as Record<PublicWriteScope, RateLimitRule>;

export interface PublicTestServer extends BuiltServer {
  dataDir: string;
  close: () => Promise<void>;
}

/** The real server on a fresh database and a temporary DATA_DIR (uploads land there). */
export async function createPublicTestServer(
  options: { seed?: boolean; env?: Record<string, string>; rateLimits?: Partial<Record<PublicWriteScope, RateLimitRule>> } = {},
): Promise<PublicTestServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "fh-server-public-"));
  const database = await createTestDatabase();
  if (options.seed) await seedDemoContent(database.db);
  const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", DATA_DIR: dataDir, ...options.env });
  const built = await buildServer(config, {
    database,
    logger: false,
    rateLimits: options.rateLimits ?? generousLimits,
    sites: { webDist: path.join(dataDir, "no-web"), adminDist: path.join(dataDir, "no-admin") },
  });
  await built.app.ready();
  return {
    ...built,
    dataDir,
    close: async () => {
      await built.app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A family's obituary as the public form sends it. */
export const sampleObituary = {
  firstName: "Rosa",
  lastName: "Delgado",
  dateOfBirth: "1941-03-12",
  dateOfDeath: "2025-01-02",
  biography: "Rosa loved her garden.",
  submitterName: "Maria Delgado",
  submitterEmail: "maria@example.com",
};

/** The sample obituary, live on the site (as staff approval leaves it); its id. */
export async function insertLiveObituary(server: PublicTestServer): Promise<number> {
  const [row] = await server.deps.db.insert(obituaries).values({ ...sampleObituary, status: "live" }).returning({ id: obituaries.id });
  return row!.id;
}

/**
 * Starts a chat as the widget does (POST /api/chat/session, SPEC §7) and
 * answers the server's session id and the chat cookie to send back, as a
 * browser would.
 */
export async function startChat(
  server: Pick<PublicTestServer, "app">,
  payload: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Promise<{ sessionId: string; cookie: string; setCookie: string }> {
  const res = await server.app.inject({ method: "POST", url: "/api/chat/session", payload, headers });
  if (res.statusCode !== 201) throw new Error(`chat session: ${res.statusCode} ${res.body}`);
  const raw = res.headers["set-cookie"];
  const setCookie = (Array.isArray(raw) ? raw : [raw ?? ""]).find((c) => /^(__Host-)?fh_chat=/.test(c)) ?? "";
  const cookie = setCookie.split(";")[0] ?? "";
  return { sessionId: (res.json() as { sessionId: string }).sessionId, cookie: cookie || (headers.cookie ?? ""), setCookie };
}

/** A multipart/form-data body with the given file parts (and text fields). */
export function multipart(
  parts: Array<{ field: string; filename?: string; contentType?: string; data: Buffer | string }>,
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----fhtest${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = part.filename
      ? `form-data; name="${part.field}"; filename="${part.filename}"`
      : `form-data; name="${part.field}"`;
    const head = [`--${boundary}`, `Content-Disposition: ${disposition}`];
    if (part.contentType) head.push(`Content-Type: ${part.contentType}`);
    chunks.push(Buffer.from(`${head.join("\r\n")}\r\n\r\n`));
    chunks.push(typeof part.data === "string" ? Buffer.from(part.data) : part.data);
    chunks.push(Buffer.from("\r\n"));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
}

/** No stack frames, file paths or SQL in an answer. */
export function expectNothingInternal(body: string): void {
  if (/at .*\.(ts|js):\d+|node_modules|\/work\/|\/tmp\/|select .* from|insert into|duplicate key/i.test(body)) {
    throw new Error(`answer leaks internals: ${body.slice(0, 300)}`);
  }
}
