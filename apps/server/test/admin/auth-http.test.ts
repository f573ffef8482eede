import { adminSessions } from "@fh/db";
import { hashSessionToken } from "@fh/api";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStaffTestServer, SITE, STAFF, type StaffTestServer } from "./staff-helpers";

function cookieAttributes(setCookie: string): { name: string; value: string; attrs: Map<string, string> } {
  const [pair = "", ...rest] = setCookie.split(";").map((s) => s.trim());
  const [name = "", value = ""] = pair.split("=");
  const attrs = new Map(rest.map((a) => {
    const [k = "", v = ""] = a.split("=");
    return [k.toLowerCase(), v] as [string, string];
  }));
  return { name, value, attrs };
}

describe("staff sign-in over HTTP", () => {
  let server: StaffTestServer;
  beforeAll(async () => {
    server = await createStaffTestServer();
  });
  afterAll(() => server.close());

  it("login answers { user, sessionToken } and sets an HttpOnly, SameSite=Strict, Path=/ host-only cookie", async () => {
    const { token, setCookie, res } = await server.login();
    expect(res.json()).toEqual({ user: { username: STAFF.username, role: "owner", mustChangePassword: false }, sessionToken: token });
    const cookie = cookieAttributes(setCookie.find((c) => c.startsWith("fh_session=")) ?? "");
    expect(cookie.name).toBe("fh_session");
    expect(cookie.value).toBe(token);
    expect(cookie.attrs.has("httponly")).toBe(true);
    expect(cookie.attrs.get("samesite")).toBe("Strict");
    expect(cookie.attrs.get("path")).toBe("/");
    expect(cookie.attrs.has("domain")).toBe(false);
    expect(cookie.attrs.has("secure")).toBe(false);
    const expires = new Date(cookie.attrs.get("expires") ?? "").getTime();
    expect(expires - Date.now()).toBeGreaterThan(11.9 * 3_600_000);
  });

  it("me answers the user by cookie and by Bearer; 401 without", async () => {
    const { token } = await server.login();
    for (const headers of [{ cookie: `fh_session=${token}` }, server.bearer(token)]) {
      const res = await server.app.inject({ method: "GET", url: "/api/auth/me", headers });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ user: { username: STAFF.username, role: "owner", mustChangePassword: false, mustEnrolTwoFactor: false } });
    }
    const none = await server.app.inject({ method: "GET", url: "/api/auth/me" });
    expect(none.statusCode).toBe(401);
  });

  it("tRPC login sets the same cookie", async () => {
    const res = await server.app.inject({
      method: "POST",
      url: "/trpc/auth.login",
      headers: { "content-type": "application/json", origin: SITE },
      payload: JSON.stringify({ json: STAFF }),
      remoteAddress: "198.51.100.20",
    });
    expect(res.statusCode).toBe(200);
    const token = (res.json() as { result: { data: { json: { sessionToken: string } } } }).result.data.json.sessionToken;
    const setCookie = [res.headers["set-cookie"]].flat().join("\n");
    expect(setCookie).toContain(`fh_session=${token}`);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Strict/);
  });

  it("gives an unknown user and a wrong password byte-identical 401 answers", async () => {
    const wrong = await server.app.inject({ method: "POST", url: "/api/auth/login", payload: { username: STAFF.username, password: "wrong password!" }, remoteAddress: "198.51.100.30" });
    const unknown = await server.app.inject({ method: "POST", url: "/api/auth/login", payload: { username: "no-such-user", password: "wrong password!" }, remoteAddress: "198.51.100.31" });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(unknown.body).toBe(wrong.body);
    expect(wrong.json()).toEqual({ error: "Invalid username or password" });
    expect(wrong.headers["set-cookie"]).toBeUndefined();
  });

  it("answers blank fields with 400 and the §5 message", async () => {
    const res = await server.app.inject({ method: "POST", url: "/api/auth/login", payload: { username: " ", password: "" } });
    expect(res.statusCode).toBe(400);
    expect((res.json() as { error: string }).error).toBe("username: Please enter both username and password");
  });

  it("slows wrong passwords from one address with a 429 and Retry-After (also over tRPC); the right person signs in from another address", async () => {
    const guesser = "203.0.113.9";
    for (let i = 0; i < 5; i++) {
      const res = await server.app.inject({ method: "POST", url: "/api/auth/login", payload: { username: STAFF.username, password: `guess-${i}` }, remoteAddress: guesser });
      expect(res.statusCode).toBe(401);
    }
    const res = await server.app.inject({ method: "POST", url: "/api/auth/login", payload: { username: STAFF.username, password: "guess-6" }, remoteAddress: guesser });
    expect(res.statusCode).toBe(429);
    const retry = Number(res.headers["retry-after"]);
    expect(retry).toBeGreaterThan(0);
    expect(retry).toBeLessThanOrEqual(30);
    expect((res.json() as { error: string }).error).toMatch(/Too many failed sign-in attempts/);

    const trpc = await server.app.inject({
      method: "POST",
      url: "/trpc/auth.login",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify({ json: { username: STAFF.username, password: "guess-7" } }),
      remoteAddress: guesser,
    });
    expect(trpc.statusCode).toBe(429);
    expect(Number(trpc.headers["retry-after"])).toBeGreaterThan(0);

    // The director at the funeral home is not locked out by someone else's guesses.
    const director = await server.app.inject({ method: "POST", url: "/api/auth/login", payload: STAFF, headers: { origin: SITE }, remoteAddress: "198.51.100.60" });
    expect(director.statusCode).toBe(200);
    expect(director.headers["set-cookie"]).toBeDefined();
  });

  it("a few wrong passwords from each of several addresses do not lock the username", async () => {
    for (let i = 0; i < 10; i++) {
      for (let j = 0; j < 4; j++) {
        const res = await server.app.inject({ method: "POST", url: "/api/auth/login", payload: { username: STAFF.username, password: `spread-${j}` }, remoteAddress: `192.0.2.${i + 1}` });
        expect(res.statusCode).toBe(401);
      }
    }
    const director = await server.app.inject({ method: "POST", url: "/api/auth/login", payload: STAFF, remoteAddress: "198.51.100.61" });
    expect(director.statusCode).toBe(200);
  });

  it("limits failures per client address across usernames", async () => {
    const ip = "203.0.113.200";
    for (let i = 0; i < 20; i++) {
      const res = await server.app.inject({ method: "POST", url: "/api/auth/login", payload: { username: `user-${i}`, password: "nope nope" }, remoteAddress: ip });
      expect(res.statusCode).toBe(401);
    }
    // Even the right password from that address waits.
    const res = await server.app.inject({ method: "POST", url: "/api/auth/login", payload: STAFF, remoteAddress: ip });
    expect(res.statusCode).toBe(429);
    expect(res.headers["retry-after"]).toBeDefined();
    const elsewhere = await server.app.inject({ method: "POST", url: "/api/auth/login", payload: STAFF, remoteAddress: "203.0.113.201" });
    expect(elsewhere.statusCode).toBe(200);
  });

  it("logout revokes the session on the server and clears the cookie", async () => {
    const { token } = await server.login();
    const out = await server.app.inject({ method: "POST", url: "/api/auth/logout", headers: { cookie: `fh_session=${token}`, origin: SITE } });
    expect(out.statusCode).toBe(200);
    expect([out.headers["set-cookie"]].flat().join("\n")).toMatch(/fh_session=;.*Expires=Thu, 01 Jan 1970/);
    for (const headers of [{ cookie: `fh_session=${token}` }, server.bearer(token)]) {
      expect((await server.app.inject({ method: "GET", url: "/api/auth/me", headers })).statusCode).toBe(401);
    }
    const rows = await server.database.db.select().from(adminSessions).where(eq(adminSessions.id, hashSessionToken(token)));
    expect(rows).toHaveLength(0);
  });

  it("the sessions table holds only SHA-256 hashes, never a token", async () => {
    const tokens = [(await server.login()).token, (await server.login()).token];
    const rows = await server.database.db.select().from(adminSessions);
    const dump = JSON.stringify(rows);
    for (const token of tokens) {
      expect(dump).not.toContain(token);
      expect(rows.map((r) => r.id)).toContain(hashSessionToken(token));
      // Presenting the stored value as a token opens nothing.
      const res = await server.app.inject({ method: "GET", url: "/api/auth/me", headers: server.bearer(hashSessionToken(token)) });
      expect(res.statusCode).toBe(401);
    }
    for (const row of rows) expect(row.id).toMatch(/^[a-f0-9]{64}$/);
  });

  it("activity past half the lifetime slides the session and re-sends the cookie", async () => {
    const { token } = await server.login();
    const hash = hashSessionToken(token);
    await server.database.db.update(adminSessions).set({ expiresAt: new Date(Date.now() + 3_600_000) }).where(eq(adminSessions.id, hash));
    const res = await server.app.inject({ method: "GET", url: "/api/auth/me", headers: { cookie: `fh_session=${token}` } });
    expect(res.statusCode).toBe(200);
    expect([res.headers["set-cookie"]].flat().join("\n")).toContain(`fh_session=${token}`);
    const [row] = await server.database.db.select().from(adminSessions).where(eq(adminSessions.id, hash));
    expect((row?.expiresAt.getTime() ?? 0) - Date.now()).toBeGreaterThan(11.9 * 3_600_000);
  });
});

describe("CSRF: Origin check for cookie-authenticated changes", () => {
  let server: StaffTestServer;
  let token: string;
  beforeAll(async () => {
    server = await createStaffTestServer();
    token = (await server.login()).token;
  });
  afterAll(() => server.close());

  const create = { title: "Candle Night", eventDate: "2025-12-01", eventTime: "6:00 PM" };

  it("refuses a cookie-authenticated change from a foreign or missing Origin with 403, and writes nothing", async () => {
    for (const origin of ["https://evil.example", "http://localhost:3000.evil.example", "null", undefined]) {
      const headers: Record<string, string> = { cookie: `fh_session=${token}` };
      if (origin) headers.origin = origin;
      const rest = await server.app.inject({ method: "POST", url: "/api/admin/events", headers, payload: create });
      expect(rest.statusCode, `REST from ${origin}`).toBe(403);
      const trpc = await server.app.inject({
        method: "POST",
        url: "/trpc/admin.events.create",
        headers: { ...headers, "content-type": "application/json" },
        payload: JSON.stringify({ json: create }),
      });
      expect(trpc.statusCode, `tRPC from ${origin}`).toBe(403);
      const logout = await server.app.inject({ method: "POST", url: "/api/auth/logout", headers });
      expect(logout.statusCode).toBe(403);
    }
    const list = await server.app.inject({ method: "GET", url: "/api/admin/events", headers: server.bearer(token) });
    expect(list.json()).toEqual([]);
    // The session was not logged out by the forged requests.
    expect((await server.app.inject({ method: "GET", url: "/api/auth/me", headers: server.bearer(token) })).statusCode).toBe(200);
  });

  it("accepts the same change from the site's own origin", async () => {
    const res = await server.app.inject({ method: "POST", url: "/api/admin/events", headers: { cookie: `fh_session=${token}`, origin: SITE }, payload: create });
    expect(res.statusCode).toBe(201);
  });

  it("leaves reads alone and does not affect Bearer requests", async () => {
    const read = await server.app.inject({ method: "GET", url: "/api/admin/events", headers: { cookie: `fh_session=${token}`, origin: "https://evil.example" } });
    expect(read.statusCode).toBe(200);
    for (const origin of ["https://evil.example", undefined]) {
      const headers: Record<string, string> = { ...server.bearer(token) };
      if (origin) headers.origin = origin;
      const res = await server.app.inject({ method: "POST", url: "/api/admin/events", headers, payload: create });
      expect(res.statusCode).toBe(201);
    }
  });

  it("refuses a sign-in posted from a foreign origin (login CSRF); no Origin (a script) is fine", async () => {
    const foreign = await server.app.inject({ method: "POST", url: "/api/auth/login", headers: { origin: "https://evil.example" }, payload: STAFF });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.headers["set-cookie"]).toBeUndefined();
    const trpc = await server.app.inject({
      method: "POST",
      url: "/trpc/auth.me,auth.login?batch=1",
      headers: { origin: "https://evil.example", "content-type": "application/json" },
      payload: JSON.stringify({ 1: { json: STAFF } }),
    });
    expect(trpc.statusCode).toBe(403);
    const script = await server.app.inject({ method: "POST", url: "/api/auth/login", payload: STAFF, remoteAddress: "198.51.100.77" });
    expect(script.statusCode).toBe(200);
  });
});

describe("session cookie over HTTPS", () => {
  let server: StaffTestServer;
  beforeAll(async () => {
    server = await createStaffTestServer({ env: { PUBLIC_ORIGIN: "https://funeralhome.example", ADMIN_ORIGIN: "https://admin.funeralhome.example" } });
  });
  afterAll(() => server.close());

  it("uses the __Host- prefix with Secure, Path=/ and no Domain; the cookie then authenticates", async () => {
    const res = await server.app.inject({
      method: "POST",
      url: "/api/auth/login",
      // Staff calls answer on the admin host only (plugins/hosts.ts).
      headers: { host: "admin.funeralhome.example", origin: "https://admin.funeralhome.example" },
      payload: STAFF,
    });
    expect(res.statusCode).toBe(200);
    const token = (res.json() as { sessionToken: string }).sessionToken;
    const cookie = cookieAttributes([res.headers["set-cookie"]].flat()[0] ?? "");
    expect(cookie.name).toBe("__Host-fh_session");
    expect(cookie.attrs.has("secure")).toBe(true);
    expect(cookie.attrs.has("httponly")).toBe(true);
    expect(cookie.attrs.get("samesite")).toBe("Strict");
    expect(cookie.attrs.get("path")).toBe("/");
    expect(cookie.attrs.has("domain")).toBe(false);
    const me = await server.app.inject({ method: "GET", url: "/api/auth/me", headers: { host: "admin.funeralhome.example", cookie: `__Host-fh_session=${token}` } });
    expect(me.statusCode).toBe(200);
    const change = await server.app.inject({
      method: "POST",
      url: "/api/auth/logout",
      headers: { host: "admin.funeralhome.example", cookie: `__Host-fh_session=${token}`, origin: "https://funeralhome.example.evil" },
    });
    expect(change.statusCode).toBe(403);
  });
});
