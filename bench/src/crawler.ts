import { randomBytes } from "node:crypto";
import { measureApart } from "./load-apart";

/** What the crawler's walk measured: the walk itself, and the people reading and writing meanwhile. */
export interface CrawlerFigures {
  name: string;
  request: string;
  durationSeconds: number;
  /** Memorial pages in the sitemap, every language counted. */
  sitemapPages: number;
  crawler: { requests: number; requestsPerSecond: number; p50Ms: number; p99Ms: number; statusCodes: Record<string, number> };
  memorial: { connections: number; requests: number; requestsPerSecond: number; p50Ms: number; p99Ms: number; statusCodes: Record<string, number> };
  posts: { connections: number; requests: number; accepted: number; p50Ms: number; p99Ms: number; statusCodes: Record<string, number> };
  errors: number;
}

const percentile = (sorted: number[], p: number) => (sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!);
const round = (n: number) => Math.round(n * 100) / 100;

/**
 * Every memorial page the sitemap names, each language's copy included (its
 * <loc> and the xhtml:link alternates), as paths on this server: the sitemap
 * names the public address, which in the bench is not the one it listens on.
 */
export async function memorialPagesOfSitemap(base: string): Promise<string[]> {
  const res = await fetch(`${base}/sitemap.xml`);
  if (!res.ok) throw new Error(`sitemap.xml answered ${res.status}`);
  const xml = await res.text();
  const paths = new Set<string>();
  for (const match of xml.matchAll(/(?:<loc>|href=")([^<"]+)/g)) {
    const pathname = new URL(match[1]!.replaceAll("&amp;", "&")).pathname;
    if (/^(?:\/(?:es|ht))?\/obituaries\/\d+$/.test(pathname)) paths.add(pathname);
  }
  return [...paths];
}

/**
 * A search engine walks the archive while people read and write: one crawler
 * asks for the sitemap's memorial pages in order at `crawlRate` a second (as
 * crawlers pace themselves, whatever the answer time), while `readers`
 * connections read the one memorial everybody is reading and `posters` post
 * condolences, each from an address of its own (X-Forwarded-For; the bench
 * trusts one proxy hop). The walk must not make the people wait.
 */
export async function crawlerWalk(options: {
  base: string;
  viralPath: string;
  ids: readonly number[];
  durationSeconds: number;
  crawlRate?: number;
  readers?: number;
  posters?: number;
}): Promise<CrawlerFigures> {
  const { base } = options;
  const crawlRate = options.crawlRate ?? 20;
  const readers = options.readers ?? 50;
  const posters = options.posters ?? 10;
  const pages = await memorialPagesOfSitemap(base);
  if (pages.length === 0) throw new Error("the sitemap names no memorial page");
  const crawlTimes: number[] = [];
  const postTimes: number[] = [];
  const crawlStatus: Record<string, number> = {};
  const postStatus: Record<string, number> = {};
  const count = (into: Record<string, number>, status: number) => (into[status] = (into[status] ?? 0) + 1);
  let accepted = 0;
  let errors = 0;
  const started = Date.now();
  const until = started + options.durationSeconds * 1000;

  const timed = async (times: number[], into: Record<string, number>, url: string, init?: RequestInit): Promise<number | null> => {
    const begun = performance.now();
    try {
      const res = await fetch(url, init);
      await res.arrayBuffer();
      times.push(performance.now() - begun);
      count(into, res.status);
      return res.status;
    } catch {
      errors += 1;
      return null;
    }
  };

  // The crawler: a request every 1/crawlRate s, each on its own (a slow answer does not slow the pace).
  const crawl = new Promise<void>((resolve) => {
    const inFlight: Promise<unknown>[] = [];
    let i = 0;
    const timer = setInterval(() => {
      if (Date.now() >= until) {
        clearInterval(timer);
        void Promise.all(inFlight).then(() => resolve());
        return;
      }
      const path = pages[i++ % pages.length]!;
      inFlight.push(timed(crawlTimes, crawlStatus, `${base}${path}`, { headers: { "accept-encoding": "gzip, deflate, br", "user-agent": "bench-crawler" } }));
    }, 1000 / crawlRate);
  });

  // The readers are autocannon in a process of its own: fifty fetch loops here would spend
  // this process's time (and the server's cores) on the bench's own client, and time that.
  const reading = measureApart({
    name: "one memorial during the crawler's walk",
    request: "every reader on the same obituary page, br",
    url: `${base}${options.viralPath}`,
    headers: { "accept-encoding": "br, gzip" },
    connections: readers,
    durationSeconds: options.durationSeconds,
  });

  let n = 0;
  const poster = async () => {
    while (Date.now() < until) {
      const i = n++;
      const id = options.ids[(i * 7919) % options.ids.length]!;
      const status = await timed(postTimes, postStatus, `${base}/api/obituaries/${id}/guestbook`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": `10.${200 + ((i >> 16) & 15)}.${(i >> 8) & 255}.${i & 255}` },
        body: JSON.stringify({ authorName: "A Neighbour", message: `With you in sorrow. ${randomBytes(6).toString("hex")}` }),
      });
      if (status === 201) accepted += 1;
    }
  };

  const [read] = await Promise.all([reading, crawl, ...Array.from({ length: posters }, poster)]);
  const seconds = (Date.now() - started) / 1000;
  for (const times of [crawlTimes, postTimes]) times.sort((a, b) => a - b);
  errors += read.errors + read.timeouts;
  return {
    name: "crawler's walk",
    request: `the sitemap's ${pages.length} memorial pages at ${crawlRate}/s, ${readers} connections on one memorial, ${posters} posting condolences`,
    durationSeconds: round(seconds),
    sitemapPages: pages.length,
    crawler: { requests: crawlTimes.length, requestsPerSecond: round(crawlTimes.length / seconds), p50Ms: round(percentile(crawlTimes, 50)), p99Ms: round(percentile(crawlTimes, 99)), statusCodes: crawlStatus },
    memorial: { connections: readers, requests: read.requests, requestsPerSecond: round(read.requestsPerSecond), p50Ms: read.latencyP50Ms, p99Ms: read.latencyP99Ms, statusCodes: read.statusCodes },
    posts: { connections: posters, requests: postTimes.length, accepted, p50Ms: round(percentile(postTimes, 50)), p99Ms: round(percentile(postTimes, 99)), statusCodes: postStatus },
    errors,
  };
}
