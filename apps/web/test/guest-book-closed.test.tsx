import { readCatalog } from "@fh/i18n/files";
import { createTestApi, type TestApi } from "@fh/api/testing";
import { obituaries } from "@fh/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asDrawn, drawPage } from "./draw-page";

/**
 * An obituary page as the server draws it (src/entry-server.tsx, through the
 * API router in process), with its guest book open and closed. A closed book
 * shows its note and its messages only: no form, and no words that ask for a
 * message, in any language.
 */
const words = (locale: string) => readCatalog(locale).obituary!;


describe("the guest book of an obituary drawn on the server", () => {
  let api: TestApi;
  const ids = { open: 0, closed: 0 };
  const draw = (url: string) => drawPage(api, url);

  beforeAll(async () => {
    api = await createTestApi();
    for (const mode of ["open", "closed"] as const) {
      const [row] = await api.deps.db
        .insert(obituaries)
        .values({
          firstName: "Odette",
          lastName: "Lamour",
          dateOfBirth: "1938-04-12",
          dateOfDeath: "2026-10-02",
          biography: "Odette sewed every christening gown in the parish for forty years.",
          submitterName: "Jean Lamour",
          submitterEmail: "jean@example.com",
          status: "live",
          guestBookMode: mode,
        })
        .returning({ id: obituaries.id });
      ids[mode] = row!.id;
    }
  }, 60_000);
  afterAll(() => api?.close());

  for (const [locale, prefix] of [
    ["en", ""],
    ["es", "/es"],
    ["ht", "/ht"],
  ] as const) {
    const t = words(locale);
    const invitation = asDrawn(t["guestBook.intro"]!.replace("{name}", "Odette Lamour"));

    it(`${locale}: an open book invites a message and has its form`, { timeout: 30_000 }, async () => {
      const html = await draw(`${prefix}/obituaries/${ids.open}`);
      expect(html).toContain(invitation);
      expect(html).toContain('id="guest-book-form"');
      expect(html).not.toContain('data-testid="guest-book-closed"');
    });

    it(`${locale}: a closed book shows its note, with no form and no invitation`, { timeout: 30_000 }, async () => {
      const html = await draw(`${prefix}/obituaries/${ids.closed}`);
      expect(html).toContain(asDrawn(t["guestBook.closed"]!));
      expect(html).toContain(asDrawn(t["guestBook.title"]!));
      expect(html).not.toContain(invitation);
      expect(html).not.toContain('id="guest-book-form"');
      expect(html).not.toContain("<textarea");
      for (const key of ["guestBook.formLabel", "guestBook.messagePlaceholder", "guestBook.post", "guestBook.empty"]) {
        expect(html, key).not.toContain(asDrawn(t[key]!));
      }
    });
  }
});
