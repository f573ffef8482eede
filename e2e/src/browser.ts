import { existsSync, mkdirSync } from "node:fs";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";
import { repoRoot } from "./server";

const executablePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** Debian's Chromium, headless, with nothing reaching out to the network on its own. */
export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(executablePath)) {
    throw new Error(`Chromium not found at ${executablePath}: apt-get install chromium (or set CHROMIUM_PATH)`);
  }
  return chromium.launch({
    executablePath,
    headless: true,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--disable-dev-shm-usage",
    ],
  });
}

export async function newContext(browser: Browser, baseURL: string, width = 1280): Promise<BrowserContext> {
  return browser.newContext({
    baseURL,
    viewport: { width, height: width < 600 ? 812 : 900 },
    reducedMotion: "reduce",
  });
}

export const screenshotDir = path.join(repoRoot, "e2e", "screenshots");

/**
 * Screenshots are for people to look at, and nobody looks at CI's: there a
 * full-page capture only costs time (about a second each, 86 of them), so CI
 * takes them only when asked (E2E_SCREENSHOTS=1). A run on a workstation
 * always takes them.
 */
export const takesScreenshots = process.env.E2E_SCREENSHOTS === "1" || (process.env.E2E_SCREENSHOTS !== "0" && !process.env.CI);

/** Saves a full-page screenshot into e2e/screenshots (ignored by git), for people to look at. */
export async function screenshot(page: Page, name: string): Promise<void> {
  if (!takesScreenshots) return;
  mkdirSync(screenshotDir, { recursive: true });
  await page.screenshot({ path: path.join(screenshotDir, `${name}.png`), fullPage: true });
}

/** axe's serious and critical violations on the page as it is now. */
export async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).slice(0, 3).join(", ")})`);
}
