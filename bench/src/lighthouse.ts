import { mkdirSync } from "node:fs";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

export interface LighthouseFigures {
  name: string;
  url: string;
  scores: { performance: number | null; accessibility: number | null; bestPractices: number | null; seo: number | null };
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  /** Audits that cost points (score below 1), so a miss can be explained. */
  failing: { category: string; id: string; title: string; displayValue?: string; details?: string[] }[];
  /**
   * Lighthouse's measure of this host's CPU speed in the median run. Its simulated
   * 4x slowdown scales from the host, so a slower or busier machine scores lower on
   * the same page: compare scores only between runs of a like index.
   */
  benchmarkIndex: number | null;
  /** Every run's performance score; the figures above are the median run's. */
  performanceRuns?: (number | null)[];
  error?: string;
}

// The e2e harness's network-quieting flags (e2e/src/browser.ts), plus headless.
const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-dev-shm-usage",
];

/** A few words from an audit's table rows (console errors, DevTools issues), to say why it failed. */
function auditDetails(details: unknown): string[] | undefined {
  const items = (details as { items?: unknown[] } | undefined)?.items;
  if (!Array.isArray(items) || items.length === 0) return undefined;
  return items.slice(0, 5).map((item) => {
    const row = item as Record<string, unknown>;
    const text = [row.issueType, row.description, row.source, row.url]
      .filter((v): v is string => typeof v === "string" && v !== "")
      .join(": ");
    return text.slice(0, 300) || JSON.stringify(row).slice(0, 300);
  });
}

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;

/**
 * Lighthouse's default configuration: a mobile form factor with simulated slow
 * 4G and a 4x CPU slowdown, the conditions its published scores assume.
 */
export async function runLighthouse(
  pages: { name: string; url: string }[],
  options: { chromePath: string; tempDir: string; timeoutMs: number; runs?: number },
): Promise<LighthouseFigures[]> {
  const userDataDir = path.join(options.tempDir, "chrome-profile");
  mkdirSync(userDataDir, { recursive: true });
  const chrome = await chromeLauncher.launch({
    chromePath: options.chromePath,
    chromeFlags: CHROME_FLAGS,
    userDataDir,
    logLevel: "silent",
    handleSIGINT: false,
  });
  const figures: LighthouseFigures[] = [];
  try {
    // One page's figures from one Lighthouse run.
    const measure = async (page: { name: string; url: string }): Promise<LighthouseFigures> => {
      const empty: LighthouseFigures = {
        ...page,
        scores: { performance: null, accessibility: null, bestPractices: null, seo: null },
        lcpMs: null,
        tbtMs: null,
        cls: null,
        benchmarkIndex: null,
        failing: [],
      };
      try {
        const once = async () => {
          const result = await Promise.race([
            lighthouse(page.url, {
              port: chrome.port,
              output: "json",
              logLevel: "error",
              onlyCategories: [...CATEGORIES],
            }),
            sleep(options.timeoutMs).then(() => {
              throw new Error(`Lighthouse took longer than ${options.timeoutMs / 1000} s`);
            }),
          ]);
          if (!result) throw new Error("Lighthouse returned no result");
          const lhr = result.lhr;
          if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
          return lhr;
        };
        // A cold headless Chrome sometimes loses its first trace (NO_NAVSTART): one more try.
        const lhr = await once().catch(() => once());
        const score = (id: string) => {
          const s = lhr.categories[id]?.score;
          return typeof s === "number" ? Math.round(s * 100) : null;
        };
        const numeric = (id: string) => {
          const v = lhr.audits[id]?.numericValue;
          return typeof v === "number" ? v : null;
        };
        const failing: LighthouseFigures["failing"] = [];
        for (const category of CATEGORIES) {
          for (const ref of lhr.categories[category]?.auditRefs ?? []) {
            const audit = lhr.audits[ref.id];
            if (!audit || ref.weight === 0 || audit.score === null || audit.score >= 1) continue;
            failing.push({
              category,
              id: audit.id,
              title: audit.title,
              ...(audit.displayValue ? { displayValue: audit.displayValue } : {}),
              ...(auditDetails(audit.details) ? { details: auditDetails(audit.details) } : {}),
            });
          }
        }
        const lcp = numeric("largest-contentful-paint");
        const tbt = numeric("total-blocking-time");
        const cls = numeric("cumulative-layout-shift");
        return {
          ...page,
          scores: {
            performance: score("performance"),
            accessibility: score("accessibility"),
            bestPractices: score("best-practices"),
            seo: score("seo"),
          },
          lcpMs: lcp === null ? null : Math.round(lcp),
          tbtMs: tbt === null ? null : Math.round(tbt),
          cls: cls === null ? null : Math.round(cls * 1000) / 1000,
          benchmarkIndex: typeof lhr.environment?.benchmarkIndex === "number" ? Math.round(lhr.environment.benchmarkIndex) : null,
          failing,
        };
      } catch (error) {
        return { ...empty, error: error instanceof Error ? error.message : String(error) };
      }
    };
    // Lighthouse's simulated scores move by a few points from run to run
    // (its own documentation advises the median of several): each page is
    // measured `runs` times and the median run, by performance, is kept.
    for (const page of pages) {
      const runs: LighthouseFigures[] = [];
      for (let i = 0; i < (options.runs ?? 1); i++) runs.push(await measure(page));
      const scored = runs.filter((r) => !r.error).sort((x, y) => (x.scores.performance ?? 0) - (y.scores.performance ?? 0));
      const median = scored[Math.floor((scored.length - 1) / 2)] ?? runs[0]!;
      figures.push({ ...median, performanceRuns: runs.map((r) => r.scores.performance) });
    }
  } finally {
    chrome.kill();
  }
  return figures;
}
