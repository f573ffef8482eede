import { adminSessions } from "@fh/db";
import { INVALID_LOGIN_MESSAGE, MISSING_LOGIN_MESSAGE } from "@fh/validators";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStaffAccount, resetStaffPassword } from "../../src/auth/accounts";
import { createStaffSession, revokeStaffSession, validateStaffSession } from "../../src/auth/sessions";
import { LoginThrottle } from "../../src/auth/throttle";
import { hashSessionToken } from "../../src/auth/token";
import { createTestApi, type TestApi } from "../../src/testing";
import { callerWithResponse, rejectsWith } from "./helpers";

const PASSWORD = "correct horse battery staple";

describe("staff sign-in", () => {
  let api: TestApi;
  let userId: number;
  beforeAll(async () => {
    api = await createTestApi({ sessionTtlHours: 12 });
    userId = (await createStaffAccount(api.deps.db, "director", PASSWORD)).id;
  });
  afterAll(() => api.close());

  it("signs in: answers the username and a token, sets the cookie, stores only the token's hash", async () => {
    const { caller, log } = callerWithResponse(api, { ip: "198.51.100.1" });
    const result = await caller.auth.login({ username: "director", password: PASSWORD });
    expect(result.user).toEqual({ username: "director" });
    expect(result.sessionToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(log.cookies).toHaveLength(1);
    expect(log.cookies[0]?.token).toBe(result.sessionToken);
    const hoursLeft = ((log.cookies[0]?.expiresAt.getTime() ?? 0) - Date.now()) / 3_600_000;
    expect(hoursLeft).toBeGreaterThan(11.9);
    expect(hoursLeft).toBeLessThanOrEqual(12);

    const rows = await api.deps.db.select().from(adminSessions).where(eq(adminSessions.userId, userId));
    expect(rows.map((r) => r.id)).toContain(hashSessionToken(result.sessionToken));
    for (const row of rows) {
      expect(row.id).toMatch(/^[a-f0-9]{64}$/);
      expect(JSON.stringify(row)).not.toContain(result.sessionToken);
    }
    // The hash itself opens nothing.
    expect(await validateStaffSession(api.deps.db, hashSessionToken(result.sessionToken))).toBeNull();
    expect((await validateStaffSession(api.deps.db, result.sessionToken))?.staff.username).toBe("director");
  });

  it("gives unknown users and wrong passwords the same 401 and message", async () => {
    const { caller } = callerWithResponse(api, { ip: "198.51.100.2" });
    const wrong = await rejectsWith(caller.auth.login({ username: "director", password: "not the password" }), "UNAUTHORIZED");
    const unknown = await rejectsWith(caller.auth.login({ username: "nobody-here", password: "not the password" }), "UNAUTHORIZED");
    expect(wrong.message).toBe(INVALID_LOGIN_MESSAGE);
    expect(unknown.message).toBe(wrong.message);
  });

  it("refuses blank fields with the SPEC §5 message, naming the field", async () => {
    const { caller } = callerWithResponse(api);
    const a = await rejectsWith(caller.auth.login({ username: "   ", password: PASSWORD }), "BAD_REQUEST");
    expect(a.message).toContain(MISSING_LOGIN_MESSAGE);
    expect(a.message).toContain("username");
    const b = await rejectsWith(caller.auth.login({ username: "director", password: "  " }), "BAD_REQUEST");
    expect(b.message).toContain(MISSING_LOGIN_MESSAGE);
    expect(b.message).toContain("password");
  });

  it("locks a username after 5 failures with Retry-After, even for the right password", async () => {
    await createStaffAccount(api.deps.db, "assistant", PASSWORD);
    for (let i = 0; i < 5; i++) {
      const { caller } = callerWithResponse(api, { ip: `192.0.2.${i + 1}` });
      await rejectsWith(caller.auth.login({ username: "assistant", password: `wrong-${i}` }), "UNAUTHORIZED");
    }
    const { caller, log } = callerWithResponse(api, { ip: "192.0.2.99" });
    const e = await rejectsWith(caller.auth.login({ username: "Assistant", password: PASSWORD }), "TOO_MANY_REQUESTS");
    expect(e.message).toMatch(/Too many failed sign-in attempts/);
    expect(Number(log.headers["retry-after"])).toBeGreaterThan(0);
    expect(Number(log.headers["retry-after"])).toBeLessThanOrEqual(15 * 60);
    expect(log.cookies).toHaveLength(0);
  });

  it("me answers the user; logout revokes the session on the server and clears the cookie", async () => {
    const { token } = await createStaffSession(api.deps.db, userId, 12);
    const session = await validateStaffSession(api.deps.db, token);
    expect(session).not.toBeNull();
    const { caller, log } = callerWithResponse(api, { staff: session?.staff ?? null, sessionToken: token });
    expect(await caller.auth.me()).toEqual({ user: { username: "director" } });
    await caller.auth.logout();
    expect(log.cleared).toBe(1);
    expect(await validateStaffSession(api.deps.db, token)).toBeNull();
    const rows = await api.deps.db.select().from(adminSessions).where(eq(adminSessions.id, hashSessionToken(token)));
    expect(rows).toHaveLength(0);
  });

  it("me and logout refuse without a session", async () => {
    await rejectsWith(api.visitor.auth.me(), "UNAUTHORIZED");
    await rejectsWith(api.visitor.auth.logout(), "UNAUTHORIZED");
  });

  it("expires sessions, and slides them forward once half the lifetime is used", async () => {
    const { token } = await createStaffSession(api.deps.db, userId, 12);
    const hash = hashSessionToken(token);
    // Seven hours used of twelve: the next request extends it to a full twelve.
    await api.deps.db.update(adminSessions).set({ expiresAt: new Date(Date.now() + 5 * 3_600_000) }).where(eq(adminSessions.id, hash));
    const slid = await validateStaffSession(api.deps.db, token, 12);
    expect(slid?.extended).toBe(true);
    expect((slid?.expiresAt.getTime() ?? 0) - Date.now()).toBeGreaterThan(11.9 * 3_600_000);
    const [row] = await api.deps.db.select().from(adminSessions).where(eq(adminSessions.id, hash));
    expect(row?.expiresAt.getTime()).toBe(slid?.expiresAt.getTime());
    // Fresh again: no write on the next request.
    expect((await validateStaffSession(api.deps.db, token, 12))?.extended).toBe(false);

    await api.deps.db.update(adminSessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(adminSessions.id, hash));
    expect(await validateStaffSession(api.deps.db, token, 12)).toBeNull();
    expect(await api.deps.db.select().from(adminSessions).where(eq(adminSessions.id, hash))).toHaveLength(0);
  });

  it("ignores malformed tokens and ends every session on a password reset", async () => {
    expect(await validateStaffSession(api.deps.db, "garbage")).toBeNull();
    expect(await validateStaffSession(api.deps.db, "x".repeat(5000))).toBeNull();
    await revokeStaffSession(api.deps.db, "garbage");
    const a = await createStaffSession(api.deps.db, userId);
    const b = await createStaffSession(api.deps.db, userId);
    await resetStaffPassword(api.deps.db, "director", "another long password");
    expect(await validateStaffSession(api.deps.db, a.token)).toBeNull();
    expect(await validateStaffSession(api.deps.db, b.token)).toBeNull();
    await resetStaffPassword(api.deps.db, "director", PASSWORD);
  });
});

describe("LoginThrottle", () => {
  const options = { windowMs: 60_000, maxFailuresPerUsername: 3, maxFailuresPerAddress: 5, maxKeys: 100 };

  it("counts failures per username across addresses and frees them when the window passes", () => {
    const t = new LoginThrottle(options);
    for (let i = 0; i < 3; i++) t.recordFailure(`10.0.0.${i}`, "amy", 1000 + i);
    expect(t.retryAfterSeconds("10.0.0.9", "AMY ", 2000)).toBe(59);
    expect(t.retryAfterSeconds("10.0.0.9", "bob", 2000)).toBe(0);
    expect(t.retryAfterSeconds("10.0.0.9", "amy", 61_001)).toBe(0);
  });

  it("counts failures per address across usernames", () => {
    const t = new LoginThrottle(options);
    for (let i = 0; i < 5; i++) t.recordFailure("10.0.0.1", `user${i}`, 0);
    expect(t.retryAfterSeconds("10.0.0.1", "someone-else", 30_000)).toBe(30);
    expect(t.retryAfterSeconds("10.0.0.2", "someone-else", 30_000)).toBe(0);
  });

  it("clears a username on success and keeps memory bounded", () => {
    const t = new LoginThrottle({ ...options, maxKeys: 10 });
    for (let i = 0; i < 3; i++) t.recordFailure("10.0.0.1", "amy", i);
    t.recordSuccess("amy");
    expect(t.retryAfterSeconds("10.0.0.3", "amy", 10)).toBe(0);
    for (let i = 0; i < 100; i++) t.recordFailure(`10.1.0.${i}`, `u${i}`, i);
    expect((t as unknown as { failures: Map<string, number[]> }).failures.size).toBeLessThanOrEqual(10);
  });
});
