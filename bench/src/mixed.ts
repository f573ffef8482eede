import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";

/** What the mixed run measured: reads and posts together, and whether each post showed on the next read. */
export interface MixedFigures {
  name: string;
  request: string;
  connections: number;
  durationSeconds: number;
  requestsPerSecond: number;
  reads: number;
  readP50Ms: number;
  readP99Ms: number;
  posts: number;
  postsAccepted: number;
  /** Accepted posts whose message the very next read of that guest book showed. */
  postsVisibleOnNextRead: number;
  postP99Ms: number;
  statusCodes: Record<string, number>;
  errors: number;
}

const percentile = (sorted: number[], p: number) => (sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!);
const round = (n: number) => Math.round(n * 100) / 100;

/**
 * The viral memorial, mixed: `connections` clients each loop for the duration;
 * 95 % of their requests read (an obituary's drawn page, its JSON, its guest
 * book, over many obituaries), 5 % post a condolence from an address of its own
 * (X-Forwarded-For; the server trusts one proxy hop in the benchmark), then read
 * that guest book at once to see whether the post shows.
 */
export async function mixedRun(options: {
  base: string;
  ids: readonly number[];
  connections: number;
  durationSeconds: number;
  postShare?: number;
}): Promise<MixedFigures> {
  const { base, ids } = options;
  const postShare = options.postShare ?? 0.05;
  const until = Date.now() + options.durationSeconds * 1000;
  const readTimes: number[] = [];
  const postTimes: number[] = [];
  const statusCodes: Record<string, number> = {};
  let posts = 0;
  let postsAccepted = 0;
  let visible = 0;
  let errors = 0;
  let n = 0;
  const count = (status: number) => (statusCodes[status] = (statusCodes[status] ?? 0) + 1);
  const pick = () => ids[Math.floor(Math.random() * Math.min(ids.length, 2000))]!;

  const read = async (path: string): Promise<string | null> => {
    const started = performance.now();
    try {
      const res = await fetch(`${base}${path}`, { headers: { "accept-encoding": "br, gzip" } });
      const body = await res.text();
      readTimes.push(performance.now() - started);
      count(res.status);
      return body;
    } catch {
      errors += 1;
      return null;
    }
  };

  const client = async () => {
    while (Date.now() < until) {
      const i = n++;
      const id = pick();
      if (Math.random() < postShare) {
        posts += 1;
        const message = `Thinking of you all. ${randomBytes(6).toString("hex")}`;
        const address = `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;
        const started = performance.now();
        try {
          const res = await fetch(`${base}/api/obituaries/${id}/guestbook`, {
            method: "POST",
            headers: { "content-type": "application/json", "x-forwarded-for": address },
            body: JSON.stringify({ authorName: "A Neighbour", message }),
          });
          await res.arrayBuffer();
          postTimes.push(performance.now() - started);
          count(res.status);
          if (res.status === 201) {
            postsAccepted += 1;
            const next = await read(`/api/obituaries/${id}/guestbook`);
            if (next?.includes(message)) visible += 1;
          }
        } catch {
          errors += 1;
        }
        continue;
      }
      const kind = i % 3;
      await read(kind === 0 ? `/obituaries/${id}` : kind === 1 ? `/api/obituaries/${id}` : `/api/obituaries/${id}/guestbook`);
    }
  };
  const started = Date.now();
  await Promise.all(Array.from({ length: options.connections }, client));
  const seconds = (Date.now() - started) / 1000;
  readTimes.sort((a, b) => a - b);
  postTimes.sort((a, b) => a - b);
  return {
    name: "mixed: 95 % reads, 5 % guest-book posts",
    request: `pages, JSON and guest books of ${Math.min(ids.length, 2000)} obituaries; posts from a new address each, read back at once`,
    connections: options.connections,
    durationSeconds: round(seconds),
    requestsPerSecond: round((readTimes.length + postTimes.length) / seconds),
    reads: readTimes.length,
    readP50Ms: round(percentile(readTimes, 50)),
    readP99Ms: round(percentile(readTimes, 99)),
    posts,
    postsAccepted,
    postsVisibleOnNextRead: visible,
    postP99Ms: round(percentile(postTimes, 99)),
    statusCodes,
    errors,
  };
}

/** Resident memory of a process, in MB (Linux /proc), or null elsewhere. */
export function residentMB(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
    return match ? Math.round(Number(match[1]) / 1024) : null;
  } catch {
    return null;
  }
}

/** Samples a process's resident memory every 200 ms until stopped; answers the highest seen. */
export function watchResident(pid: number | undefined): () => number | null {
  let peak: number | null = residentMB(pid);
  const timer = setInterval(() => {
    const now = residentMB(pid);
    if (now !== null && (peak === null || now > peak)) peak = now;
  }, 200);
  return () => {
    clearInterval(timer);
    return peak;
  };
}
