import type { Browser, BrowserContext, Page, Route } from "playwright-core";
import { inject } from "vitest";
import { newContext, screenshot, takesScreenshots } from "../src/browser";

/** Shared by the public-*.test.ts files: contexts, toasts, full-page shots and tRPC answer overrides. */
export const baseURL = inject("baseURL");

export async function openPage(browser: Browser, path: string, width = 1280): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newContext(browser, baseURL, width);
  const page = await context.newPage();
  await page.goto(path);
  return { context, page };
}

/**
 * Waits until the app has taken the server-drawn page over (the chat button
 * is mounted only in the browser, after hydration), so a click on a link is
 * the app's own navigation, not a fresh page load.
 */
export async function untilHydrated(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Open grief support chat" }).waitFor();
}

/**
 * Holds the page's scripts back (a slow phone) until `release()`: the visitor
 * acts on the server-drawn HTML before the app takes it over. Navigate with
 * `waitUntil: "commit"`: held module scripts hold DOMContentLoaded back too.
 */
export async function holdScripts(page: Page): Promise<{ release: () => void }> {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/assets/*.js", async (route) => {
    await held;
    await route.continue();
  });
  return { release };
}

/** The toast on screen, by its title (one toast at a time, SPEC §9). */
export function toastTitled(page: Page, title: string) {
  return page.locator("li[role='status'], [data-state='open']").filter({ hasText: title }).first();
}

/** Scrolls through the page so lazy images load, then saves a full-page screenshot. */
export async function fullShot(page: Page, name: string): Promise<void> {
  if (!takesScreenshots) return; // the walk only readies the picture
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 600) {
      window.scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 40));
    }
    window.scrollTo(0, 0);
  });
  // An image not drawn at this width (display: none, e.g. /obituaries' Featured block on a phone) never loads.
  await page.waitForFunction(() => Array.from(document.images).every((img) => img.complete || img.getClientRects().length === 0));
  await page.waitForTimeout(150);
  await screenshot(page, name);
}

/**
 * Answers chosen tRPC queries with fixed data (superjson wire format) and lets
 * the rest of a batch through to the real server. Used for states the seeded
 * database cannot show: an empty memorial list, no events, a slow answer.
 */
export async function overrideTrpc(page: Page, overrides: Record<string, unknown>, delayMs = 0): Promise<void> {
  await page.route("**/trpc/**", async (route: Route) => {
    const url = new URL(route.request().url());
    const procedures = decodeURIComponent(url.pathname.replace(/^\/trpc\//, "")).split(",");
    if (!procedures.some((p) => p in overrides)) return route.continue();
    if (delayMs) await new Promise((r) => setTimeout(r, delayMs));
    const real = procedures.every((p) => p in overrides) ? null : ((await (await route.fetch()).json()) as unknown[]);
    const body = procedures.map((p, i) => (p in overrides ? { result: { data: { json: overrides[p] } } } : real?.[i]));
    await route.fulfill({ status: 200, contentType: "application/json", body: JSON.stringify(body) });
  });
}

export interface ApiObituary {
  id: number;
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  dateOfDeath: string;
  photoUrl: string | null;
  createdAt: string;
}

export async function apiObituaries(): Promise<ApiObituary[]> {
  const res = await fetch(`${baseURL}/api/obituaries`);
  return (await res.json()) as ApiObituary[];
}

/** A small real PNG for the upload tests. */
export const tinyPng = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAGUlEQVQokWM4ue0JSYhhVMO20VA6OVyTBgC22WMf6Mh9swAAAABJRU5ErkJggg==",
  "base64",
);
