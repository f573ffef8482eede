import { users } from "@fh/db";
import { INVALID_CODE_MESSAGE, TWO_FACTOR_REQUIRED_MESSAGE } from "@fh/validators";
import { decodeBase32IgnorePadding } from "@oslojs/encoding";
import { generateHOTP } from "@oslojs/otp";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStaffAccount } from "../../src/auth/accounts";
import { validateStaffSession } from "../../src/auth/sessions";
import { createTestApi, type TestApi } from "../../src/testing";
import { callerWithResponse, rejectsWith } from "./helpers";

const PASSWORD = "two factor test passphrase";
let clock = new Date("2026-05-01T12:00:00Z");
/** The code an authenticator app shows at `at`, computed here from the key the QR code carries (RFC 6238). */
const codeAt = (key: Uint8Array, at: Date) => generateHOTP(key, BigInt(Math.floor(at.getTime() / 30_000)), 6);

async function signInWith(api: TestApi, username: string, code?: string, ip = "198.51.100.30") {
  const { caller } = callerWithResponse(api, { ip });
  const { sessionToken } = await caller.auth.login({ username, password: PASSWORD, ...(code === undefined ? {} : { code }) });
  const session = await validateStaffSession(api.deps.db, sessionToken);
  return { token: sessionToken, ...callerWithResponse(api, { staff: session!.staff, sessionToken, ip }) };
}

describe("two-factor sign-in (TOTP)", () => {
  let api: TestApi;
  let key: Uint8Array;
  let recoveryCodes: string[] = [];
  beforeAll(async () => {
    api = await createTestApi({ now: () => clock });
    await createStaffAccount(api.deps.db, api.deps.business, { username: "owner", password: PASSWORD });
    await createStaffAccount(api.deps.db, api.deps.business, { username: "office", password: PASSWORD, role: "staff" });
  });
  afterAll(() => api.close());

  it("enrols: a QR code of an otpauth address, confirmed by a first code, then ten recovery codes", async () => {
    const owner = await signInWith(api, "owner");
    expect(await owner.caller.admin.account.twoFactor()).toEqual({ enabled: false, required: false, recoveryCodesLeft: 0, passwordToEnrol: false });
    const enrolment = await owner.caller.admin.account.totpBegin();
    expect(enrolment.uri).toMatch(/^otpauth:\/\/totp\/.*secret=[A-Z2-7]+/);
    expect(enrolment.uri).toContain("issuer=Lake");
    expect(enrolment.qr.length).toBeGreaterThanOrEqual(21);
    expect(enrolment.qr.every((row) => row.length === enrolment.qr.length)).toBe(true);
    key = decodeBase32IgnorePadding(enrolment.manualKey);
    // Still off: signing in needs no code until it is confirmed.
    await signInWith(api, "owner");

    const wrong = await rejectsWith(owner.caller.admin.account.totpConfirm({ code: "000000" === codeAt(key, clock) ? "111111" : "000000" }), "BAD_REQUEST");
    expect(wrong.message).toMatch(/^code: /);
    const confirmed = await owner.caller.admin.account.totpConfirm({ code: codeAt(key, clock) });
    recoveryCodes = confirmed.recoveryCodes;
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    // Stored hashed: no code appears in the database.
    const [row] = await api.deps.db.select().from(users).where(eq(users.username, "owner"));
    expect(row?.totpEnabledAt).toBeInstanceOf(Date);
    expect(await owner.caller.admin.account.twoFactor()).toEqual({ enabled: true, required: false, recoveryCodesLeft: 10, passwordToEnrol: false });
  });

  it("sign-in then asks for the code, takes the right one, and never the same code twice", async () => {
    clock = new Date("2026-05-01T12:05:00Z");
    const { caller } = callerWithResponse(api, { ip: "198.51.100.31" });
    const ask = await rejectsWith(caller.auth.login({ username: "owner", password: PASSWORD }), "UNAUTHORIZED");
    expect(ask.message).toBe(TWO_FACTOR_REQUIRED_MESSAGE);
    const code = codeAt(key, clock);
    await signInWith(api, "owner", code);
    // Replayed within its 30-second window (or the next): refused.
    const replay = await rejectsWith(caller.auth.login({ username: "owner", password: PASSWORD, code }), "UNAUTHORIZED");
    expect(replay.message).toBe(INVALID_CODE_MESSAGE);
    clock = new Date("2026-05-01T12:05:30Z");
    await signInWith(api, "owner", codeAt(key, clock));
  });

  it("a recovery code signs in once", async () => {
    const [first] = recoveryCodes;
    await signInWith(api, "owner", first!.toLowerCase());
    const again = await rejectsWith(callerWithResponse(api).caller.auth.login({ username: "owner", password: PASSWORD, code: first! }), "UNAUTHORIZED");
    expect(again.message).toBe(INVALID_CODE_MESSAGE);
    const owner = await signInWith(api, "owner", recoveryCodes[1]);
    expect((await owner.caller.admin.account.twoFactor()).recoveryCodesLeft).toBe(8);
  });

  it("wrong codes are throttled like wrong passwords", async () => {
    clock = new Date("2026-05-01T13:00:00Z");
    const { caller, log } = callerWithResponse(api, { ip: "198.51.100.99" });
    let throttled = false;
    for (let i = 0; i < 8 && !throttled; i += 1) {
      try {
        await caller.auth.login({ username: "owner", password: PASSWORD, code: "12345" + String(i) === codeAt(key, clock) ? "999999" : "12345" + String(i) });
      } catch (error) {
        throttled = (error as { code: string }).code === "TOO_MANY_REQUESTS";
      }
    }
    expect(throttled).toBe(true);
    expect(Number(log.headers["retry-after"])).toBeGreaterThan(0);
    // Even the right code waits now.
    await rejectsWith(caller.auth.login({ username: "owner", password: PASSWORD, code: codeAt(key, clock) }), "TOO_MANY_REQUESTS");
  });

  it("an owner can require it for everyone: an account without it can only set it up", async () => {
    clock = new Date("2026-05-01T14:00:00Z");
    const owner = await signInWith(api, "owner", codeAt(key, clock), "198.51.100.40");
    await owner.caller.admin.staffAccounts.setRequireTwoFactor({ required: true });
    expect(await owner.caller.admin.staffAccounts.twoFactorPolicy()).toEqual({ required: true });
    const office = await signInWith(api, "office", undefined, "198.51.100.41");
    expect(office.ctx.staff?.mustEnrolTwoFactor).toBe(true);
    await rejectsWith(office.caller.admin.obituaries.counts(), "FORBIDDEN");
    const enrolment = await office.caller.admin.account.totpBegin();
    const officeKey = decodeBase32IgnorePadding(enrolment.manualKey);
    await office.caller.admin.account.totpConfirm({ code: codeAt(officeKey, clock) });
    const after = await validateStaffSession(api.deps.db, office.token);
    expect(after?.staff.mustEnrolTwoFactor).toBe(false);
    // The next request sees the rest of the back office; and, required, it cannot be turned off.
    const next = callerWithResponse(api, { staff: after!.staff, sessionToken: office.token });
    expect(await next.caller.admin.obituaries.counts()).toBeTypeOf("object");
    const refused = await rejectsWith(next.caller.admin.account.totpDisable({ currentPassword: PASSWORD }), "BAD_REQUEST");
    expect(refused.message).toMatch(/requires two-factor/);
    await owner.caller.admin.staffAccounts.setRequireTwoFactor({ required: false });
  });
});
