import { adminSessions, type Database } from "@fh/db";
import { appRouter, hashSessionToken, staffProcedure } from "@fh/api";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStaffTestServer, registeredRoutes, SITE, type StaffTestServer } from "./staff-helpers";

interface ProcedureDef {
  _def: { type: "query" | "mutation" | "subscription"; middlewares: unknown[] };
}

const staffMiddleware = (staffProcedure as unknown as ProcedureDef)._def.middlewares[0];
const procedures = Object.entries((appRouter as unknown as { _def: { procedures: Record<string, ProcedureDef> } })._def.procedures);
const staffOnly = procedures.filter(([, p]) => p._def.middlewares.includes(staffMiddleware));

/** What must never answer without a staff session. */
const mustBeStaff = (path: string) => path.startsWith("admin.") || path === "auth.me" || path === "auth.logout";
const isStaffRoute = (path: string) => path.startsWith("/api/admin/") || path === "/api/auth/me" || path === "/api/auth/logout";

async function expireSession(db: Database, token: string) {
  await db.update(adminSessions).set({ expiresAt: new Date(Date.now() - 60_000) }).where(eq(adminSessions.id, hashSessionToken(token)));
}

describe("every staff route and procedure refuses without a valid session", () => {
  let server: StaffTestServer;
  const credentials: Record<string, Record<string, string>> = {};

  beforeAll(async () => {
    server = await createStaffTestServer();
    const expired = await server.login();
    await expireSession(server.database.db, expired.token);
    const revoked = await server.login();
    const out = await server.app.inject({ method: "POST", url: "/api/auth/logout", headers: server.bearer(revoked.token) });
    expect(out.statusCode).toBe(200);
    const expiredCookie = await server.login();
    await expireSession(server.database.db, expiredCookie.token);

    credentials["no session"] = {};
    credentials["garbage bearer token"] = { authorization: "Bearer not-a-real-token" };
    credentials["well-formed unknown token"] = server.bearer("A".repeat(43));
    credentials["expired session"] = server.bearer(expired.token);
    credentials["revoked session"] = server.bearer(revoked.token);
    credentials["garbage cookie"] = { cookie: "fh_session=garbage", origin: SITE };
    credentials["expired cookie"] = { cookie: `fh_session=${expiredCookie.token}`, origin: SITE };
    credentials["revoked cookie"] = { cookie: `fh_session=${revoked.token}`, origin: SITE };
  });
  afterAll(() => server.close());

  it("finds the staff procedures, and every admin.* procedure is one of them", () => {
    expect(staffMiddleware).toBeTypeOf("function");
    const names = staffOnly.map(([path]) => path);
    for (const [path] of procedures) {
      if (mustBeStaff(path)) expect(names, `${path} must be a staffProcedure`).toContain(path);
    }
    // A sanity floor, so a broken walk cannot pass by finding nothing.
    expect(names.length).toBeGreaterThanOrEqual(24);
    expect(names).toContain("admin.obituaries.update");
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
      }
    }
  });

  it("answers 401 over REST for every registered staff route and method", async () => {
    const routes = registeredRoutes(server.app.printRoutes({ commonPrefix: false })).filter((r) => isStaffRoute(r.path));
    const calls = routes.flatMap((r) => r.methods.filter((m) => m !== "HEAD").map((method) => ({ method, path: r.path })));
    expect(calls.length).toBeGreaterThanOrEqual(23);
    for (const documented of [
      "PATCH /api/admin/obituaries/:id/approve",
      "DELETE /api/admin/photos/:filename",
      "PATCH /api/admin/contact-messages/:id/status",
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
});
