import { defaultBusiness, judgeStaffPassword } from "@fh/validators";
import { describe, expect, it } from "vitest";
import { generatePassword, ONE_TIME_PASSWORD_ALPHABET } from "../../src/auth/accounts";

describe("one-time passwords", () => {
  it("draw from an alphabet with no look-alike characters", () => {
    for (const lookAlike of ["O", "o", "0", "I", "l", "1"]) expect(ONE_TIME_PASSWORD_ALPHABET).not.toContain(lookAlike);
    expect(new Set(ONE_TIME_PASSWORD_ALPHABET).size).toBe(ONE_TIME_PASSWORD_ALPHABET.length);
    expect(ONE_TIME_PASSWORD_ALPHABET).toMatch(/^[A-Za-z2-9]+$/);
  });

  it("are six groups of four characters of that alphabet, different each time", () => {
    const made = Array.from({ length: 200 }, generatePassword);
    const group = `[${ONE_TIME_PASSWORD_ALPHABET}]{4}`;
    for (const password of made) {
      expect(password).toMatch(new RegExp(`^${group}(-${group}){5}$`));
      expect(password).not.toMatch(/[Oo0Il1]/);
    }
    expect(new Set(made).size).toBe(made.length);
    // Across many, every character of the alphabet turns up: none is left out by a biased draw.
    expect(new Set(made.join("").replaceAll("-", "")).size).toBe(ONE_TIME_PASSWORD_ALPHABET.length);
  });

  it("pass the staff password rules they stand in for", async () => {
    expect(await judgeStaffPassword(generatePassword(), { username: "office", businessName: defaultBusiness.name })).toMatchObject({ ok: true });
  });
});
