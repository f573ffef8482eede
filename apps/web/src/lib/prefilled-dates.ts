import { ENHANCED_DEFAULT_DATE_OF_BIRTH, ENHANCED_DEFAULT_DATE_OF_DEATH } from "@fh/validators/public";
import { useCallback, useState } from "react";

/**
 * The enhanced creator's two pre-filled dates (SPEC §5). They stay, but a
 * family that never looked at them would publish a stranger's dates, so a
 * date still as the form filled it is sent only once the family has said it
 * is right (or changed it).
 */
export const PREFILLED_DATES = {
  dateOfBirth: ENHANCED_DEFAULT_DATE_OF_BIRTH,
  dateOfDeath: ENHANCED_DEFAULT_DATE_OF_DEATH,
} as const;

export type PrefilledDate = keyof typeof PREFILLED_DATES;

/** In the form's order, so the first question asked is the first one on screen. */
const ORDER: readonly PrefilledDate[] = ["dateOfBirth", "dateOfDeath"];

/** The dates still as the form filled them that the family has not confirmed, in the form's order. */
export function unconfirmedPrefills(values: Record<PrefilledDate, string>, confirmed: ReadonlySet<PrefilledDate>): PrefilledDate[] {
  return ORDER.filter((key) => values[key] === PREFILLED_DATES[key] && !confirmed.has(key));
}

const none: ReadonlySet<PrefilledDate> = new Set();

/**
 * The question a pre-filled date gets at submission: `check` asks about each
 * unconfirmed one and focuses the first (the form's other errors do the
 * same), `confirm` accepts one, `changed` forgets both the question and any
 * earlier confirmation of that field (a new value is a new answer).
 */
export function usePrefilledDates(formId: string) {
  const [confirmed, setConfirmed] = useState(none);
  const [asking, setAsking] = useState(none);

  const fieldOf = (key: PrefilledDate) => document.getElementById(formId)?.querySelector<HTMLElement>(`[name="${key}"]`) ?? null;

  /** True when the dates may be sent; otherwise asks and returns false. */
  function check(values: Record<PrefilledDate, string>): boolean {
    const open = unconfirmedPrefills(values, confirmed);
    setAsking(new Set(open));
    if (open.length === 0) return true;
    fieldOf(open[0]!)?.focus();
    return false;
  }

  function confirm(key: PrefilledDate) {
    setConfirmed((before) => new Set(before).add(key));
    setAsking((before) => without(before, key));
    // The button that was pressed goes away: the keyboard stays on this date,
    // or moves on to the other one if it is still asked about.
    const next = ORDER.find((k) => k !== key && asking.has(k));
    fieldOf(next ?? key)?.focus();
  }

  const changed = useCallback((key: PrefilledDate) => {
    setConfirmed((before) => without(before, key));
    setAsking((before) => without(before, key));
  }, []);

  return { asking, check, confirm, changed };
}

function without(set: ReadonlySet<PrefilledDate>, key: PrefilledDate): ReadonlySet<PrefilledDate> {
  if (!set.has(key)) return set;
  const next = new Set(set);
  next.delete(key);
  return next;
}
