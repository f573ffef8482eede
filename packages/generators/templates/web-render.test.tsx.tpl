import { createTestApi, type TestApi } from "@fh/api/testing";
import { readCatalog } from "@fh/i18n/files";
import { LOCALES, localizePath } from "@fh/validators/locale";
import { sitePages } from "@fh/validators/site";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asDrawn, drawPage } from "./draw-page";

/** {{path}} as the server draws it, in each language: its heading and intro from @fh/i18n's "{{key}}" catalog. */
describe("{{path}} drawn on the server", () => {
  let api: TestApi;
  // A migrated in-memory database takes seconds on a busy machine.
  beforeAll(async () => {
    api = await createTestApi();
  }, 60_000);
  afterAll(() => api?.close());

  const english = readCatalog("en").{{key}}!;
  for (const locale of LOCALES) {
    it(`says its heading and intro in ${locale}`, { timeout: 30_000 }, async () => {
      const words = readCatalog(locale).{{key}}!;
      const html = await drawPage(api, localizePath(sitePages.{{key}}.path, locale));
      expect(html).toContain(`>${asDrawn(words.title!)}</h1>`);
      expect(html).toContain(asDrawn(words.intro!));
      if (locale !== "en") expect(html).not.toContain(asDrawn(english.intro!));
    });
  }
});
