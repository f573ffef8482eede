import { beforeAll, describe, expect, it } from "vitest";
import {
  BREACHED_PASSWORD_MESSAGE,
  judgeStaffPassword,
  loadPasswordJudge,
  MIN_STAFF_PASSWORD_LENGTH,
  MIN_STAFF_PASSWORD_SCORE,
  passwordUserInputs,
  WEAK_PASSWORD_MESSAGE,
} from "../src/admin/password-strength";
import { defaultBusiness } from "../src/business";

const owner = { username: "director", businessName: defaultBusiness.name };

describe("judging a new staff password", () => {
  // The dictionaries are large: loading them once, outside any test's own time limit, keeps a busy
  // machine from failing the first test on its load alone.
  beforeAll(async () => {
    await loadPasswordJudge();
  }, 120_000);

  // Each is 12+ characters and not on the breached list as written, which is all the old rule asked.
  it.each(["password12345", "password123456", "welcome12345", "Password1234!"])("refuses %s as too easy to guess, with a reason and a suggestion", async (password) => {
    expect(password.length).toBeGreaterThanOrEqual(MIN_STAFF_PASSWORD_LENGTH);
    const verdict = await judgeStaffPassword(password, owner);
    expect(verdict.ok).toBe(false);
    if (verdict.ok) return;
    expect(verdict.score).toBeLessThan(MIN_STAFF_PASSWORD_SCORE);
    expect(verdict.reason).toBe(`${WEAK_PASSWORD_MESSAGE} This is similar to a commonly used password.`);
    expect(verdict.suggestion).toMatch(/Add more words that are less common\./);
    expect(verdict.message).toBe(`${verdict.reason} ${verdict.suggestion}`);
  });

  it("accepts a passphrase of a few unrelated words", async () => {
    const verdict = await judgeStaffPassword("mourning dove cedar lantern", owner);
    expect(verdict).toEqual({ ok: true, score: 4 });
  });

  it("counts the username inside the password as known to a guesser, lowering the score below the bar", async () => {
    const password = "rosalind.okafor.2026";
    const someoneElse = await judgeStaffPassword(password, { username: "office", businessName: defaultBusiness.name });
    const hers = await judgeStaffPassword(password, { username: "rosalind.okafor", businessName: defaultBusiness.name });
    expect(someoneElse.ok).toBe(true);
    expect(hers.ok).toBe(false);
    expect(hers.score).toBeLessThan(someoneElse.score ?? 0);
    if (!hers.ok) expect(hers.reason).toMatch(/Your username and the funeral home's name/);
  });

  it("counts the funeral home's name from configuration the same way", async () => {
    const password = "Bellhaven1988!";
    const elsewhere = await judgeStaffPassword(password, { username: "office", businessName: defaultBusiness.name });
    const here = await judgeStaffPassword(password, { username: "office", businessName: "Bellhaven Memorial Chapel" });
    expect(elsewhere.ok).toBe(true);
    expect(here.ok).toBe(false);
    expect(here.score).toBeLessThan(elsewhere.score ?? 0);
  });

  it("keeps the 12-character minimum and the breached list ahead of the score", async () => {
    expect(await judgeStaffPassword("Xq7#mPz!2vL", owner)).toMatchObject({ ok: false, score: null, reason: `Password must be at least ${MIN_STAFF_PASSWORD_LENGTH} characters` });
    expect(await judgeStaffPassword("QWERTY123456", owner)).toMatchObject({ ok: false, score: null, reason: BREACHED_PASSWORD_MESSAGE });
  });

  it("gives zxcvbn the username and the name whole, squeezed and word by word", () => {
    const words = passwordUserInputs({ username: "m.bellegarde", businessName: "Lake Worth Family Funeral Home" });
    for (const word of ["m.bellegarde", "bellegarde", "lake worth family funeral home", "lakeworthfamilyfuneralhome", "lakeworth", "funeral"]) {
      expect(words).toContain(word);
    }
  });
});
