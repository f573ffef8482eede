import { adminSessions } from "@fh/db";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStaffAccount } from "../../src/auth/accounts";
import {
  createStaffSession,
  DEFAULT_SESSION_MAX_HOURS,
  deleteExpiredStaffSessions,
  validateStaffSession,
} from "../../src/auth/sessions";
import { hashSessionToken } from "../../src/auth/token";
import { createTestApi, type TestApi } from "../../src/testing";

const HOUR = 3_600_000;

/**
 * A staff session slides forward while it is used (SESSION_TTL_HOURS), but
 * only up to an absolute lifetime from sign-in (SESSION_MAX_HOURS, 7 days by
 * default): a token someone copied cannot be kept alive for good by using it.
 */
describe("absolute session lifetime", () => {
  let api: TestApi;
  let userId: number;
  beforeAll(async () => {
    api = await createTestApi();
    userId = (await createStaffAccount(api.deps.db, api.deps.business, { username: "director", password: "correct horse battery staple" })).id;
  });
  afterAll(() => api.close());

  /** A session signed in `ageHours` ago, expiring `leftHours` from now. */
  async function sessionAged(ageHours: number, leftHours: number) {
    const { token } = await createStaffSession(api.deps.db, userId, 12);
    const hash = hashSessionToken(token);
    await api.deps.db
      .update(adminSessions)
      .set({ createdAt: new Date(Date.now() - ageHours * HOUR), expiresAt: new Date(Date.now() + leftHours * HOUR) })
      .where(eq(adminSessions.id, hash));
    const row = async () => (await api.deps.db.select().from(adminSessions).where(eq(adminSessions.id, hash)))[0];
    return { token, row };
  }

  it("defaults to 7 days", () => {
    expect(DEFAULT_SESSION_MAX_HOURS).toBe(168);
  });

  it("ends a session signed in 90 days ago at once, even though it was used recently, and deletes it", async () => {
    const { token, row } = await sessionAged(90 * 24, 10);
    expect(await validateStaffSession(api.deps.db, token, 12, 168)).toBeNull();
    expect(await row()).toBeUndefined();
  });

  it("does not slide a session past its absolute end: the expiry stops there, and so does the session", async () => {
    // Six days and sixteen hours in, four hours left: a slide would give twelve
    // more, past the end of day seven eight hours from now.
    const { token, row } = await sessionAged(160, 4);
    const used = await validateStaffSession(api.deps.db, token, 12, 168);
    expect(used).not.toBeNull();
    expect(used?.extended).toBe(true);
    const end = (await row())!.createdAt.getTime() + 168 * HOUR;
    expect(used?.expiresAt.getTime()).toBe(end);
    expect((await row())?.expiresAt.getTime()).toBe(end);

    // Used again: nothing more to extend, nothing written, no cookie to send again.
    const again = await validateStaffSession(api.deps.db, token, 12, 168);
    expect(again?.extended).toBe(false);
    expect(again?.expiresAt.getTime()).toBe(end);

    // Past the end it stops working, however recently it was used.
    await api.deps.db.update(adminSessions).set({ createdAt: new Date(Date.now() - 168 * HOUR - 1000) }).where(eq(adminSessions.id, hashSessionToken(token)));
    expect(await validateStaffSession(api.deps.db, token, 12, 168)).toBeNull();
  });

  it("still slides a young session by a full lifetime, as before", async () => {
    const { token, row } = await sessionAged(24, 5);
    const used = await validateStaffSession(api.deps.db, token, 12, 168);
    expect(used?.extended).toBe(true);
    expect((used?.expiresAt.getTime() ?? 0) - Date.now()).toBeGreaterThan(11.9 * HOUR);
    expect((await row())?.expiresAt.getTime()).toBe(used?.expiresAt.getTime());
  });

  it("a shorter SESSION_MAX_HOURS ends sessions sooner", async () => {
    const { token } = await sessionAged(25, 10);
    expect(await validateStaffSession(api.deps.db, token, 12, 168)).not.toBeNull();
    expect(await validateStaffSession(api.deps.db, token, 12, 24)).toBeNull();
  });

  it("the sweep removes sessions past their absolute lifetime, and leaves the others", async () => {
    const old = await sessionAged(200, 6);
    const young = await sessionAged(1, 6);
    const removed = await deleteExpiredStaffSessions(api.deps.db, new Date(), 168);
    expect(removed).toBeGreaterThanOrEqual(1);
    expect(await old.row()).toBeUndefined();
    expect(await young.row()).toBeDefined();
  });
});
