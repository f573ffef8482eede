import { outboxMessages, users } from "@fh/db";
import { INVALID_EMAIL_LINK_MESSAGE, NO_SECOND_PROOF_MESSAGE, SIGN_IN_LINK_SENT_MESSAGE, TWO_FACTOR_REQUIRED_MESSAGE } from "@fh/validators";
import { decodeBase32IgnorePadding } from "@oslojs/encoding";
import { generateHOTP } from "@oslojs/otp";
import { and, asc, eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createStaffAccount } from "../../src/auth/accounts";
import { createTestApi, type TestApi } from "../../src/testing";
import { notificationSettings } from "../notifications/helpers";
import { callerWithResponse, rejectsWith, signIn } from "./helpers";

/**
 * A guessing attack spread over many addresses keeps being slowed, and the
 * real staff member still gets in: from an address the account has signed in
 * from before with the password alone, from a new one with a second proof
 * (the authenticator's code, or the one-time link emailed to the account).
 * The figures are the issue's: 25 addresses × 6 guesses, and 20 failures from
 * one shared office address across usernames.
 */
const PASSWORD = "correct horse battery staple";
const START = Date.parse("2026-11-26T15:00:00Z");
const codeAt = (key: Uint8Array, at: Date) => generateHOTP(key, BigInt(Math.floor(at.getTime() / 30_000)), 6);

describe("the real staff member during a spread guessing attack", () => {
  let api: TestApi;
  let now = START;

  beforeEach(async () => {
    now = START;
    api = await createTestApi({ now: () => new Date(now), notifications: notificationSettings });
    await createStaffAccount(api.deps.db, api.deps.business, { username: "director", password: PASSWORD });
    await api.deps.db.update(users).set({ email: "director@lakeworth.example" }).where(eq(users.username, "director"));
  });
  afterEach(() => api.close());

  /** 25 addresses, each guessing 6 times: answers counted by code. */
  async function spreadAttack(username: string) {
    const answers: Record<string, number> = {};
    for (let a = 0; a < 25; a++) {
      const { caller } = callerWithResponse(api, { ip: `203.0.113.${a + 1}` });
      for (let g = 0; g < 6; g++) {
        const code = await caller.auth.login({ username, password: `guess ${a}-${g}` }).then(
          () => "OK",
          (e: { code: string }) => e.code,
        );
        answers[code] = (answers[code] ?? 0) + 1;
      }
    }
    return answers;
  }

  const signInLinks = async (to: string) =>
    (await api.deps.db.select().from(outboxMessages).where(and(eq(outboxMessages.kind, "staff.sign_in_link"), eq(outboxMessages.recipient, to))).orderBy(asc(outboxMessages.id))).map(
      (row) => /#sign-in=([A-Za-z0-9_-]{43})/.exec(row.text)?.[1],
    );

  it("25 addresses × 6 guesses, then the right password from a new address: a one-time link is emailed and signs in once", async () => {
    const answers = await spreadAttack("director");
    // Five free failures an address, a wait for the sixth; past the username's ceiling of 100 every guess waits.
    expect(answers).toEqual({ UNAUTHORIZED: 100, TOO_MANY_REQUESTS: 50 });

    // Guessers are still slowed: a wrong password from a new address gets the same 429 as before.
    const guesser = callerWithResponse(api, { ip: "198.51.100.200" });
    const refused = await rejectsWith(guesser.caller.auth.login({ username: "director", password: "one more guess" }), "TOO_MANY_REQUESTS");
    const ceilingWait = Number(guesser.log.headers["retry-after"]);
    expect(ceilingWait).toBeGreaterThan(800);
    expect(refused.message).toMatch(/^Too many failed sign-in attempts/);

    // The real person, from home (an address this account never used): asked for the emailed link, no session yet.
    const home = callerWithResponse(api, { ip: "198.51.100.77" });
    const asked = await rejectsWith(home.caller.auth.login({ username: "director", password: PASSWORD }), "UNAUTHORIZED");
    expect(asked.message).toBe(SIGN_IN_LINK_SENT_MESSAGE);
    expect(home.log.cookies).toHaveLength(0);
    const [token] = await signInLinks("director@lakeworth.example");
    expect(token).toBeTruthy();
    process.stdout.write(
      `25 addresses × 6 guesses (${JSON.stringify(answers)}): a right password from a new address was 429 for ${ceilingWait} s; now asked for the emailed link\n`,
    );

    // The link signs in once.
    const browser = callerWithResponse(api, { ip: "198.51.100.77" });
    const opened = await browser.caller.auth.signInWithLink({ token: token! });
    expect(opened.user.username).toBe("director");
    expect(browser.log.cookies).toHaveLength(1);
    const again = await rejectsWith(browser.caller.auth.signInWithLink({ token: token! }), "UNAUTHORIZED");
    expect(again.message).toBe(INVALID_EMAIL_LINK_MESSAGE);

    // That address is now one the account has used: the password alone lets it in, ceiling or not.
    expect((await callerWithResponse(api, { ip: "198.51.100.77" }).caller.auth.login({ username: "director", password: PASSWORD })).user.username).toBe("director");
  });

  it("a sign-in link is good for 10 minutes only, and a right password sent again within a minute sends no second one", async () => {
    await spreadAttack("director");
    const cafe = callerWithResponse(api, { ip: "198.51.100.90" });
    await rejectsWith(cafe.caller.auth.login({ username: "director", password: PASSWORD }), "UNAUTHORIZED");
    now += 30_000;
    await rejectsWith(cafe.caller.auth.login({ username: "director", password: PASSWORD }), "UNAUTHORIZED");
    const links = await signInLinks("director@lakeworth.example");
    expect(links).toHaveLength(1);
    now += 10 * 60_000;
    const late = await rejectsWith(cafe.caller.auth.signInWithLink({ token: links[0]! }), "UNAUTHORIZED");
    expect(late.message).toBe(INVALID_EMAIL_LINK_MESSAGE);
    expect(cafe.log.cookies).toHaveLength(0);
  });

  it("an address the account has signed in from before passes the ceiling with the password alone", async () => {
    await signIn(api, "director", PASSWORD, "192.0.2.10");
    await spreadAttack("director");
    const office = callerWithResponse(api, { ip: "192.0.2.10" });
    expect((await office.caller.auth.login({ username: "director", password: PASSWORD })).user.username).toBe("director");
    expect(office.log.cookies).toHaveLength(1);
  });

  it("with an authenticator, its code is the second proof at the ceiling", async () => {
    const owner = await signIn(api, "director", PASSWORD, "192.0.2.10");
    const enrolment = await owner.caller.admin.account.totpBegin();
    const key = decodeBase32IgnorePadding(enrolment.manualKey);
    await owner.caller.admin.account.totpConfirm({ code: codeAt(key, new Date(now)) });
    now += 60_000;
    await spreadAttack("director");

    const home = callerWithResponse(api, { ip: "198.51.100.78" });
    const asked = await rejectsWith(home.caller.auth.login({ username: "director", password: PASSWORD }), "UNAUTHORIZED");
    expect(asked.message).toBe(TWO_FACTOR_REQUIRED_MESSAGE);
    const result = await home.caller.auth.login({ username: "director", password: PASSWORD, code: codeAt(key, new Date(now)) });
    expect(result.user.username).toBe("director");
    expect(await signInLinks("director@lakeworth.example")).toHaveLength(0);
  });

  it("20 failures from one shared office address across usernames, then the right password from it", async () => {
    await createStaffAccount(api.deps.db, api.deps.business, { username: "arranger", password: PASSWORD });
    await api.deps.db.update(users).set({ email: "arranger@lakeworth.example" }).where(eq(users.username, "arranger"));
    await signIn(api, "director", PASSWORD, "192.0.2.10");
    const office = callerWithResponse(api, { ip: "192.0.2.10" });
    for (let i = 0; i < 20; i++) {
      await rejectsWith(office.caller.auth.login({ username: `name${i}`, password: "guess" }), "UNAUTHORIZED");
    }
    const ceiling = await rejectsWith(office.caller.auth.login({ username: "name99", password: "guess" }), "TOO_MANY_REQUESTS");
    expect(ceiling.message).toMatch(/^Too many failed sign-in attempts/);
    // The director has signed in from this office before: the password alone.
    expect((await office.caller.auth.login({ username: "director", password: PASSWORD })).user.username).toBe("director");
    // The arranger never has: the emailed link.
    const asked = await rejectsWith(office.caller.auth.login({ username: "arranger", password: PASSWORD }), "UNAUTHORIZED");
    expect(asked.message).toBe(SIGN_IN_LINK_SENT_MESSAGE);
    expect(await signInLinks("arranger@lakeworth.example")).toHaveLength(1);
  });

  it("an account with neither an email address nor an authenticator is still refused at the ceiling, and told what to do", async () => {
    await createStaffAccount(api.deps.db, api.deps.business, { username: "helper", password: PASSWORD });
    await spreadAttack("helper");
    const home = callerWithResponse(api, { ip: "198.51.100.79" });
    const refused = await rejectsWith(home.caller.auth.login({ username: "helper", password: PASSWORD }), "TOO_MANY_REQUESTS");
    expect(refused.message).toBe(NO_SECOND_PROOF_MESSAGE);
    expect(Number(home.log.headers["retry-after"])).toBeGreaterThan(0);
    expect(home.log.cookies).toHaveLength(0);
  });
});
