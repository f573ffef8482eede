import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { allowedOrigins, loadConfig, loadConfigOrExit, SERVING_DEFAULTS } from "../../src/config";
import { createStaffTestServer, SITE, STAFF, type StaffTestServer } from "./staff-helpers";

/**
 * Cookie-authenticated changes and sign-ins are accepted from exactly the
 * origins that serve the staff app (SPEC: staff sign-in).
 */

const event = { title: "Candle Night", eventDate: "2025-12-01", eventTime: "6:00 PM" };
const DEV_SERVERS = ["http://localhost:5173", "http://localhost:5174", "http://127.0.0.1:5173", "http://127.0.0.1:5174"];

describe("which origins are trusted", () => {
  it("in production without PUBLIC_ORIGIN: this server on PORT only, never the Vite dev servers", () => {
    const origins = allowedOrigins(loadConfig({ NODE_ENV: "production", PORT: "3000" }));
    expect(origins.sort()).toEqual(["http://127.0.0.1:3000", "http://localhost:3000"]);
  });

  it("`pnpm start` with NODE_ENV unset runs as production: the dev servers are not trusted", () => {
    const saved = process.env.NODE_ENV;
    delete process.env.NODE_ENV;
    try {
      const origins = allowedOrigins(loadConfigOrExit(SERVING_DEFAULTS));
      for (const dev of DEV_SERVERS) expect(origins).not.toContain(dev);
    } finally {
      process.env.NODE_ENV = saved;
    }
  });

  it("in development (`pnpm dev`): this server and the two Vite dev servers that proxy to it", () => {
    const origins = allowedOrigins(loadConfig({ NODE_ENV: "development", PORT: "3000" }));
    for (const dev of DEV_SERVERS) expect(origins).toContain(dev);
    expect(origins).toContain("http://localhost:3000");
  });

  it("with PUBLIC_ORIGIN alone: that origin, which serves both apps", () => {
    expect(allowedOrigins(loadConfig({ NODE_ENV: "development", PUBLIC_ORIGIN: "https://funeralhome.example" }))).toEqual([
      "https://funeralhome.example",
    ]);
  });

  it("with two hosts: the admin origin alone, not the public one", () => {
    const config = loadConfig({ PUBLIC_ORIGIN: "https://funeralhome.example", ADMIN_ORIGIN: "https://admin.funeralhome.example" });
    expect(allowedOrigins(config)).toEqual(["https://admin.funeralhome.example"]);
  });
});

describe("a production server without PUBLIC_ORIGIN", () => {
  let server: StaffTestServer;
  let token: string;
  beforeAll(async () => {
    server = await createStaffTestServer({ env: { NODE_ENV: "production" } });
    token = (await server.login()).token;
  });
  afterAll(() => server.close());

  it("refuses cookie-authenticated changes and sign-ins from the dev servers' origins", async () => {
    for (const origin of DEV_SERVERS) {
      const change = await server.app.inject({ method: "POST", url: "/api/admin/events", headers: { cookie: `fh_session=${token}`, origin }, payload: event });
      expect(change.statusCode, origin).toBe(403);
      const signIn = await server.app.inject({ method: "POST", url: "/api/auth/login", headers: { origin }, payload: STAFF });
      expect(signIn.statusCode, origin).toBe(403);
      expect(signIn.headers["set-cookie"]).toBeUndefined();
    }
    const list = await server.app.inject({ method: "GET", url: "/api/admin/events", headers: server.bearer(token) });
    expect(list.json()).toEqual([]);
  });

  it("accepts them from its own origin", async () => {
    const change = await server.app.inject({ method: "POST", url: "/api/admin/events", headers: { cookie: `fh_session=${token}`, origin: SITE }, payload: event });
    expect(change.statusCode).toBe(201);
  });
});

describe("a development server (`pnpm dev`)", () => {
  let server: StaffTestServer;
  beforeAll(async () => {
    server = await createStaffTestServer({ env: { NODE_ENV: "development" } });
  });
  afterAll(() => server.close());

  it("accepts the staff app's changes through the Vite dev server", async () => {
    const { token } = await server.login();
    const change = await server.app.inject({
      method: "POST",
      url: "/api/admin/events",
      headers: { cookie: `fh_session=${token}`, origin: "http://localhost:5174" },
      payload: event,
    });
    expect(change.statusCode).toBe(201);
  });
});

describe("the sign-in check reads the procedure as tRPC does", () => {
  let server: StaffTestServer;
  beforeAll(async () => {
    server = await createStaffTestServer();
  });
  afterAll(() => server.close());

  const foreign = { origin: "https://evil.example", "content-type": "application/json" };

  it("refuses a sign-in from a foreign origin however the path spells auth.login", async () => {
    const spellings = [
      { url: "/trpc/auth.login", payload: { json: STAFF } },
      { url: "/trpc/auth%2Elogin", payload: { json: STAFF } },
      { url: "/trpc/auth%2elogin", payload: { json: STAFF } },
      { url: "/trpc/%61uth.login", payload: { json: STAFF } },
      { url: "/trpc/auth.login,auth.me?batch=1", payload: { 0: { json: STAFF } } },
      { url: "/trpc/auth.me,auth%2Elogin?batch=1", payload: { 1: { json: STAFF } } },
      { url: "/trpc/auth.me%2Cauth.login?batch=1", payload: { 1: { json: STAFF } } },
    ];
    for (const { url, payload } of spellings) {
      const res = await server.app.inject({ method: "POST", url, headers: foreign, payload: JSON.stringify(payload), remoteAddress: "198.51.100.40" });
      expect(res.statusCode, url).toBe(403);
      expect(res.headers["set-cookie"], url).toBeUndefined();
    }
    for (const url of ["/api/auth/login", "/api/auth/%6Cogin", "/api/%61uth/login"]) {
      const res = await server.app.inject({ method: "POST", url, headers: foreign, payload: JSON.stringify(STAFF), remoteAddress: "198.51.100.41" });
      expect(res.statusCode, url).toBe(403);
      expect(res.headers["set-cookie"], url).toBeUndefined();
    }
  });

  it("still signs in from the site's own origin by any of those spellings", async () => {
    const res = await server.app.inject({
      method: "POST",
      url: "/trpc/auth%2Elogin",
      headers: { origin: SITE, "content-type": "application/json" },
      payload: JSON.stringify({ json: STAFF }),
      remoteAddress: "198.51.100.42",
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["set-cookie"]).toBeDefined();
  });
});

describe("two hosts: staff changes and sign-in only from the admin origin", () => {
  const PUBLIC = "https://funeralhome.example";
  const ADMIN = "https://admin.funeralhome.example";
  const adminHost = "admin.funeralhome.example";
  let server: StaffTestServer;
  let token: string;
  beforeAll(async () => {
    server = await createStaffTestServer({ env: { PUBLIC_ORIGIN: PUBLIC, ADMIN_ORIGIN: ADMIN } });
    const login = await server.app.inject({ method: "POST", url: "/api/auth/login", headers: { host: adminHost, origin: ADMIN }, payload: STAFF });
    expect(login.statusCode).toBe(200);
    token = (login.json() as { sessionToken: string }).sessionToken;
  });
  afterAll(() => server.close());

  const cookie = () => `__Host-fh_session=${token}`;

  it("refuses a staff change sent from the public origin (same site, so the browser sends the cookie)", async () => {
    const rest = await server.app.inject({ method: "POST", url: "/api/admin/events", headers: { host: adminHost, cookie: cookie(), origin: PUBLIC }, payload: event });
    expect(rest.statusCode).toBe(403);
    const trpc = await server.app.inject({
      method: "POST",
      url: "/trpc/admin.events.create",
      headers: { host: adminHost, cookie: cookie(), origin: PUBLIC, "content-type": "application/json" },
      payload: JSON.stringify({ json: event }),
    });
    expect(trpc.statusCode).toBe(403);
    const logout = await server.app.inject({ method: "POST", url: "/api/auth/logout", headers: { host: adminHost, cookie: cookie(), origin: PUBLIC } });
    expect(logout.statusCode).toBe(403);
    const list = await server.app.inject({ method: "GET", url: "/api/admin/events", headers: { host: adminHost, ...server.bearer(token) } });
    expect(list.json()).toEqual([]);
  });

  it("refuses a sign-in posted from the public origin", async () => {
    const res = await server.app.inject({ method: "POST", url: "/api/auth/login", headers: { host: adminHost, origin: PUBLIC }, payload: STAFF });
    expect(res.statusCode).toBe(403);
    expect(res.headers["set-cookie"]).toBeUndefined();
    const trpc = await server.app.inject({
      method: "POST",
      url: "/trpc/auth%2Elogin",
      headers: { host: adminHost, origin: PUBLIC, "content-type": "application/json" },
      payload: JSON.stringify({ json: STAFF }),
    });
    expect(trpc.statusCode).toBe(403);
  });

  it("accepts the same change from the admin origin", async () => {
    const res = await server.app.inject({ method: "POST", url: "/api/admin/events", headers: { host: adminHost, cookie: cookie(), origin: ADMIN }, payload: event });
    expect(res.statusCode).toBe(201);
  });

  it("answers an encoded staff procedure on the public host with 404, like a plain one", async () => {
    for (const url of ["/trpc/auth.me", "/trpc/auth%2Eme", "/trpc/obituaries.list,auth%2Eme?batch=1&input=%7B%7D"]) {
      const res = await server.app.inject({ method: "GET", url, headers: { host: "funeralhome.example" } });
      expect(res.statusCode, url).toBe(404);
    }
  });
});
