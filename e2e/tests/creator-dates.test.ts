import { readCatalog } from "@fh/i18n/files";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, seriousViolations } from "../src/browser";
import { fullShot, openPage } from "./public-helpers";

/**
 * The enhanced creator fills in a date of birth and a date of passing (SPEC
 * §5). A family that never looked at them would publish wrong dates, so the
 * form asks about each one still as filled, in the page's language, and
 * sends nothing until it is confirmed or changed.
 */
type Catalog = Record<string, Record<string, string>>;
const catalog = (locale: string): Catalog => readCatalog(locale);

const languages = [
  { locale: "en", prefix: "", birth: "January 1, 1950", death: "January 24, 2025" },
  { locale: "es", prefix: "/es", birth: "1 de enero de 1950", death: "24 de enero de 2025" },
  { locale: "ht", prefix: "/ht", birth: "1 janvye 1950", death: "24 janvye 2025" },
] as const;

/** The server's success for one unbatched submission (superjson's wire format). */
const submitted = { result: { data: { json: { id: 1 } } } };

const focusedName = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute("name") ?? document.activeElement?.textContent);

/** The text of the elements that describe a control (its aria-describedby). */
const description = (page: Page, name: string) =>
  page.evaluate((n) => {
    const ids = document.querySelector(`[name="${n}"]`)?.getAttribute("aria-describedby")?.split(" ") ?? [];
    return ids.map((id) => document.getElementById(id)?.textContent ?? "").join(" ");
  }, name);

describe("the enhanced creator's pre-filled dates", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  for (const { locale, prefix, birth, death } of languages) {
    it(`${locale}: asks about each date still as filled, sends only once it is confirmed or changed, by keyboard`, async () => {
      const words = catalog(locale).submit!;
      const birthQuestion = words["creative.confirmBirth"]!.replace("{date}", birth);
      const deathQuestion = words["creative.confirmDeath"]!.replace("{date}", death);
      const { context, page } = await openPage(browser, "about:blank", 375);
      // Nothing reaches the server's submission quota: the answer is the server's success, made here.
      const sent: Array<Record<string, unknown>> = [];
      await page.route("**/trpc/obituaries.submit**", async (route) => {
        // A form's submission goes alone (with its Idempotency-Key), so the body is one call, not a batch.
        const body = route.request().postDataJSON() as { json: Record<string, unknown> };
        sent.push(body.json);
        await route.fulfill({ status: 200, contentType: "application/json", body: JSON.stringify(submitted) });
      });
      await page.goto(`${prefix}/obituaries/creative-submit`);
      const form = page.locator("#creative-obituary-form");
      const submit = form.locator("button[type=submit]");
      await form.locator("button[type=submit]:not([aria-disabled=true])").waitFor();
      await expect(form.locator("input[name=dateOfBirth]").inputValue()).resolves.toBe("1950-01-01");
      await expect(form.locator("input[name=dateOfDeath]").inputValue()).resolves.toBe("2025-01-24");
      await form.locator("input[name=firstName]").fill("Odette");
      await form.locator("input[name=lastName]").fill("Lamour");
      await form.locator("textarea[name=biography]").fill("Odette sewed every christening gown in the parish for forty years.");
      await form.locator("input[name=submitterName]").fill("Jean Lamour");
      await form.locator("input[name=submitterEmail]").fill("jean.lamour@example.com");

      // Both dates as filled: each is asked about, the first is focused, nothing is sent.
      await submit.click();
      await expect.poll(() => form.getByRole("alert").allTextContents()).toEqual([birthQuestion, deathQuestion]);
      await expect(focusedName(page)).resolves.toBe("dateOfBirth");
      await expect(form.locator("input[name=dateOfBirth]").getAttribute("aria-invalid")).resolves.toBe("true");
      await expect(description(page, "dateOfBirth")).resolves.toBe(birthQuestion);
      await expect(description(page, "dateOfDeath")).resolves.toBe(deathQuestion);
      expect(sent).toEqual([]);
      expect(await seriousViolations(page)).toEqual([]);
      await fullShot(page, `creator-dates-${locale}-375`);
      await page.setViewportSize({ width: 1280, height: 900 });
      await fullShot(page, `creator-dates-${locale}-1280`);

      // Asking again asks the same, and still sends nothing.
      await submit.click();
      await expect(focusedName(page)).resolves.toBe("dateOfBirth");
      expect(sent).toEqual([]);

      // By keyboard: from the date of birth on to its Confirm, pressed with Enter.
      const confirmBirth = form.getByRole("button", { name: words["creative.confirmBirthButton"], exact: true });
      const onConfirm = () => confirmBirth.evaluate((b) => b === document.activeElement);
      // A date input takes a Tab for each of its parts before the next control.
      for (let i = 0; i < 6 && !(await onConfirm()); i++) await page.keyboard.press("Tab");
      await expect(onConfirm()).resolves.toBe(true);
      await page.keyboard.press("Enter");
      await expect.poll(() => form.getByRole("alert").allTextContents()).toEqual([deathQuestion]);
      await expect(form.locator("input[name=dateOfBirth]").getAttribute("aria-invalid")).resolves.toBeNull();
      // The other date still asked about is where the keyboard goes next.
      await expect(focusedName(page)).resolves.toBe("dateOfDeath");

      // Changing the date of passing clears its question.
      await form.locator("input[name=dateOfDeath]").fill("2026-11-02");
      await expect.poll(() => form.getByRole("alert").count()).toBe(0);
      expect(sent).toEqual([]);

      await submit.click();
      await page.waitForURL((u) => u.pathname === `${prefix}/obituaries`);
      expect(sent).toHaveLength(1);
      expect(sent[0]).toMatchObject({ firstName: "Odette", dateOfBirth: "1950-01-01", dateOfDeath: "2026-11-02" });
      await context.close();
    });
  }

  it("a confirmed date changed and put back is asked about again; dates the family typed are sent at once", async () => {
    const { context, page } = await openPage(browser, "about:blank", 1280);
    let posts = 0;
    await page.route("**/trpc/obituaries.submit**", async (route) => {
      posts++;
      await route.fulfill({ status: 200, contentType: "application/json", body: JSON.stringify(submitted) });
    });
    await page.goto("/obituaries/creative-submit");
    const form = page.locator("#creative-obituary-form");
    await form.locator("button[type=submit]:not([aria-disabled=true])").waitFor();
    await form.getByLabel("First Name").fill("Odette");
    await form.getByLabel("Last Name").fill("Lamour");
    await form.getByLabel("Biography").fill("Odette sewed every christening gown in the parish for forty years.");
    await form.getByLabel("Your Full Name").fill("Jean Lamour");
    await form.getByLabel("Email *", { exact: true }).fill("jean.lamour@example.com");
    await form.getByLabel("Date of Passing").fill("2026-11-02");

    await form.getByRole("button", { name: "Create Beautiful Memorial" }).click();
    await expect.poll(() => form.getByRole("alert").allTextContents()).toEqual(["Is January 1, 1950 the date of birth? Change it, or confirm it."]);
    await form.getByRole("button", { name: "Confirm date of birth" }).click();
    await form.getByLabel("Date of Birth").fill("1950-01-02");
    await form.getByLabel("Date of Birth").fill("1950-01-01");
    await form.getByRole("button", { name: "Create Beautiful Memorial" }).click();
    await expect.poll(() => form.getByRole("alert").allTextContents()).toEqual(["Is January 1, 1950 the date of birth? Change it, or confirm it."]);
    expect(posts).toBe(0);

    await form.getByLabel("Date of Birth").fill("1938-04-12");
    await form.getByRole("button", { name: "Create Beautiful Memorial" }).click();
    await page.waitForURL((u) => u.pathname === "/obituaries");
    expect(posts).toBe(1);
    await context.close();
  });
});
