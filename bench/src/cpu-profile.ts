import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { randomBytes } from "node:crypto";
import { createDatabase, migrate } from "@fh/db";
import postgres from "postgres";
import { sql } from "drizzle-orm";
import { freePort, say, startChild, waitForHttp } from "./processes";
import { productionServerCommand } from "../../tools/server-command";
import { seedArchive } from "./seed";
import { mixedRun } from "./mixed";
import { waitForPageStore } from "./page-store";

/**
 * `pnpm --filter @fh/bench cpu-profile`: where the main thread's time goes when
 * the server draws a memorial page nobody asked for before. The built server
 * runs under `--cpu-prof` on a fresh embedded archive with no page store
 * (PAGE_STORE_MB=0), so every page asked is a first drawing; the pages are
 * asked one at a time, as a browser asks (br, gzip), and the profile's self
 * time is summed by function and printed, with the main thread's time per page.
 * BENCH_PROFILE_PAGES (300) pages over BENCH_OBITUARIES (1000) memorials.
 * With BENCH_PROFILE=posts it posts as many condolences instead, each to
 * another memorial from another address (X-Forwarded-For, one proxy hop
 * trusted): what a post itself costs the thread, without the pages it drops.
 * With BENCH_PROFILE=mixed the server keeps its page store (drawn whole
 * first), and the bench's mixed run (BENCH_CONNECTIONS 50 clients for
 * BENCH_DURATION 10 s, 5 % posts) is profiled: what a post sets off on a
 * thread that is also answering readers.
 * BENCH_DATABASE_URL runs it on a database of its own on that PostgreSQL
 * (created, then dropped), as `pnpm bench` does.
 */

const repoRoot = fileURLToPath(new URL("../..", import.meta.url));
const pages = Number(process.env.BENCH_PROFILE_PAGES ?? 300);
const posts = process.env.BENCH_PROFILE === "posts";
const mixed = process.env.BENCH_PROFILE === "mixed";
const what = posts ? "post" : mixed ? "request" : "page";
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const durationSeconds = Number(process.env.BENCH_DURATION ?? 10);
const obituaries = Number(process.env.BENCH_OBITUARIES ?? 1000);

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** PGlite's Postgres, compiled to WebAssembly, is the only wasm the server runs. */
const wasm = (url: string) => url.startsWith("wasm://");

/** Where a function lives, short: a package's name, or the server's own file. */
function placeOf(url: string): string {
  if (url === "") return "";
  const pkg = /node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1]!;
  if (url.startsWith("node:")) return url;
  return url.replace(/^file:\/\//, "").replace(repoRoot, "");
}

/**
 * Self time by function, in ms, over the samples of the window that ends
 * `endGapMs` before the profile's last sample and lasts `windowMs`: the pages,
 * without the start before them or the stop after them.
 */
function selfTimes(
  profile: CpuProfile,
  windowMs: number,
  endGapMs: number,
): { total: number; idle: number; byFunction: Map<string, number>; byPlace: Map<string, number> } {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const byFunction = new Map<string, number>();
  const byPlace = new Map<string, number>();
  let total = 0;
  let idle = 0;
  const at: number[] = [];
  let clock = 0;
  for (const delta of profile.timeDeltas) at.push((clock += delta / 1000));
  const to = clock - endGapMs;
  const from = to - windowMs;
  for (const [i, id] of profile.samples.entries()) {
    if (at[i]! < from || at[i]! > to) continue;
    const ms = (profile.timeDeltas[i] ?? 0) / 1000;
    const node = byId.get(id);
    if (!node) continue;
    const { functionName, url, lineNumber } = node.callFrame;
    if (functionName === "(idle)") {
      idle += ms;
      continue;
    }
    total += ms;
    const place = placeOf(url);
    const name = `${functionName || "(anonymous)"}${place ? ` ${place}${place.includes("/") ? `:${lineNumber + 1}` : ""}` : ""}`;
    byFunction.set(name, (byFunction.get(name) ?? 0) + ms);
    const where = wasm(url) ? "@electric-sql/pglite" : place.startsWith("node:") ? "node's own" : place || functionName;
    byPlace.set(where, (byPlace.get(where) ?? 0) + ms);
  }
  return { total, idle, byFunction, byPlace };
}

const temp = mkdtempSync(path.join(os.tmpdir(), "fh-profile-"));
const dataDir = path.join(temp, "data");
const profileDir = path.join(temp, "profile");
// On PostgreSQL, a database of its own, dropped at the end.
const serverUrl = process.env.BENCH_DATABASE_URL || "";
const admin = serverUrl ? postgres(serverUrl, { max: 1, onnotice: () => {} }) : null;
const databaseName = `fh_profile_${Date.now()}_${randomBytes(3).toString("hex")}`;
let databaseUrl = "";
try {
  if (admin) {
    await admin.unsafe(`create database "${databaseName}"`);
    const url = new URL(serverUrl);
    url.pathname = `/${databaseName}`;
    databaseUrl = url.toString();
  }
  const handle = createDatabase(databaseUrl ? { databaseUrl } : { dataDir });
  await migrate(handle);
  say(`Seeding ${obituaries} live obituaries (${handle.driver})…`);
  const seed = await seedArchive(handle.db, obituaries);
  await handle.db.execute(sql`vacuum analyze`);
  await handle.close();

  const command = productionServerCommand(repoRoot);
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = startChild(process.execPath, [...command.nodeFlags, "--cpu-prof", `--cpu-prof-dir=${profileDir}`, "dist/start.js"], {
    cwd: path.join(repoRoot, "apps/server"),
    env: { ...process.env, ...command.env, NODE_ENV: "production", LOG_LEVEL: "warn", HOST: "127.0.0.1", PORT: String(port), DATABASE_URL: databaseUrl, DATA_DIR: dataDir, ...(mixed ? {} : { PAGE_STORE_MB: "0" }), PUBLIC_ORIGIN: "", ADMIN_ORIGIN: "", TRUST_PROXY: "1" },
  });
  await waitForHttp(`${base}/healthz`, child, 120_000);
  // One page of another kind first, so the profile's pages are memorials, not the first request's start-up work.
  await (await fetch(`${base}/obituaries/${seed.ids[0]}`)).arrayBuffer();
  if (mixed) {
    say("Drawing every memorial's pages into the page store…");
    const store = await waitForPageStore({ base, dataDir, pid: child.process.pid, timeoutMs: 1_800_000 });
    say(`The page store: ${store.pages} entries in ${store.walkSeconds} s`);
  }
  say(
    mixed
      ? `The mixed run: ${connections} clients for ${durationSeconds} s, 5 % posts…`
      : posts
      ? `Posting ${pages} condolences, each to another memorial from another address, one at a time…`
      : `Asking for ${pages} memorial pages, each for the first time, one at a time (br, gzip)…`,
  );
  const times: number[] = [];
  const pagesStarted = performance.now();
  let asked = pages;
  if (mixed) {
    const figures = await mixedRun({ base, ids: seed.ids, connections, durationSeconds });
    asked = figures.reads + figures.posts;
    say(
      `${figures.requestsPerSecond} req/s; reads p50 ${figures.readP50Ms} ms, p99 ${figures.readP99Ms} ms; ` +
        `posts ${figures.postsAccepted}/${figures.posts}, p99 ${figures.postP99Ms} ms, ${figures.postsVisibleOnNextRead} shown on the next read`,
    );
  }
  for (let i = 1; i <= (mixed ? 0 : pages); i++) {
    const id = seed.ids[(i * 7919) % seed.ids.length]!;
    const started = performance.now();
    const res = posts
      ? await fetch(`${base}/api/obituaries/${id}/guestbook`, {
          method: "POST",
          headers: { "content-type": "application/json", "x-forwarded-for": `10.9.${i >> 8}.${i & 255}` },
          body: JSON.stringify({ authorName: "A Neighbour", message: `With you in sorrow, ${i}.` }),
        })
      : await fetch(`${base}/obituaries/${id}`, { headers: { "accept-encoding": "br, gzip" } });
    await res.arrayBuffer();
    if (res.status !== (posts ? 201 : 200)) throw new Error(`${res.url} answered ${res.status}`);
    times.push(performance.now() - started);
  }
  const pagesEnded = performance.now();
  await child.stop();
  const stopMs = performance.now() - pagesEnded;

  const file = readdirSync(profileDir).find((name) => name.endsWith(".cpuprofile"));
  if (!file) throw new Error("the server wrote no profile (did it exit on SIGTERM?)");
  const profile = JSON.parse(readFileSync(path.join(profileDir, file), "utf8")) as CpuProfile;
  const { total, idle, byFunction, byPlace } = selfTimes(profile, pagesEnded - pagesStarted, stopMs);
  times.sort((a, b) => a - b);
  if (!mixed) say(`Answer time a ${what}: median ${times[Math.floor(times.length / 2)]!.toFixed(1)} ms, p99 ${times[Math.floor(times.length * 0.99)]!.toFixed(1)} ms`);
  say(`Main thread busy ${total.toFixed(0)} ms while they were asked (idle ${idle.toFixed(0)} ms): ${(total / asked).toFixed(2)} ms a ${what}`);
  say("Self time by package (or the server's own file), the top 12:");
  for (const [name, ms] of [...byPlace.entries()].sort((a, b) => b[1] - a[1]).slice(0, 12)) {
    say(`  ${((ms / total) * 100).toFixed(1).padStart(5)}%  ${(ms / asked).toFixed(2).padStart(6)} ms a ${what}  ${name}`);
  }
  say("Self time by function, the top 20:");
  const top = [...byFunction.entries()].sort((a, b) => b[1] - a[1]).slice(0, 20);
  for (const [name, ms] of top) say(`  ${((ms / total) * 100).toFixed(1).padStart(5)}%  ${ms.toFixed(0).padStart(6)} ms  ${name}`);
} finally {
  rmSync(temp, { recursive: true, force: true });
  if (admin) {
    await admin.unsafe(`drop database if exists "${databaseName}" with (force)`);
    await admin.end({ timeout: 5 });
  }
}
