import { decodeBase32IgnorePadding } from "@oslojs/encoding";
import { generateHOTP } from "@oslojs/otp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStaffAccount } from "../../src/auth/accounts";
import { RECENT_SIGN_IN_MS, WRONG_CURRENT_PASSWORD_MESSAGE } from "../../src/auth/current-password";
import { DEFAULT_LOGIN_THROTTLE } from "../../src/auth/throttle";
import { PASSWORD_TO_ENROL_MESSAGE } from "../../src/routers/admin/account";
import { createTestApi, type TestApi } from "../../src/testing";
import { rejectsWith, signIn } from "./helpers";

const PASSWORD = "current password test phrase";
const GUESSES = 60;
// Sessions are stamped with the wall clock; the API's clock starts there and is moved by hand.
let clock = new Date();
const codeAt = (key: Uint8Array, at: Date) => generateHOTP(key, BigInt(Math.floor(at.getTime() / 30_000)), 6);

/** Makes `GUESSES` wrong guesses and answers how many were checked (a 400) before the first 429, and that 429. */
async function guess(call: (password: string) => Promise<unknown>): Promise<{ checked: number; throttled: (Error & { code: string }) | null }> {
  let checked = 0;
  for (let i = 0; i < GUESSES; i += 1) {
    try {
      await call(`wrong guess ${i}`);
      throw new Error("a wrong password was taken");
    } catch (error) {
      const e = error as Error & { code: string };
      if (e.code === "TOO_MANY_REQUESTS") return { checked, throttled: e };
      expect(e.code).toBe("BAD_REQUEST");
      expect(e.message).toBe(`currentPassword: ${WRONG_CURRENT_PASSWORD_MESSAGE}`);
      checked += 1;
    }
  }
  return { checked, throttled: null };
}

describe("a signed-in session guessing the current password", () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi({ now: () => clock });
    for (const username of ["changer", "disabler", "enroller", "newcomer", "shared"]) {
      await createStaffAccount(api.deps.db, api.deps.business, { username, password: PASSWORD, role: "staff" });
    }
  });
  afterAll(() => api.close());

  it("changePassword: the free failures of sign-in, then 429 with Retry-After, even for the right password", async () => {
    clock = new Date();
    const { caller, log } = await signIn(api, "changer", PASSWORD, "198.51.100.60");
    const result = await guess((currentPassword) => caller.admin.account.changePassword({ currentPassword, newPassword: "a brand new passphrase here" }));
    // Before: all 60 were checked, none refused.
    expect(result.checked).toBe(DEFAULT_LOGIN_THROTTLE.freeFailures);
    expect(result.throttled?.message).toMatch(/^Too many wrong current passwords\. Please try again in \d+ minutes?\.$/);
    expect(Number(log.headers["retry-after"])).toBeGreaterThan(0);
    await rejectsWith(caller.admin.account.changePassword({ currentPassword: PASSWORD, newPassword: "a brand new passphrase here" }), "TOO_MANY_REQUESTS");
    // Once the wait is over, the right password is taken.
    clock = new Date(clock.getTime() + DEFAULT_LOGIN_THROTTLE.firstDelayMs);
    await caller.admin.account.changePassword({ currentPassword: PASSWORD, newPassword: "a brand new passphrase here" });
  });

  it("totpDisable: throttled the same way", async () => {
    clock = new Date();
    const { caller, log } = await signIn(api, "disabler", PASSWORD, "198.51.100.61");
    const enrolment = await caller.admin.account.totpBegin();
    await caller.admin.account.totpConfirm({ code: codeAt(decodeBase32IgnorePadding(enrolment.manualKey), clock) });
    const result = await guess((currentPassword) => caller.admin.account.totpDisable({ currentPassword }));
    expect(result.checked).toBe(DEFAULT_LOGIN_THROTTLE.freeFailures);
    expect(result.throttled).not.toBeNull();
    expect(Number(log.headers["retry-after"])).toBeGreaterThan(0);
    await rejectsWith(caller.admin.account.totpDisable({ currentPassword: PASSWORD }), "TOO_MANY_REQUESTS");
    expect((await caller.admin.account.twoFactor()).enabled).toBe(true);
  });

  it("one count with sign-in: guesses through the session slow sign-in from that address too", async () => {
    clock = new Date();
    const { caller } = await signIn(api, "shared", PASSWORD, "198.51.100.62");
    const result = await guess((currentPassword) => caller.admin.account.changePassword({ currentPassword, newPassword: "another new passphrase" }));
    expect(result.checked).toBe(DEFAULT_LOGIN_THROTTLE.freeFailures);
    await rejectsWith(signIn(api, "shared", PASSWORD, "198.51.100.62"), "TOO_MANY_REQUESTS");
    // Another address (the staff member at the office) is not slowed.
    await signIn(api, "shared", PASSWORD, "198.51.100.63");
  });

  it("starting enrolment needs the current password once the sign-in is over ten minutes old, checked through the throttle", async () => {
    clock = new Date();
    const { caller, log } = await signIn(api, "enroller", PASSWORD, "198.51.100.64");
    clock = new Date(Date.now() + RECENT_SIGN_IN_MS + 60_000);
    expect((await caller.admin.account.twoFactor()).passwordToEnrol).toBe(true);
    const refused = await rejectsWith(caller.admin.account.totpBegin(), "BAD_REQUEST");
    expect(refused.message).toBe(`currentPassword: ${PASSWORD_TO_ENROL_MESSAGE}`);
    await rejectsWith(caller.admin.account.totpBegin({}), "BAD_REQUEST");
    const result = await guess((currentPassword) => caller.admin.account.totpBegin({ currentPassword }));
    expect(result.checked).toBe(DEFAULT_LOGIN_THROTTLE.freeFailures);
    expect(Number(log.headers["retry-after"])).toBeGreaterThan(0);
    clock = new Date(clock.getTime() + DEFAULT_LOGIN_THROTTLE.firstDelayMs);
    const enrolment = await caller.admin.account.totpBegin({ currentPassword: PASSWORD });
    expect(enrolment.manualKey).toMatch(/^[A-Z2-7]+$/);
  });

  it("a sign-in within the last ten minutes starts enrolment without the password", async () => {
    clock = new Date();
    const { caller } = await signIn(api, "newcomer", PASSWORD, "198.51.100.65");
    clock = new Date(Date.now() + RECENT_SIGN_IN_MS - 60_000);
    expect((await caller.admin.account.twoFactor()).passwordToEnrol).toBe(false);
    expect((await caller.admin.account.totpBegin()).manualKey).toMatch(/^[A-Z2-7]+$/);
  });
});
