import { chromium } from "playwright-core";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
const ctx = await browser.newContext({ viewport: { width: 375, height: 800 } });
for (const p of ["/", "/obituaries/1", "/obituaries", "/book-consultation", "/obituaries/submit", "/", "/obituaries/1", "/grief-support"]) {
  const page = await ctx.newPage();
  await page.goto("http://localhost:3400" + p);
  const hydrated = await page.evaluate(() => [Object.keys(document.querySelector("h1") ?? {}).some((k) => k.startsWith("__reactFiber")), Object.keys(document.querySelector("header") ?? {}).some((k) => k.startsWith("__reactFiber"))]);
  const dcl = await page.evaluate(() => { const n = performance.getEntriesByType("navigation")[0]; return [Math.round(n.domContentLoadedEventEnd), Math.round(n.loadEventEnd)]; });
  console.log(p, "hydrated at load (h1, header):", hydrated, "dcl/load", dcl);
  await page.close();
}
await browser.close();
