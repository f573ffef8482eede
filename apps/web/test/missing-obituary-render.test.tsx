import { createTestApi, type TestApi } from "@fh/api/testing";
import { readCatalog } from "@fh/i18n/files";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appRouter, createInternalContext } from "@fh/api";
import { defaultBusiness } from "@fh/validators";
import { render } from "../src/entry-server";
import { asDrawn } from "./draw-page";

/**
 * A memorial that is not there, drawn on the server: the page says it was not
 * found (SPEC's words), not that it could not be loaded, in every language. The
 * not-found answer reaches the page through the data block the browser takes
 * over, so it must keep its code there too.
 */
describe("a missing obituary drawn on the server", () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi();
  }, 120_000);
  afterAll(async () => {
    await api?.close();
  });

  it.each(["en", "es", "ht"])("says Not Found in %s, and keeps the answer's code in the data block", async (locale) => {
    const words = readCatalog(locale).obituary!;
    const page = await render({
      url: `${locale === "en" ? "" : `/${locale}`}/obituaries/999999`,
      facts: { business: defaultBusiness, staffLoginUrl: "/admin/login", publicSiteUrl: "" },
      router: appRouter,
      ctx: createInternalContext(api.deps),
    });
    expect(page.html).toContain(asDrawn(words.notFound!));
    expect(page.html).not.toContain(asDrawn(words.unavailable!));
    expect(JSON.stringify(page.state)).toContain("NOT_FOUND");
  });
});
