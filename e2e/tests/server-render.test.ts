import { readMessages } from "@fh/i18n/files";
import { matchPage, obituaryPath, publicPages } from "@fh/validators/site";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser } from "../src/browser";
import { apiObituaries, baseURL, untilHydrated } from "./public-helpers";

/** The HTML the server sends, as a crawler, a share preview or a browser before any script sees it. */
async function rawHtml(path: string): Promise<{ status: number; html: string }> {
  const res = await fetch(`${baseURL}${path}`);
  return { status: res.status, html: await res.text() };
}

const entities: Record<string, string> = { "&amp;": "&", "&#x27;": "'", "&quot;": '"', "&lt;": "<", "&gt;": ">" };

/** What is inside #root, as text. */
function rootText(html: string): string {
  const root = html.slice(html.indexOf('<div id="root">'));
  return root
    .replace(/<[^>]+>/g, " ")
    .replace(/&(amp|#x27|quot|lt|gt);/g, (e) => entities[e] ?? e)
    .replace(/\s+/g, " ");
}

describe("pages arrive drawn by the server", () => {
  it("an obituary's page holds the person, the dates and the biography before any script runs", async () => {
    const eleanor = (await apiObituaries()).find((o) => o.lastName === "Whitfield")!;
    const { status, html } = await rawHtml(`/obituaries/${eleanor.id}`);
    expect(status).toBe(200);
    const text = rootText(html);
    expect(text).toContain("Eleanor Whitfield");
    expect(text).toContain("April 12, 1938");
    expect(text).toContain("a teacher of forty years");
    expect(text).toContain("Guest Book");
  });

  it("the landing page holds its sections and the upcoming events", async () => {
    const events = (await (await fetch(`${baseURL}/api/events`)).json()) as { title: string }[];
    expect(events.length).toBeGreaterThan(0);
    const { html } = await rawHtml("/");
    const text = rootText(html);
    expect(text).toContain("Honoring every life with dignity and compassion");
    expect(text).toContain("Our Services");
    expect(text).toContain(events[0]!.title);
  });

  it("the memorial list holds its first page; a missing obituary says so, with status 404", async () => {
    expect(rootText((await rawHtml("/obituaries")).html)).toContain("Eleanor Whitfield");
    const missing = await rawHtml("/obituaries/999999");
    expect(missing.status).toBe(404);
    expect(rootText(missing.html)).toContain("Obituary Not Found");
  });
});

describe("the head the server writes, from the page table", () => {
  it("names each page's own chunk up front, and gives each fixed page its title", async () => {
    const eleanor = (await apiObituaries()).find((o) => o.lastName === "Whitfield")!;
    for (const path of [...Object.values(publicPages), obituaryPath(eleanor.id), "/no-such-page"]) {
      const { key, page } = matchPage(path);
      const chunk = page.module.replace(/^.*\//, "").replace(/\.tsx$/, "");
      const { html } = await rawHtml(path);
      expect(html, path).toMatch(new RegExp(`<link rel="modulepreload"[^>]* href="/assets/${chunk}-[\\w-]+\\.js"`));
      // The English tab title of a fixed page (home's is a whole sentence of its own, checked below).
      const title = page.kind === "static" && key !== "home" ? readMessages("en", "site")[`title.${key}`] : undefined;
      if (typeof title === "string") expect(html, path).toContain(`<title>${title} | `);
    }
    expect((await rawHtml("/")).html).toContain("<title>Lake Worth Family Funeral Home | Funeral Home in Lake Worth, FL</title>");
  });

  it("describes a live obituary in its head, from the row its page was drawn with", async () => {
    const eleanor = (await apiObituaries()).find((o) => o.lastName === "Whitfield")!;
    const { html } = await rawHtml(obituaryPath(eleanor.id));
    expect(html).toContain("<title>Eleanor Whitfield (April 12, 1938 – ");
    expect(html).toContain('<meta property="og:type" content="profile" />');
    expect(html).toContain(`"@type":"Person","name":"Eleanor Whitfield"`);
    const missing = await rawHtml(obituaryPath(999999));
    expect(missing.status).toBe(404);
    expect(missing.html).not.toContain('content="profile"');
  });
});

describe("the browser takes the drawn pages over", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  // One test a width: each waits for every public page to be taken over (about 2 s a page), and the list grows with the site.
  it.each([375, 1280])("with no error on any public page, in a reader's time zone far from the server's, and the same title, at %i px", async (width) => {
    const eleanor = (await apiObituaries()).find((o) => o.lastName === "Whitfield")!;
    const paths = [
      "/",
      "/obituaries",
      `/obituaries/${eleanor.id}`,
      "/obituaries/submit",
      "/obituaries/creative-submit",
      "/book-consultation",
      "/grief-support",
      "/more-grief-resources",
      "/pricing",
      "/privacy",
      "/terms",
      "/plan-ahead",
      "/family",
    ];
    const context = await browser.newContext({ baseURL, viewport: { width, height: 800 }, timezoneId: "Pacific/Kiritimati" });
    for (const path of paths) {
      const page = await context.newPage();
      const problems: string[] = [];
      page.on("console", (msg) => {
        if (msg.type() === "error" || msg.type() === "warning") problems.push(`${path}: ${msg.text()}`);
      });
      page.on("pageerror", (error) => problems.push(`${path}: ${error.message}`));
      const drawnTitle = (/<title>([^<]*)<\/title>/.exec((await rawHtml(path)).html)?.[1] ?? "").replace(
        /&(amp|#x27|quot|lt|gt);/g,
        (e) => entities[e] ?? e,
      );
      await page.goto(path);
      await untilHydrated(page);
      expect(problems).toEqual([]);
      // The tab says what the server's head said: one title per page (the share preview's too).
      expect(await page.title(), path).toBe(drawnTitle);
      await page.close();
    }
    await context.close();
  }, 120_000);
});
