import { adminSessions, type Database } from "@fh/db";
import { appRouter, createStaffAccount, hashSessionToken, ownerProcedure, staffProcedure } from "@fh/api";
import { defaultBusiness } from "@fh/validators";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeFakeSites } from "../fake-sites";
import { createStaffTestServer, registeredRoutes, SITE, STAFF, type StaffTestServer } from "./staff-helpers";

interface ProcedureDef {
  _def: { type: "query" | "mutation" | "subscription"; middlewares: unknown[] };
}

const staffMiddleware = (staffProcedure as unknown as ProcedureDef)._def.middlewares[0];
const procedures = Object.entries((appRouter as unknown as { _def: { procedures: Record<string, ProcedureDef> } })._def.procedures);
const staffOnly = procedures.filter(([, p]) => p._def.middlewares.includes(staffMiddleware));
// ownerProcedure is staffProcedure plus one role check: its last middleware.
const ownerMiddleware = (ownerProcedure as unknown as ProcedureDef)._def.middlewares.at(-1);
const ownerOnly = procedures.filter(([, p]) => p._def.middlewares.includes(ownerMiddleware));
/** Owner-only: staff accounts, notification settings, prices, the audit trail, and the System page (backups and the home's export). */
const mustBeOwner = (path: string) => /^admin\.(staffAccounts|notifications|priceList|audit|system)\./.test(path);
const isOwnerRoute = (path: string) =>
  path.startsWith("/api/admin/notifications") || path.startsWith("/api/admin/price-list") || path.startsWith("/api/admin/staff") || path.startsWith("/api/admin/system");

/** What must never answer without a staff session. */
const mustBeStaff = (path: string) => path.startsWith("admin.") || path === "auth.me" || path === "auth.logout";
const isStaffRoute = (path: string) => path.startsWith("/api/admin/") || path === "/api/auth/me" || path === "/api/auth/logout";

async function expireSession(db: Database, token: string) {
  await db.update(adminSessions).set({ expiresAt: new Date(Date.now() - 60_000) }).where(eq(adminSessions.id, hashSessionToken(token)));
}

/** Signed in eight days ago and used all along: still within its sliding expiry, past its absolute lifetime (SESSION_MAX_HOURS, 7 days). */
async function ageSession(db: Database, token: string) {
  await db
    .update(adminSessions)
    .set({ createdAt: new Date(Date.now() - 8 * 24 * 3_600_000), expiresAt: new Date(Date.now() + 10 * 3_600_000) })
    .where(eq(adminSessions.id, hashSessionToken(token)));
}

/** Staff answers are never kept by a browser or proxy, refusals included. */
function expectNoStore(res: { headers: Record<string, unknown> }, what: string) {
  expect(res.headers["cache-control"], what).toBe("no-store");
}

describe("every staff route and procedure refuses without a valid session", () => {
  let server: StaffTestServer;
  const credentials: Record<string, Record<string, string>> = {};

  beforeAll(async () => {
    server = await createStaffTestServer({ sites: makeFakeSites() });
    const expired = await server.login();
    await expireSession(server.database.db, expired.token);
    const revoked = await server.login();
    const out = await server.app.inject({ method: "POST", url: "/api/auth/logout", headers: server.bearer(revoked.token) });
    expect(out.statusCode).toBe(200);
    const expiredCookie = await server.login();
    await expireSession(server.database.db, expiredCookie.token);
    const aged = await server.login();
    await ageSession(server.database.db, aged.token);
    const agedCookie = await server.login();
    await ageSession(server.database.db, agedCookie.token);

    credentials["no session"] = {};
    credentials["garbage bearer token"] = { authorization: "Bearer not-a-real-token" };
    credentials["well-formed unknown token"] = server.bearer("A".repeat(43));
    credentials["expired session"] = server.bearer(expired.token);
    credentials["revoked session"] = server.bearer(revoked.token);
    credentials["garbage cookie"] = { cookie: "fh_session=garbage", origin: SITE };
    credentials["expired cookie"] = { cookie: `fh_session=${expiredCookie.token}`, origin: SITE };
    credentials["revoked cookie"] = { cookie: `fh_session=${revoked.token}`, origin: SITE };
    credentials["session past its absolute lifetime"] = server.bearer(aged.token);
    credentials["cookie past its absolute lifetime"] = { cookie: `fh_session=${agedCookie.token}`, origin: SITE };
  });
  afterAll(() => server.close());

  it("finds the staff procedures, and every admin.* procedure is one of them", () => {
    expect(staffMiddleware).toBeTypeOf("function");
    const names = staffOnly.map(([path]) => path);
    for (const [path] of procedures) {
      if (mustBeStaff(path)) expect(names, `${path} must be a staffProcedure`).toContain(path);
    }
    // A sanity floor, so a broken walk cannot pass by finding nothing.
    expect(names.length).toBeGreaterThanOrEqual(35);
    for (const path of [
      "admin.obituaries.update",
      "admin.obituaries.create",
      "admin.obituaries.search",
      // The service dialog's obituary picker: names and states, for staff only.
      "admin.obituaries.linkable",
      "admin.obituaries.counts",
      // Decline's undo, while the family's email still waits.
      "admin.obituaries.undoDecline",
      "admin.consultations.search",
      "admin.consultations.counts",
      "admin.contactMessages.search",
      "admin.contactMessages.counts",
      // A person's data by email address: never without a session.
      "admin.privacy.lookup",
      "admin.privacy.erase",
      // How many confirmed followers an obituary has: staff only, never public.
      "admin.obituaries.followers",
      // Who is emailed, the outbox, Retry and Send test email.
      "admin.notifications.settings",
      "admin.notifications.setRecipients",
      "admin.notifications.outbox",
      "admin.notifications.counts",
      "admin.notifications.retry",
      "admin.notifications.sendTest",
      // The General Price List's versions and its save (owner-only once roles exist).
      "admin.priceList.versions",
      "admin.priceList.save",
    ]) {
      expect(names).toContain(path);
    }
  });

  it("answers 401 over tRPC for every staff procedure and every kind of bad session", async () => {
    for (const [path, proc] of staffOnly) {
      for (const [label, headers] of Object.entries(credentials)) {
        const res =
          proc._def.type === "query"
            ? await server.app.inject({ method: "GET", url: `/trpc/${path}`, headers })
            : await server.app.inject({
                method: "POST",
                url: `/trpc/${path}`,
                headers: { ...headers, "content-type": "application/json" },
                payload: "{}",
              });
        expect(res.statusCode, `${path} with ${label}`).toBe(401);
        expect(res.body).not.toMatch(/"result"/);
        expectNoStore(res, `${path} with ${label}`);
      }
    }
  });

  it("answers 401 over REST for every registered staff route and method", async () => {
    const routes = registeredRoutes(server.app.printRoutes({ commonPrefix: false })).filter((r) => isStaffRoute(r.path));
    const calls = routes.flatMap((r) => r.methods.filter((m) => m !== "HEAD").map((method) => ({ method, path: r.path })));
    expect(calls.length).toBeGreaterThanOrEqual(24);
    for (const documented of [
      "POST /api/admin/obituaries",
      "PATCH /api/admin/obituaries/:id/approve",
      "PATCH /api/admin/obituaries/:id/decline",
      "PATCH /api/admin/obituaries/:id/undo-decline",
      "DELETE /api/admin/photos/:filename",
      "PATCH /api/admin/contact-messages/:id/status",
      "GET /api/admin/notifications",
      "PUT /api/admin/notifications/recipients",
      "GET /api/admin/notifications/outbox",
      "POST /api/admin/notifications/outbox/:id/retry",
      "POST /api/admin/notifications/test",
      "POST /api/auth/logout",
    ]) {
      expect(calls.map((c) => `${c.method} ${c.path}`)).toContain(documented);
    }
    for (const { method, path } of calls) {
      const url = path.replace(":id", "1").replace(":filename", "photo-1735689600000-0123456789abcdef.jpg");
      for (const [label, headers] of Object.entries(credentials)) {
        const res = await server.app.inject({
          method: method as "GET",
          url,
          headers: method === "GET" ? headers : { ...headers, "content-type": "application/json" },
          payload: method === "GET" ? undefined : "{}",
        });
        expect(res.statusCode, `${method} ${url} with ${label}`).toBe(401);
        expect(res.json(), `${method} ${url} with ${label}`).toEqual({ error: "Authentication required" });
        expectNoStore(res, `${method} ${url} with ${label}`);
      }
    }
  });

  it("a valid session passes the same routes (the 401s above were about the session)", async () => {
    const { token } = await server.login();
    const res = await server.app.inject({ method: "GET", url: "/api/admin/obituaries", headers: server.bearer(token) });
    expect(res.statusCode).toBe(200);
    const trpc = await server.app.inject({ method: "GET", url: "/trpc/auth.me", headers: server.bearer(token) });
    expect(trpc.statusCode).toBe(200);
  });

  it("marks every staff answer no-store: each staff procedure and route with a valid session, and sign-in", async () => {
    const { token, res: login } = await server.login();
    expectNoStore(login, "REST sign-in");
    const trpcLogin = await server.app.inject({
      method: "POST",
      url: "/trpc/auth.login",
      headers: { origin: SITE, "content-type": "application/json" },
      payload: JSON.stringify({ json: STAFF }),
      remoteAddress: "198.51.100.11",
    });
    expect(trpcLogin.statusCode).toBe(200);
    expectNoStore(trpcLogin, "tRPC sign-in");

    // Whatever each answers with a real session (200, 400 for the empty input, 404), it is not to be kept.
    for (const [path, proc] of staffOnly) {
      if (path === "auth.logout") continue;
      const res =
        proc._def.type === "query"
          ? await server.app.inject({ method: "GET", url: `/trpc/${path}`, headers: server.bearer(token) })
          : await server.app.inject({
              method: "POST",
              url: `/trpc/${path}`,
              headers: { ...server.bearer(token), "content-type": "application/json" },
              payload: "{}",
            });
      expect(res.statusCode, path).toBeLessThan(500);
      expectNoStore(res, path);
    }
    const routes = registeredRoutes(server.app.printRoutes({ commonPrefix: false })).filter((r) => isStaffRoute(r.path));
    for (const { path, methods } of routes) {
      if (path === "/api/auth/logout") continue;
      for (const method of methods.filter((m) => m !== "HEAD")) {
        const url = path.replace(":id", "1").replace(":filename", "photo-1735689600000-0123456789abcdef.jpg");
        const res = await server.app.inject({
          method: method as "GET",
          url,
          headers: method === "GET" ? server.bearer(token) : { ...server.bearer(token), "content-type": "application/json" },
          payload: method === "GET" ? undefined : "{}",
        });
        expect(res.statusCode, `${method} ${url}`).toBeLessThan(500);
        expectNoStore(res, `${method} ${url}`);
      }
    }
    // A batch that mixes a public and a staff procedure carries staff data.
    const batch = await server.app.inject({ method: "GET", url: "/trpc/obituaries.list,auth.me?batch=1&input=%7B%7D", headers: server.bearer(token) });
    expectNoStore(batch, "mixed batch");
  });

  it("marks the staff app's pages no-store, while its hashed scripts stay cached and public pages keep their own rule", async () => {
    for (const url of ["/admin", "/admin/login", "/admin/obituaries", "/admin/notifications"]) {
      const page = await server.app.inject({ method: "GET", url });
      expect(page.statusCode, url).toBe(200);
      expectNoStore(page, url);
    }
    // The staff app's own "not found" page too.
    const unknown = await server.app.inject({ method: "GET", url: "/admin/no-such-page" });
    expect(unknown.headers["content-type"]).toContain("text/html");
    expectNoStore(unknown, "/admin/no-such-page");
    const script = await server.app.inject({ method: "GET", url: "/admin/assets/index-abc123.js" });
    expect(script.statusCode).toBe(200);
    expect(script.headers["cache-control"]).toContain("immutable");
    const home = await server.app.inject({ method: "GET", url: "/" });
    expect(home.headers["cache-control"]).toBe("public, max-age=0, s-maxage=10, stale-while-revalidate=30");
    const publicApi = await server.app.inject({ method: "GET", url: "/api/obituaries" });
    expect(publicApi.headers["cache-control"]).not.toBe("no-store");
  });
});

describe("owner-only procedures and routes answer 403 to a staff account", () => {
  let server: StaffTestServer;
  const OFFICE = { username: "office", password: "office staff passphrase" };
  let staffToken = "";
  let oneTimeToken = "";
  beforeAll(async () => {
    server = await createStaffTestServer({ sites: makeFakeSites() });
    await createStaffAccount(server.database.db, defaultBusiness, { ...OFFICE, role: "staff" });
    await createStaffAccount(server.database.db, defaultBusiness, { username: "newcomer", password: "one-time passphrase 123", role: "staff", oneTime: true });
    for (const [account, set] of [
      [OFFICE, (t: string) => (staffToken = t)],
      [{ username: "newcomer", password: "one-time passphrase 123" }, (t: string) => (oneTimeToken = t)],
    ] as const) {
      const res = await server.app.inject({ method: "POST", url: "/api/auth/login", payload: account, headers: { origin: SITE } });
      expect(res.statusCode).toBe(200);
      set((res.json() as { sessionToken: string }).sessionToken);
    }
  });
  afterAll(() => server.close());

  const callTrpc = (path: string, type: string, headers: Record<string, string>) =>
    type === "query"
      ? server.app.inject({ method: "GET", url: `/trpc/${path}`, headers })
      : server.app.inject({ method: "POST", url: `/trpc/${path}`, headers: { ...headers, "content-type": "application/json" }, payload: "{}" });

  it("finds the owner-only procedures, and every one the issue names is one", () => {
    expect(ownerMiddleware).toBeTypeOf("function");
    const names = ownerOnly.map(([path]) => path);
    for (const [path] of procedures) if (mustBeOwner(path)) expect(names, `${path} must be an ownerProcedure`).toContain(path);
    for (const path of ["admin.staffAccounts.create", "admin.staffAccounts.deactivate", "admin.audit.search", "admin.priceList.save", "admin.notifications.setRecipients"]) {
      expect(names).toContain(path);
    }
  });

  it("answers 403 over tRPC to staff, and 401 signed out, for every owner-only procedure", async () => {
    for (const [path, proc] of ownerOnly) {
      const asStaff = await callTrpc(path, proc._def.type, server.bearer(staffToken));
      expect(asStaff.statusCode, `${path} as staff`).toBe(403);
      expect(asStaff.body).not.toMatch(/"result"/);
      const signedOut = await callTrpc(path, proc._def.type, {});
      expect(signedOut.statusCode, `${path} signed out`).toBe(401);
    }
  });

  it("answers 403 over REST to staff for every owner-only route", async () => {
    const routes = registeredRoutes(server.app.printRoutes({ commonPrefix: false })).filter((r) => isOwnerRoute(r.path));
    const calls = routes.flatMap((r) => r.methods.filter((m) => m !== "HEAD").map((method) => ({ method, path: r.path })));
    expect(calls.length).toBeGreaterThanOrEqual(4);
    for (const { method, path } of calls) {
      const url = path.replace(":id", "1");
      const res = await server.app.inject({
        method: method as "GET",
        url,
        headers: method === "GET" ? server.bearer(staffToken) : { ...server.bearer(staffToken), "content-type": "application/json" },
        payload: method === "GET" ? undefined : "{}",
      });
      expect(res.statusCode, `${method} ${url} as staff`).toBe(403);
    }
  });

  it("staff still reach the rest of the back office", async () => {
    for (const [path, proc] of staffOnly) {
      if (ownerOnly.some(([owner]) => owner === path) || path === "auth.logout" || proc._def.type !== "query") continue;
      const res = await callTrpc(path, proc._def.type, server.bearer(staffToken));
      expect(res.statusCode, path).not.toBe(403);
      expect(res.statusCode, path).toBeLessThan(500);
    }
  });

  it("a one-time password's session reaches only the password change until it is changed", async () => {
    const me = await callTrpc("auth.me", "query", server.bearer(oneTimeToken));
    expect(me.statusCode).toBe(200);
    expect(me.body).toContain('"mustChangePassword":true');
    const list = await server.app.inject({ method: "GET", url: "/api/admin/obituaries", headers: server.bearer(oneTimeToken) });
    expect(list.statusCode).toBe(403);
    const change = await server.app.inject({
      method: "POST",
      url: "/trpc/admin.account.changePassword",
      headers: { ...server.bearer(oneTimeToken), "content-type": "application/json" },
      payload: JSON.stringify({ json: { currentPassword: "one-time passphrase 123", newPassword: "my own new passphrase" } }),
    });
    expect(change.statusCode).toBe(200);
    const after = await server.app.inject({ method: "GET", url: "/api/admin/obituaries", headers: server.bearer(oneTimeToken) });
    expect(after.statusCode).toBe(200);
  });
});
