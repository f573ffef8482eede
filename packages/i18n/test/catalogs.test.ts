import { compileMessage } from "@lingui/message-utils/compileMessage";
import { LOCALES } from "@fh/validators/locale";
import { describe, expect, it } from "vitest";
import { catalogLocales, readCatalog } from "../src/files";

/**
 * Every namespace in every language: every message exists in every language,
 * says the same placeholders and tags, compiles, and is not the English left
 * in place; no language has a key English lacks. A missing one would otherwise
 * show as its key, or as English on a Spanish page, with nothing failing.
 */
const read = readCatalog;
const english = read("en");

/** Messages that are the same in every language: numbers, names of things, patterns without words. */
const SAME_EVERYWHERE = new Set([
  "site.serviceType.funeral",
  "site.title.page",
  "site.date.short",
  "site.date.event",
  "site.call.assistanceMenu",
  "site.grief.header.call247",
  "home.about.stat1.value",
  "obituary.services.googleCalendar",
  "consultation.budget.5000to10000",
  "consultation.budget.10000to15000",
  "consultation.budget.15000to20000",
  "submit.creative.photo",
  "chat.title",
  "followers.fromTo",
  "followers.livestreamNo",
  "pdfHolidays.quote.by",
  // Spanish "No", as in English.
  "planAhead.compare.no",
]);

/** The date patterns may use any of the values src/dates.ts gives them (the time already written the language's way). */
const DATE_VALUES = ["day", "month", "time", "year", "years"];

/** Values a translation may name where English does not: the crisis answer's Spanish and Creole call the line by its number ("Línea 988"). */
const MAY_ADD: Record<string, string[]> = { "assistant.crisis.rest": ["crisisLine"], "assistant.crisis.closing": ["crisisLine"] };

/** The values a message reads, in its plural and select branches too, as Lingui's compiler finds them. */
function placeholders(text: string): string[] {
  const names: string[] = [];
  const walk = (tokens: unknown): void => {
    if (!Array.isArray(tokens)) return;
    for (const token of tokens) {
      if (!Array.isArray(token)) continue;
      names.push(String(token[0]));
      if (token[2] && typeof token[2] === "object") for (const branch of Object.values(token[2] as object)) walk(branch);
    }
  };
  walk(compileMessage(text));
  return names.sort();
}
const tags = (text: string) => [...text.matchAll(/<(\w+)>/g)].map((m) => m[1]).sort();

describe("message catalogs", () => {
  it("has one catalog folder per language of the site, and no other", () => {
    expect(catalogLocales()).toEqual([...LOCALES].sort());
  });

  for (const locale of LOCALES) {
    describe(locale, () => {
      const catalog = read(locale);

      it("has exactly the English namespaces and keys", () => {
        for (const ns of Object.keys(english)) {
          expect(Object.keys(catalog[ns] ?? {}).sort(), `${locale}/${ns}`).toEqual(Object.keys(english[ns] ?? {}).sort());
        }
        expect(Object.keys(catalog).sort()).toEqual(Object.keys(english).sort());
      });

      it("says every message with the English placeholders and tags, and it compiles", () => {
        for (const [ns, messages] of Object.entries(english)) {
          for (const [key, source] of Object.entries(messages)) {
            const text = catalog[ns]?.[key] ?? "";
            const id = `${locale}/${ns}.${key}`;
            expect(text.trim(), id).not.toBe("");
            if (ns === "site" && key.startsWith("date.")) expect(DATE_VALUES, id).toEqual(expect.arrayContaining(placeholders(text)));
            else {
              const added = MAY_ADD[`${ns}.${key}`] ?? [];
              expect(placeholders(text).filter((name) => !added.includes(name)), id).toEqual(placeholders(source));
            }
            expect(tags(text), id).toEqual(tags(source));
            expect(() => compileMessage(text), id).not.toThrow();
          }
        }
      });

      it("has no double space in any message (a template's spaces and a message's never add up)", () => {
        const doubled = Object.entries(catalog).flatMap(([ns, messages]) =>
          Object.entries(messages)
            .filter(([, text]) => /\s{2}/.test(text))
            .map(([key, text]) => `${ns}.${key}: ${JSON.stringify(text)}`),
        );
        expect(doubled).toEqual([]);
      });

      if (locale !== "en") {
        it("does not leave English in place of a translation", () => {
          const untranslated = Object.entries(english).flatMap(([ns, messages]) =>
            Object.entries(messages)
              .filter(([key, source]) => catalog[ns]?.[key] === source && !SAME_EVERYWHERE.has(`${ns}.${key}`))
              .map(([key]) => `${ns}.${key}`),
          );
          expect(untranslated).toEqual([]);
        });
      }
    });
  }
});
