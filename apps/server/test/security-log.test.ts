import { createStaffAccount } from "@fh/api";
import { defaultBusiness } from "@fh/validators";
import { contactMessages } from "@fh/db";
import { createTestDatabase } from "@fh/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildServer, type BuiltServer } from "../src/app";
import { loadConfig } from "../src/config";
import { redactQueryParameters, serializeError } from "../src/logging";

const STAFF = { username: "director", password: "correct horse battery staple" };
const WRONG_PASSWORD = "hunter2-but-longer-and-wrong";
const noSites = { webDist: "/nonexistent", adminDist: "/nonexistent" };

/**
 * The real server writing its pino log into memory: the
 * events a defender needs are there with their fields, and no password,
 * session token or query parameter is.
 */
describe("the log a defender reads", () => {
  let server: BuiltServer & { close: () => Promise<void> };
  const lines: string[] = [];
  const entries = () => lines.map((l) => JSON.parse(l) as Record<string, unknown>);
  const events = (name: string) => entries().filter((e) => e.event === name);
  let token = "";

  beforeAll(async () => {
    const database = await createTestDatabase();
    await createStaffAccount(database.db, defaultBusiness, { username: STAFF.username, password: STAFF.password });
    const built = await buildServer(loadConfig({ NODE_ENV: "test", LOG_LEVEL: "info" }), {
      database,
      sites: noSites,
      logStream: { write: (line) => void lines.push(line) },
      rateLimits: { "contact.send": { max: 1, windowMs: 60_000 } },
    });
    await built.app.ready();
    server = {
      ...built,
      close: async () => {
        await built.app.close();
        await database.close();
      },
    };
  });
  afterAll(() => server.close());

  it("records a failed sign-in at warn with the username and address, never the password", async () => {
    const res = await server.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { username: STAFF.username, password: WRONG_PASSWORD },
      remoteAddress: "198.51.100.80",
    });
    expect(res.statusCode).toBe(401);
    const [failed] = events("auth.login_failed");
    // pino's levels: 40 is warn, 30 info.
    expect(failed).toMatchObject({ level: 40, event: "auth.login_failed", username: "director", ip: "198.51.100.80" });
    // Through the request's logger: the line carries its request id.
    expect(failed?.reqId).toBeDefined();
  });

  it("records a sign-in and each staff change at info, without the token", async () => {
    const login = await server.app.inject({ method: "POST", url: "/api/auth/login", payload: STAFF, remoteAddress: "198.51.100.81" });
    token = (login.json() as { sessionToken: string }).sessionToken;
    expect(events("auth.login_succeeded").at(-1)).toMatchObject({ level: 30, username: "director", ip: "198.51.100.81" });

    const headers = { authorization: `Bearer ${token}` };
    const created = await server.app.inject({
      method: "POST",
      url: "/api/admin/events",
      headers,
      payload: { title: "Candle Night", eventDate: "2031-12-01", eventTime: "6:00 PM" },
    });
    expect(created.statusCode).toBe(201);
    const id = (created.json() as { id: number }).id;
    expect((await server.app.inject({ method: "DELETE", url: `/api/admin/events/${id}`, headers })).statusCode).toBe(200);
    const erase = await server.app.inject({
      method: "POST",
      url: "/trpc/admin.privacy.erase",
      headers: { ...headers, "content-type": "application/json" },
      payload: JSON.stringify({ json: { email: "someone.private@example.com" } }),
    });
    expect(erase.statusCode).toBe(200);

    expect(events("staff.change").map((e) => [e.level, e.action, e.username, e.target])).toEqual([
      [30, "admin.events.create", "director", { id }],
      [30, "admin.events.delete", "director", { id }],
      [30, "admin.privacy.erase", "director", null],
    ]);
    expect(events("privacy.erased")).toHaveLength(1);
  });

  it("records a refused cross-site request and a throttled public write at warn", async () => {
    const forged = await server.app.inject({
      method: "POST",
      url: "/api/admin/events?from=evil",
      headers: { cookie: `fh_session=${token}`, origin: "https://evil.example" },
      payload: { title: "Forged", eventDate: "2031-12-01", eventTime: "6:00 PM" },
      remoteAddress: "203.0.113.66",
    });
    expect(forged.statusCode).toBe(403);
    expect(events("csrf.refused").at(-1)).toMatchObject({
      level: 40,
      origin: "https://evil.example",
      method: "POST",
      path: "/api/admin/events",
      ip: "203.0.113.66",
    });

    const message = { name: "Ana", email: "ana.private@example.com", message: "Please call." };
    const first = await server.app.inject({ method: "POST", url: "/api/contact", payload: message, remoteAddress: "203.0.113.67" });
    expect(first.statusCode).toBe(201);
    const second = await server.app.inject({ method: "POST", url: "/api/contact", payload: message, remoteAddress: "203.0.113.67" });
    expect(second.statusCode).toBe(429);
    expect(events("rate_limit.exceeded").at(-1)).toMatchObject({ level: 40, scope: "contact.send", ip: "203.0.113.67" });
  });

  it("never writes a password, a session token, a chat cookie or an erased address", async () => {
    const chat = await server.app.inject({ method: "POST", url: "/api/chat/session", payload: {} });
    const chatCookie = String(chat.headers["set-cookie"]).split(";")[0]!.split("=")[1]!;
    await server.app.inject({ method: "GET", url: "/api/chat/session-1-x/messages", headers: { cookie: `fh_chat=${chatCookie}` } });
    const all = lines.join("\n");
    expect(all).toContain("auth.login_failed");
    for (const secret of [STAFF.password, WRONG_PASSWORD, token, chatCookie, "someone.private@example.com", "ana.private@example.com"]) {
      expect(all, secret.slice(0, 8)).not.toContain(secret);
    }
  });

  it("logs a failed query's error without its parameters", async () => {
    // A NUL byte no validator let through here: the insert fails inside the database driver.
    const failure = await server.database.db
      .insert(contactMessages)
      .values({ name: "Maria\u0000", email: "maria.private@example.com", message: "My mother's funeral" })
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(failure).toBeInstanceOf(Error);
    expect(String((failure as Error).message)).toContain("maria.private@example.com");

    server.app.log.error({ err: failure }, "request failed");
    const logged = entries().at(-1)!;
    expect(logged.level).toBe(50);
    const text = JSON.stringify(logged);
    expect(text).not.toContain("maria.private@example.com");
    expect(text).not.toContain("My mother");
    // What failed is still said: the statement, with placeholders.
    const err = logged.err as { message: string; query: string };
    expect(err.query).toMatch(/^insert into "contact_messages" .* values \(default, \$1, \$2/);
    expect(err.message).toMatch(/\nparams: \[redacted\]$/);
  });
});

describe("serializeError", () => {
  it("keeps what failed and drops the values it failed with, through causes", () => {
    const driver = Object.assign(new Error('duplicate key value violates unique constraint "x"'), {
      code: "23505",
      detail: "Key (email)=(maria@example.com) already exists.",
      constraint: "x",
    });
    const query = Object.assign(new Error('Failed query: insert into "t" ("email") values ($1)\nparams: maria@example.com'), {
      query: 'insert into "t" ("email") values ($1)',
      params: ["maria@example.com"],
      cause: driver,
    });
    const wrapped = new Error(query.message, { cause: query });
    const out = serializeError(wrapped);
    const text = JSON.stringify(out);
    expect(text).not.toContain("maria@example.com");
    expect(out.message).toBe('Failed query: insert into "t" ("email") values ($1)\nparams: [redacted]');
    expect(out.cause?.query).toBe('insert into "t" ("email") values ($1)');
    expect(out.cause?.cause).toMatchObject({ code: "23505", constraint: "x" });
    expect(out.cause?.cause?.detail).toBeUndefined();
  });

  it("redacts the parameters inside a stack too", () => {
    const stack = "Error: Failed query: select 1\nparams: a@b.c,Rosa\n    at run (x.ts:1:1)";
    expect(redactQueryParameters(stack)).toBe("Error: Failed query: select 1\nparams: [redacted]\n    at run (x.ts:1:1)");
  });
});
