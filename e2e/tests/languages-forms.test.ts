import { translateFieldMessage } from "@fh/i18n/node";
import { LOCALE_HEADER } from "@fh/validators/locale";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, newContext } from "../src/browser";
import { baseURL } from "./public-helpers";

/**
 * A visitor reads a form's field errors in the page's language,
 * those the browser finds and those the server answers (it reads the
 * x-fh-locale header the site sends). The words are the field-message tables
 * of @fh/validators (15B's half of the issue): until they are merged these
 * tests have nothing to compare and say so by being skipped.
 */
const translated = translateFieldMessage("Required", "es") !== "Required";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe.skipIf(!translated)("form errors in the page's language", () => {
  it.each(["es", "ht"] as const)("the server answers a bad contact message's fields in %s", async (locale) => {
    const res = await fetch(`${baseURL}/trpc/contact.send`, {
      method: "POST",
      headers: { "content-type": "application/json", [LOCALE_HEADER]: locale },
      body: JSON.stringify({ json: { name: "", email: "not-an-email", phone: "", message: "", website: "" } }),
    });
    expect(res.status).toBe(400);
    // tRPC's error, in superjson's envelope.
    const body = (await res.json()) as { error: { json: { data: { zodError?: { fieldErrors: Record<string, string[]> } } } } };
    const email = body.error.json.data.zodError?.fieldErrors.email?.[0] ?? "";
    expect(email).toBe(translateFieldMessage("Invalid email", locale));
    expect(email).not.toBe("Invalid email");
  });

  it.each(["es", "ht"] as const)("the contact form on the %s landing page shows its own checks' errors in that language", async (locale) => {
    const context = await newContext(browser, baseURL, 1280);
    const page = await context.newPage();
    await page.goto(`/${locale}/#contact`);
    const form = page.locator("#contact-form");
    await form.locator("input[name=email]").fill("not-an-email");
    await form.locator("button[type=submit]").click();
    await expect.poll(() => form.getByRole("alert").allInnerTexts()).toContain(translateFieldMessage("Invalid email", locale));
    await context.close();
  });
});
