import { adminSessions } from "@fh/db";
import { INVALID_LOGIN_MESSAGE, MISSING_LOGIN_MESSAGE } from "@fh/validators";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStaffAccount, resetStaffPassword } from "../../src/auth/accounts";
import { createStaffSession, deleteExpiredStaffSessions, revokeStaffSession, validateStaffSession } from "../../src/auth/sessions";
import { DEFAULT_LOGIN_THROTTLE, LoginThrottle, type LoginThrottleOptions } from "../../src/auth/throttle";
import { hashSessionToken } from "../../src/auth/token";
import { createTestApi, type TestApi } from "../../src/testing";
import { callerWithResponse, rejectsWith } from "./helpers";

const PASSWORD = "correct horse battery staple";

describe("staff sign-in", () => {
  let api: TestApi;
  let userId: number;
  beforeAll(async () => {
    api = await createTestApi({ sessionTtlHours: 12 });
    userId = (await createStaffAccount(api.deps.db, api.deps.business, { username: "director", password: PASSWORD })).id;
  });
  afterAll(() => api.close());

  it("signs in: answers the username and a token, sets the cookie, stores only the token's hash", async () => {
    const { caller, log } = callerWithResponse(api, { ip: "198.51.100.1" });
    const result = await caller.auth.login({ username: "director", password: PASSWORD });
    expect(result.user).toEqual({ username: "director", role: "owner", mustChangePassword: false });
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

  it("slows a burst of wrong passwords from one address, not the right person at another address", async () => {
    await createStaffAccount(api.deps.db, api.deps.business, { username: "assistant", password: PASSWORD });
    const guesser = callerWithResponse(api, { ip: "192.0.2.66" });
    for (let i = 0; i < 5; i++) {
      await rejectsWith(guesser.caller.auth.login({ username: "assistant", password: `wrong-${i}` }), "UNAUTHORIZED");
    }
    // The guesser's next try, even with the right password, waits: the message is the one the 'Login Failed' toast shows.
    const e = await rejectsWith(guesser.caller.auth.login({ username: "Assistant", password: PASSWORD }), "TOO_MANY_REQUESTS");
    expect(e.message).toBe("Too many failed sign-in attempts. Please try again in 1 minute.");
    expect(Number(guesser.log.headers["retry-after"])).toBeGreaterThan(0);
    expect(Number(guesser.log.headers["retry-after"])).toBeLessThanOrEqual(30);
    expect(guesser.log.cookies).toHaveLength(0);

    const office = callerWithResponse(api, { ip: "192.0.2.10" });
    expect((await office.caller.auth.login({ username: "assistant", password: PASSWORD })).user).toEqual({ username: "assistant", role: "owner", mustChangePassword: false });
    expect(office.log.cookies).toHaveLength(1);
  });

  it("makes each further wrong password from that address wait longer (30 s, 1 min, 2 min ...)", async () => {
    let now = Date.parse("2026-11-23T09:00:00Z");
    const clocked = await createTestApi({ now: () => new Date(now) });
    try {
      await createStaffAccount(clocked.deps.db, clocked.deps.business, { username: "director", password: PASSWORD });
      const { caller, log } = callerWithResponse(clocked, { ip: "192.0.2.77" });
      const wrong = () => caller.auth.login({ username: "director", password: "still not it" });
      for (let i = 0; i < 5; i++) await rejectsWith(wrong(), "UNAUTHORIZED");
      const waits: number[] = [];
      for (let i = 0; i < 4; i++) {
        await rejectsWith(wrong(), "TOO_MANY_REQUESTS");
        const wait = Number(log.headers["retry-after"]);
        waits.push(wait);
        now += wait * 1000;
        await rejectsWith(wrong(), "UNAUTHORIZED");
      }
      expect(waits).toEqual([30, 60, 120, 240]);
      // After the wait the right password still works from there, and starts the count afresh.
      await rejectsWith(caller.auth.login({ username: "director", password: PASSWORD }), "TOO_MANY_REQUESTS");
      now += Number(log.headers["retry-after"]) * 1000;
      expect((await caller.auth.login({ username: "director", password: PASSWORD })).user.username).toBe("director");
      await rejectsWith(wrong(), "UNAUTHORIZED");
    } finally {
      await clocked.close();
    }
  });

  it("me answers the user; logout revokes the session on the server and clears the cookie", async () => {
    const { token } = await createStaffSession(api.deps.db, userId, 12);
    const session = await validateStaffSession(api.deps.db, token);
    expect(session).not.toBeNull();
    const { caller, log } = callerWithResponse(api, { staff: session?.staff ?? null, sessionToken: token });
    expect(await caller.auth.me()).toEqual({ user: { username: "director", role: "owner", mustChangePassword: false, mustEnrolTwoFactor: false } });
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
    await resetStaffPassword(api.deps.db, api.deps.business, "director", "another long password");
    expect(await validateStaffSession(api.deps.db, a.token)).toBeNull();
    expect(await validateStaffSession(api.deps.db, b.token)).toBeNull();
    await resetStaffPassword(api.deps.db, api.deps.business, "director", PASSWORD);
  });
});

describe("sweeping expired staff sessions", () => {
  let api: TestApi;
  let userId: number;
  beforeAll(async () => {
    api = await createTestApi();
    userId = (await createStaffAccount(api.deps.db, api.deps.business, { username: "sweeper", password: PASSWORD })).id;
  });
  afterAll(() => api.close());

  it("removes the expired sessions, says how many, and leaves live ones working", async () => {
    const now = new Date();
    const expireAt = async (token: string, at: Date) =>
      api.deps.db.update(adminSessions).set({ expiresAt: at }).where(eq(adminSessions.id, hashSessionToken(token)));
    const live = await createStaffSession(api.deps.db, userId);
    const longGone = await createStaffSession(api.deps.db, userId);
    const justNow = await createStaffSession(api.deps.db, userId);
    const almost = await createStaffSession(api.deps.db, userId);
    await expireAt(longGone.token, new Date(now.getTime() - 30 * 86_400_000));
    // Expired the moment its time is reached, as validation treats it.
    await expireAt(justNow.token, now);
    await expireAt(almost.token, new Date(now.getTime() + 60_000));

    expect(await deleteExpiredStaffSessions(api.deps.db, now)).toBe(2);
    const left = await api.deps.db.select({ id: adminSessions.id }).from(adminSessions);
    expect(left.map((r) => r.id).sort()).toEqual([hashSessionToken(live.token), hashSessionToken(almost.token)].sort());
    expect((await validateStaffSession(api.deps.db, live.token))?.staff.username).toBe("sweeper");
    expect((await validateStaffSession(api.deps.db, almost.token))?.staff.username).toBe("sweeper");

    // Nothing left to sweep.
    expect(await deleteExpiredStaffSessions(api.deps.db, now)).toBe(0);
  });

  it("sweeps by the clock when no time is given", async () => {
    const stale = await createStaffSession(api.deps.db, userId);
    await api.deps.db
      .update(adminSessions)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(adminSessions.id, hashSessionToken(stale.token)));
    expect(await deleteExpiredStaffSessions(api.deps.db)).toBe(1);
    expect(await validateStaffSession(api.deps.db, stale.token)).toBeNull();
  });
});

describe("LoginThrottle", () => {
  const options: LoginThrottleOptions = {
    freeFailures: 3,
    firstDelayMs: 10_000,
    maxDelayMs: 60_000,
    pairMemoryMs: 600_000,
    windowMs: 60_000,
    maxFailuresPerUsername: 8,
    maxFailuresPerAddress: 5,
    knownAddressMs: 3_600_000,
    maxKeys: 100,
  };

  function fail(t: LoginThrottle, ip: string, username: string, now: number): void {
    const attempt = t.begin(ip, username, now);
    if (!attempt.allowed) throw new Error(`refused at ${now}: wait ${attempt.retryAfterSeconds}s`);
    attempt.failed();
  }

  const waitOf = (t: LoginThrottle, ip: string, username: string, now: number) => t.retryAfterSeconds(ip, username, now);

  it("lets a few failures pass, then doubles the wait of that (username, address) up to the cap", () => {
    const t = new LoginThrottle(options);
    for (let i = 0; i < 3; i++) fail(t, "10.0.0.1", "amy", i);
    expect(waitOf(t, "10.0.0.1", "AMY ", 2)).toBe(10);
    // Another address for the same username, and another username from the same address, are untouched.
    expect(waitOf(t, "10.0.0.2", "amy", 2)).toBe(0);
    expect(waitOf(t, "10.0.0.1", "bob", 2)).toBe(0);
    let now = 10_002;
    const waits: number[] = [];
    for (let i = 0; i < 5; i++) {
      fail(t, "10.0.0.1", "amy", now);
      const wait = waitOf(t, "10.0.0.1", "amy", now);
      waits.push(wait);
      now += wait * 1000;
    }
    expect(waits).toEqual([20, 40, 60, 60, 60]);
  });

  it("forgets a pair's failures a while after the last one, and on success", () => {
    const t = new LoginThrottle(options);
    for (let i = 0; i < 4; i++) fail(t, "10.0.0.1", "amy", i * 30_000);
    expect(waitOf(t, "10.0.0.1", "amy", 90_000 + 600_000)).toBe(0);

    for (let i = 0; i < 3; i++) fail(t, "10.0.0.3", "bea", i);
    const right = t.begin("10.0.0.3", "bea", 10_002);
    expect(right.allowed).toBe(true);
    if (right.allowed) right.succeeded();
    // Past the address's window, three more are free again: the success started the pair afresh.
    for (let i = 0; i < 3; i++) fail(t, "10.0.0.3", "bea", 70_000 + i);
    expect(waitOf(t, "10.0.0.3", "bea", 70_002)).toBe(10);
  });

  it("counts an attempt from its start, so a burst of simultaneous guesses cannot slip past", () => {
    const t = new LoginThrottle(options);
    const started = Array.from({ length: 10 }, () => t.begin("10.0.0.1", "amy", 0));
    expect(started.filter((a) => a.allowed)).toHaveLength(3);
    for (const a of started) if (a.allowed) a.failed();
  });

  it("stops a username for everyone new only at the much higher ceiling, spread over many addresses", () => {
    const t = new LoginThrottle(options);
    // The office signed in as amy earlier.
    const office = t.begin("10.9.9.9", "amy", 0);
    if (office.allowed) office.succeeded();
    for (let i = 0; i < 8; i++) fail(t, `10.0.${i}.1`, "amy", 1000 + i);
    expect(waitOf(t, "10.0.99.1", "amy", 2000)).toBe(59);
    // A known address still gets in; an unknown one waits until the window passes.
    expect(waitOf(t, "10.9.9.9", "amy", 2000)).toBe(0);
    expect(waitOf(t, "10.0.99.1", "amy", 61_001)).toBe(0);
  });

  it("counts failures per address across usernames", () => {
    const t = new LoginThrottle(options);
    for (let i = 0; i < 5; i++) fail(t, "10.0.0.1", `user${i}`, 0);
    expect(waitOf(t, "10.0.0.1", "someone-else", 30_000)).toBe(30);
    expect(waitOf(t, "10.0.0.2", "someone-else", 30_000)).toBe(0);
  });

  it("keeps memory bounded", () => {
    const t = new LoginThrottle({ ...options, maxKeys: 10 });
    for (let i = 0; i < 100; i++) fail(t, `10.1.0.${i}`, `u${i}`, i);
    const tables = t as unknown as { pairs: Map<string, unknown>; logs: Map<string, unknown>; known: Map<string, unknown> };
    expect(tables.pairs.size).toBeLessThanOrEqual(10);
    expect(tables.logs.size).toBeLessThanOrEqual(10);
  });

  it("keeps a guesser's blocked pair and a username's ceiling through a flood of made-up usernames", () => {
    // The real bound: 10,000 keys a table, flooded three times over.
    const rules = DEFAULT_LOGIN_THROTTLE;
    const t = new LoginThrottle(rules);
    const flood = rules.maxKeys * 3;
    // A guesser at one address uses up its free failures on "director" and waits.
    for (let i = 0; i < rules.freeFailures; i++) fail(t, "198.51.100.7", "director", i);
    // Others spread over many addresses reach the username's ceiling for "owner".
    for (let i = 0; i < rules.maxFailuresPerUsername; i++) fail(t, `192.0.2.${i % 250}`, "owner", 10 + i);
    const start = 1000;
    expect(waitOf(t, "198.51.100.7", "director", start)).toBeGreaterThan(0);
    expect(waitOf(t, "203.0.113.99", "owner", start)).toBeGreaterThan(0);

    // Then one made-up username each from as many addresses, within the second, every table over its bound many times.
    for (let i = 0; i < flood; i++) fail(t, `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`, `nobody-${i}`, start);
    const after = start + 1;
    const tables = t as unknown as { pairs: Map<string, unknown>; logs: Map<string, unknown> };
    expect(tables.pairs.size).toBeLessThanOrEqual(rules.maxKeys);
    expect(tables.logs.size).toBeLessThanOrEqual(rules.maxKeys);

    // The guesser still waits, and its next guess is refused, not a fresh set of free ones.
    expect(waitOf(t, "198.51.100.7", "director", after)).toBeGreaterThan(0);
    expect(t.begin("198.51.100.7", "director", after).allowed).toBe(false);
    // The username's ceiling still holds for new addresses.
    expect(waitOf(t, "203.0.113.99", "owner", after)).toBeGreaterThan(0);
  });

  it("forgets first what holds nobody back, then the oldest when everything does", () => {
    const t = new LoginThrottle({ ...options, maxKeys: 10 });
    const tables = t as unknown as { pairs: Map<string, unknown> };
    const held = (p: number, at: number) => {
      for (let i = 0; i < 3; i++) fail(t, `10.2.0.${p}`, `held${p}`, at + i);
    };
    // Four blocked pairs (three failures each), then single failures of made-up usernames, many times the bound.
    for (let p = 0; p < 4; p++) held(p, p * 3);
    for (let i = 0; i < 50; i++) fail(t, `10.3.0.${i}`, `nobody${i}`, 20 + i);
    expect(tables.pairs.size).toBe(10);
    for (let p = 0; p < 4; p++) expect(waitOf(t, `10.2.0.${p}`, `held${p}`, 70), `held${p}`).toBeGreaterThan(0);
    // Six more blocked pairs fill the table with pairs that all hold someone back.
    for (let p = 4; p < 10; p++) held(p, 70 + p * 3);
    expect(tables.pairs.size).toBe(10);
    // A made-up username now costs the oldest of them its place, and only that one: the next pushes out the made-up one.
    fail(t, "10.3.1.1", "nobody-a", 200);
    fail(t, "10.3.1.2", "nobody-b", 201);
    expect(tables.pairs.size).toBe(10);
    expect(waitOf(t, "10.2.0.0", "held0", 202)).toBe(0);
    for (let p = 1; p < 10; p++) expect(waitOf(t, `10.2.0.${p}`, `held${p}`, 202), `held${p}`).toBeGreaterThan(0);
  });
});
