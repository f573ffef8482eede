import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import { residentMB, watchResident } from "./mixed";

/** The page store after the server's start: how long drawing every live memorial's pages took, and what it holds. */
export interface PageStoreFigures {
  /** Seconds until /healthz said no page was left to draw; null when the server has no store (PAGE_STORE_MB=0). */
  walkSeconds: number | null;
  pages: number | null;
  /** What the server counts, and its bound (PAGE_STORE_MB). */
  bytes: number | null;
  maxBytes: number | null;
  /** The files under DATA_DIR/page-store, as the disk holds them. */
  bytesOnDisk: number;
  residentAfterMB: number | null;
  residentPeakMB: number | null;
}

interface Health {
  pageStore?: { pages: number; bytes: number; maxBytes: number; toDraw: number };
}

function bytesUnder(dir: string): number {
  try {
    return readdirSync(dir).reduce((sum, name) => sum + statSync(path.join(dir, name)).size, 0);
  } catch {
    return 0;
  }
}

/**
 * Waits, polling /healthz each half second up to `timeoutMs`, until the server
 * has drawn every live memorial's pages into its store. One page is asked
 * first: it tells a server without PUBLIC_ORIGIN the address pages are read at.
 */
export async function waitForPageStore(options: { base: string; dataDir: string; pid: number | undefined; timeoutMs: number }): Promise<PageStoreFigures> {
  const { base, dataDir, pid, timeoutMs } = options;
  const stop = watchResident(pid);
  const started = Date.now();
  await (await fetch(`${base}/`)).arrayBuffer();
  let health: Health = {};
  for (;;) {
    health = (await (await fetch(`${base}/healthz`)).json()) as Health;
    if (!health.pageStore || health.pageStore.toDraw === 0) break;
    if (Date.now() - started > timeoutMs) throw new Error(`the page store still had ${health.pageStore.toDraw} pages to draw after ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const walkSeconds = health.pageStore ? Math.round((Date.now() - started) / 100) / 10 : null;
  return {
    walkSeconds,
    pages: health.pageStore?.pages ?? null,
    bytes: health.pageStore?.bytes ?? null,
    maxBytes: health.pageStore?.maxBytes ?? null,
    bytesOnDisk: bytesUnder(path.join(dataDir, "page-store")),
    residentAfterMB: residentMB(pid),
    residentPeakMB: stop(),
  };
}
