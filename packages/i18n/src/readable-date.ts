import { isCalendarDate } from "@fh/validators/site";
import type { Locale } from "@fh/validators/locale";
import { translator } from "./messages";

/**
 * A calendar date as people read it, with its weekday, in a language:
 * "Saturday, December 5, 2026", "sábado, 5 de diciembre de 2026", "samdi 5
 * desanm 2026"; null when s is not a yyyy-MM-dd date. For emails and
 * documents: the "site" and "dates" namespaces must be loaded (./node.ts).
 */
export function readableDateWith(locale: Locale, s: string): string | null {
  if (!isCalendarDate(s)) return null;
  const d = new Date(`${s}T00:00:00Z`);
  const site = translator(locale, "site");
  const t = translator(locale, "dates");
  return t("readable", {
    weekday: t("weekdays").split(",")[d.getUTCDay()] ?? "",
    month: site("date.months").split(",")[d.getUTCMonth()] ?? "",
    day: d.getUTCDate(),
    year: d.getUTCFullYear(),
  });
}
