import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, newContext } from "../src/browser";
import { baseURL, signedInPage } from "./admin-helpers";
import { untilHydrated } from "./public-helpers";

/**
 * The Content-Security-Policy has no 'unsafe-inline' for <style> elements or
 * style attributes, and images from the site only (the staff app also https:).
 * Public pages are kept by the public cache and sent to every visitor as the
 * same bytes, so they carry no nonce. Chromium reports every refusal as a
 * securitypolicyviolation event: none may happen on the pages, nor when a
 * Radix dialog opens in the staff app and writes its scroll-lock <style> (with
 * that answer's nonce).
 */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (e) => seen.push(`${e.violatedDirective} ${e.blockedURI} ${e.sample}`));
  });
  return () => page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);
}

describe("Content-Security-Policy in the browser", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  /** A live memorial's page, from the public list (the demo content has some). */
  const memorial = async () => {
    const list = (await (await fetch(`${baseURL}/api/obituaries`)).json()) as Array<{ id: number }>;
    expect(list.length).toBeGreaterThan(0);
    return `/obituaries/${list[0]!.id}`;
  };

  it("public pages come with no nonce and no style attribute: two visitors get the same policy", async () => {
    const obituary = await memorial();
    for (const path of ["/", "/obituaries", obituary, `${obituary}/print`, "/grief-support"]) {
      const [a, b] = [await fetch(`${baseURL}${path}`), await fetch(`${baseURL}${path}`)];
      const policy = a.headers.get("content-security-policy") ?? "";
      expect(policy, path).not.toContain("'nonce-");
      expect(policy, path).not.toContain("style-src-attr");
      expect(policy, path).toMatch(/(^|;)\s*img-src 'self'\s*(;|$)/);
      expect(b.headers.get("content-security-policy"), path).toBe(policy);
      const html = await a.text();
      expect(html, path).not.toContain("nonce");
      expect(html, path).not.toMatch(/<[a-z][^>]*\sstyle=/i);
    }
  });

  it("public pages render with no violation", async () => {
    const context = await newContext(browser, baseURL);
    const obituary = await memorial();
    for (const path of ["/", "/obituaries", obituary, `${obituary}/print`, "/obituaries/creative-submit", "/book-consultation", "/grief-support"]) {
      const page = await context.newPage();
      const violations = await watchViolations(page);
      await page.goto(path);
      if (path.endsWith("/print")) await page.getByRole("button", { name: "Print" }).waitFor(); // its script ran
      else await untilHydrated(page);
      expect(await violations(), path).toEqual([]);
      await page.close();
    }
    await context.close();
  });

  it("a staff dialog opens, locks the page's scroll with its nonce'd <style>, with no violation", async () => {
    const { context, page } = await signedInPage(browser);
    const violations = await watchViolations(page);
    await page.goto("/admin/consultations");
    await page.getByRole("button", { name: "Create New Consultation" }).click();
    await page.getByRole("dialog", { name: "Create New Consultation" }).waitFor();
    // react-remove-scroll's <style> took effect: the page behind the dialog does not scroll.
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe("hidden");
    const nonce = await page.evaluate(() => document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce ?? "");
    expect(nonce).toMatch(/^[0-9a-f]{32}$/);
    expect(await page.evaluate(() => Array.from(document.querySelectorAll("style"), (s) => s.nonce))).toContain(nonce);
    expect(await violations()).toEqual([]);
    await context.close();
  });
});
