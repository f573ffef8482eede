/**
 * How a new staff password is judged, the same in the staff app's form and on
 * the server (see docs/decisions/029-staff-password-strength.md):
 *
 * 1. at least MIN_STAFF_PASSWORD_LENGTH characters;
 * 2. not on the common breached-passwords list (about 49,000 entries from
 *    zxcvbn-ts's language-common package, compared case-insensitively);
 * 3. zxcvbn-ts's strength score at least MIN_STAFF_PASSWORD_SCORE, with the
 *    username and the funeral home's name as words a guesser tries first.
 *
 * The list alone let long variants through ("password12345", "Password1234!"):
 * only a few hundred of its entries are 12+ characters. zxcvbn estimates how
 * many guesses a password takes from its parts (dictionary words, names,
 * keyboard rows, dates, l33t, repeats), so such variants score low.
 *
 * No zod here and no static import of the dictionaries (1.7 MB minified, 850 KB gzipped):
 * they load on the first judgement, once per process or page, so the staff
 * app's first load and the server's start do not carry them.
 */

import type { ZxcvbnFactory } from "@zxcvbn-ts/core";

export const MIN_STAFF_PASSWORD_LENGTH = 12;

/**
 * zxcvbn's scale is 0-4; 3 is "safely unguessable: moderate protection from an
 * offline slow-hash scenario" (at least 10^8 guesses), which argon2id hashes are.
 */
export const MIN_STAFF_PASSWORD_SCORE = 3;

export const BREACHED_PASSWORD_MESSAGE = "This password appears in lists of breached passwords; please choose another";
export const WEAK_PASSWORD_MESSAGE = "This password is too easy to guess.";
/** Said when zxcvbn has no suggestion of its own for a weak password. */
const DEFAULT_SUGGESTION = "Add another word or two that are less common.";

/** Whose password it is: words in it that a guesser would try first. */
export interface PasswordOwner {
  username: string;
  /** The funeral home's name (configuration: BUSINESS_NAME). */
  businessName: string;
}

export type PasswordJudgement =
  | { ok: true; score: number }
  | {
      ok: false;
      /** zxcvbn's score, or null when the length or the list refused it before scoring. */
      score: number | null;
      /** What is wrong, in English, for the person choosing the password. */
      reason: string;
      /** zxcvbn's advice, or null. */
      suggestion: string | null;
      /** reason and suggestion as one sentence pair, as a form shows it under the field. */
      message: string;
    };

interface Judge {
  zxcvbn: ZxcvbnFactory;
  common: Set<string>;
}

let judge: Promise<Judge> | undefined;

/** Loads the dictionaries and builds the judge once; later calls share it. Call early (a form's first keystroke) to hide the wait. */
export function loadPasswordJudge(): Promise<Judge> {
  judge ??= Promise.all([import("@zxcvbn-ts/core"), import("@zxcvbn-ts/language-common"), import("@zxcvbn-ts/language-en")]).then(
    ([core, common, en]) => ({
      zxcvbn: new core.ZxcvbnFactory({
        translations: {
          ...en.translations,
          // The library's wording speaks of "page related data"; here the page is the funeral home's.
          warnings: { ...en.translations.warnings, userInputs: "Your username and the funeral home's name are among the first things a guesser tries." },
        },
        graphs: common.adjacencyGraphs,
        dictionary: { ...common.dictionary, ...en.dictionary },
      }),
      common: new Set(common.dictionary["passwords-common"].map((p) => p.toLowerCase())),
    }),
  );
  // A failed load (a network hiccup in the browser) is tried again next time.
  judge.catch(() => {
    judge = undefined;
  });
  return judge;
}

/**
 * The words zxcvbn counts as known to a guesser: the username and the
 * business's name whole, squeezed ("lakeworth"), and word by word, since a
 * password holds "director" or "lakeworth" more often than the whole phrase.
 */
export function passwordUserInputs(owner: PasswordOwner): string[] {
  const words = new Set<string>();
  for (const text of [owner.username, owner.businessName]) {
    const lower = text.trim().toLowerCase();
    if (!lower) continue;
    words.add(lower);
    const parts = lower.split(/[^\p{L}\p{N}]+/u).filter((w) => w.length >= 3);
    words.add(parts.join(""));
    for (let i = 0; i < parts.length; i++) {
      words.add(parts[i] as string);
      if (i + 1 < parts.length) words.add(`${parts[i]}${parts[i + 1]}`);
    }
  }
  words.delete("");
  return [...words];
}

const refuse = (score: number | null, reason: string, suggestion: string | null): PasswordJudgement => ({
  ok: false,
  score,
  reason,
  suggestion,
  message: suggestion ? `${reason} ${suggestion}` : reason,
});

/** Judges a new staff password by the rules above; never throws for a weak password, only for a failed load. */
export async function judgeStaffPassword(password: string, owner: PasswordOwner): Promise<PasswordJudgement> {
  if (password.length < MIN_STAFF_PASSWORD_LENGTH) {
    return refuse(null, `Password must be at least ${MIN_STAFF_PASSWORD_LENGTH} characters`, null);
  }
  const { zxcvbn, common } = await loadPasswordJudge();
  if (common.has(password.toLowerCase())) return refuse(null, BREACHED_PASSWORD_MESSAGE, null);
  const result = zxcvbn.check(password, passwordUserInputs(owner));
  if (result.score >= MIN_STAFF_PASSWORD_SCORE) return { ok: true, score: result.score };
  const reason = result.feedback.warning ? `${WEAK_PASSWORD_MESSAGE} ${result.feedback.warning}` : WEAK_PASSWORD_MESSAGE;
  const suggestion = result.feedback.suggestions.length > 0 ? result.feedback.suggestions.join(" ") : DEFAULT_SUGGESTION;
  return refuse(result.score, reason, suggestion);
}
