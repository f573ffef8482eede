import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createDatabase, migrate } from "@fh/db";
import { sql } from "drizzle-orm";
import Fastify from "fastify";
import postgres from "postgres";
import { timeBackup } from "./backup";
import { firstLoadJavaScript, type FirstLoadFigures } from "./bundles";
import { firstVisit, type FirstVisitFigures } from "./first-visit";
import { runLighthouse, type LighthouseFigures } from "./lighthouse";
import { measure, type LoadFigures } from "./load";
import { measureApart } from "./load-apart";
import { crawlerWalk, type CrawlerFigures } from "./crawler";
import { waitForPageStore, type PageStoreFigures } from "./page-store";
import { mixedRun, residentMB, watchResident, type MixedFigures } from "./mixed";
import { freePort, run, say, startChild, waitForHttp, type Child } from "./processes";
import { productionServerCommand } from "../../tools/server-command";
import { seedArchive, type SeedResult } from "./seed";

/**
 * `pnpm bench`: seeds a fresh database with an archive of obituaries, starts the
 * built server on it, loads its routes with autocannon next to a bare Fastify
 * ceiling, runs Lighthouse on two pages, sizes each app's first-load JavaScript,
 * prints it all and writes bench/results.json. Only 127.0.0.1 is contacted; it
 * stops by itself and removes what it made.
 */

const repoRoot = fileURLToPath(new URL("../..", import.meta.url));
const resultsPath = fileURLToPath(new URL("../results.json", import.meta.url));

function intFromEnv(name: string, fallback: number, min: number, max: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === "") return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max) {
    process.stderr.write(`${name} must be a whole number from ${min} to ${max}\n`);
    process.exit(2);
  }
  return n;
}

const settings = {
  obituaries: intFromEnv("BENCH_OBITUARIES", 10_000, 1, 200_000),
  durationSeconds: intFromEnv("BENCH_DURATION", 10, 1, 300),
  connections: intFromEnv("BENCH_CONNECTIONS", 50, 1, 1000),
  guestBookPosts: intFromEnv("BENCH_GUESTBOOK_POSTS", 50, 1, 10_000),
  timeoutSeconds: intFromEnv("BENCH_TIMEOUT", 1800, 60, 7200),
  lighthouse: process.env.BENCH_LIGHTHOUSE !== "0",
  lighthouseRuns: intFromEnv("BENCH_LIGHTHOUSE_RUNS", 3, 1, 15),
  databaseUrl: process.env.BENCH_DATABASE_URL || undefined,
  chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  rebuild: process.env.BENCH_BUILD === "1",
};

// What to undo, in reverse order, however the run ends.
const cleanups: { name: string; run: () => Promise<void> | void }[] = [];
let cleaning: Promise<void> | undefined;
function cleanUp(): Promise<void> {
  cleaning ??= (async () => {
    for (const step of cleanups.reverse()) {
      try {
        await step.run();
      } catch (error) {
        process.stderr.write(`cleanup (${step.name}) failed: ${error instanceof Error ? error.message : String(error)}\n`);
      }
    }
  })();
  return cleaning;
}
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    process.stderr.write(`\n${signal}: stopping and cleaning up\n`);
    void cleanUp().then(() => process.exit(130));
  });
}
const deadline = setTimeout(() => {
  process.stderr.write(`\nThe benchmark ran past BENCH_TIMEOUT (${settings.timeoutSeconds} s): stopping\n`);
  void cleanUp().then(() => process.exit(1));
}, settings.timeoutSeconds * 1000);
deadline.unref();

const webDist = path.join(repoRoot, "apps/web/dist");
const adminDist = path.join(repoRoot, "apps/admin/dist");

async function buildIfNeeded(): Promise<void> {
  const built =
    existsSync(path.join(webDist, "index.html")) &&
    existsSync(path.join(adminDist, "index.html")) &&
    existsSync(path.join(repoRoot, "apps/server/dist/start.js"));
  if (built && !settings.rebuild) return;
  say("Building the apps (pnpm build)…");
  const code = await run("pnpm", ["build"], {
    cwd: repoRoot,
    env: { ...process.env, NODE_ENV: "production" },
    timeoutMs: 10 * 60_000,
  });
  if (code !== 0) throw new Error(`pnpm build failed with code ${code}`);
}

interface PreparedDatabase {
  /** For the server: DATABASE_URL and DATA_DIR. */
  env: { DATABASE_URL: string; DATA_DIR: string };
  driver: "pglite" | "postgres";
  seed: SeedResult;
}

async function prepareDatabase(tempDir: string): Promise<PreparedDatabase> {
  const dataDir = path.join(tempDir, "data");
  let databaseUrl = "";
  if (settings.databaseUrl) {
    // A database of its own on that server, dropped at the end.
    const name = `fh_bench_${Date.now()}_${randomBytes(3).toString("hex")}`;
    const admin = postgres(settings.databaseUrl, { max: 1, onnotice: () => {} });
    await admin.unsafe(`create database "${name}"`);
    cleanups.push({
      name: "drop the benchmark database",
      run: async () => {
        await admin.unsafe(`drop database if exists "${name}" with (force)`);
        await admin.end({ timeout: 5 });
      },
    });
    const url = new URL(settings.databaseUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
  }
  const handle = createDatabase(databaseUrl ? { databaseUrl } : { dataDir });
  try {
    await migrate(handle);
    say(`Seeding ${settings.obituaries.toLocaleString("en-US")} live obituaries with guest-book entries (${handle.driver})…`);
    const seed = await seedArchive(handle.db, settings.obituaries);
    say(`  ${seed.obituaries} obituaries, ${seed.guestBookEntries} guest-book entries in ${seed.seconds.toFixed(1)} s`);
    // What an operator (or PostgreSQL's autovacuum) does after importing an archive:
    // fresh planner statistics and a visibility map. PGlite has no autovacuum.
    await handle.db.execute(sql`vacuum analyze`);
    return { env: { DATABASE_URL: databaseUrl, DATA_DIR: dataDir }, driver: handle.driver, seed };
  } finally {
    // Only one process may open a PGlite folder: close it before the server opens it.
    await handle.close();
  }
}

function trpcGetUrl(base: string, procedure: string, input?: unknown): string {
  const query = input === undefined ? "" : `?input=${encodeURIComponent(JSON.stringify({ json: input }))}`;
  return `${base}/trpc/${procedure}${query}`;
}

interface SearchPage {
  nextCursor: string | null;
}

/**
 * The compiled server as `pnpm start` runs it (the start script's environment and
 * flags), on a free port of 127.0.0.1, once it answers and has settled.
 */
async function startServer(
  command: ReturnType<typeof productionServerCommand>,
  databaseEnv: { DATABASE_URL: string; DATA_DIR: string },
): Promise<{ child: Child; base: string }> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = startChild(process.execPath, [...command.nodeFlags, "dist/start.js"], {
    cwd: path.join(repoRoot, "apps/server"),
    env: {
      ...process.env,
      ...command.env,
      NODE_ENV: "production",
      LOG_LEVEL: "warn",
      HOST: "127.0.0.1",
      PORT: String(port),
      ...databaseEnv,
      // One host, and one proxy hop trusted: the mixed run posts from many addresses (X-Forwarded-For).
      PUBLIC_ORIGIN: "",
      ADMIN_ORIGIN: "",
      TRUST_PROXY: "1",
      // Node's own flags for the server only (a heap limit, say), never for the bench's clients.
      NODE_OPTIONS: process.env.BENCH_SERVER_NODE_OPTIONS ?? "",
    },
  });
  try {
    await waitForHttp(`${base}/healthz`, child, 120_000);
  } catch (error) {
    await child.stop();
    throw error;
  }
  await new Promise((resolve) => setTimeout(resolve, 2000)); // settled after start (migrations, first sweeps)
  return { child, base };
}

/**
 * The public site's budgets (docs/performance.md): the web entry gzip -9; a first
 * visit's whole bytes as sent, photos aside (the obituary page's is the one that counts);
 * Lighthouse mobile on every page it runs on.
 */
const BUDGET = {
  webEntryGzipKB: 90,
  firstVisitKB: 100,
  lighthouse: { performance: 100, lcpMs: 1500, accessibility: 100, bestPractices: 95, seo: 100 },
} as const;

async function main(): Promise<void> {
  const tempDir = mkdtempSync(path.join(os.tmpdir(), "fh-bench-"));
  cleanups.push({ name: "remove the temporary folder", run: () => rmSync(tempDir, { recursive: true, force: true }) });

  await buildIfNeeded();
  const bundles: FirstLoadFigures[] = [
    firstLoadJavaScript("web", webDist),
    firstLoadJavaScript("admin", adminDist),
  ];

  const database = await prepareDatabase(tempDir);
  const { seed } = database;

  const command = productionServerCommand(repoRoot);
  const assignments = Object.entries(command.env).map(([name, value]) => `${name}=${value}`);

  // What a fresh machine's first `pnpm start` holds: the embedded database folder is
  // created then (the benchmark's own server below opens one the seed has made).
  let firstStartMB: number | null = null;
  if (database.driver === "pglite") {
    say("Starting the compiled server once on a new embedded database (a fresh install's first start)…");
    const first = await startServer(command, { DATABASE_URL: "", DATA_DIR: path.join(tempDir, "first-start") });
    firstStartMB = residentMB(first.child.process.pid);
    await first.child.stop();
  }

  say(`Starting the compiled server (NODE_ENV=production, plain node)…`);
  say(`  ${[...assignments, "node", ...command.nodeFlags, "dist/start.js"].join(" ")} (apps/server's start script)`);
  const { child: server, base } = await startServer(command, database.env);
  say(`  answering on ${base}`);
  cleanups.push({ name: "stop the server", run: () => server.stop() });
  const memory: { residentAfterStartMB: number | null; residentPeakUnderLoadMB: number | null; firstStartOnNewEmbeddedDatabaseMB: number | null } = {
    residentAfterStartMB: residentMB(server.process.pid),
    residentPeakUnderLoadMB: null,
    firstStartOnNewEmbeddedDatabaseMB: firstStartMB,
  };

  // What exists on this server (some routes arrive with other work).
  const list = await fetch(`${base}/api/obituaries`);
  const listBytes = Buffer.from(await list.arrayBuffer());
  if (!list.ok) throw new Error(`GET /api/obituaries answered ${list.status}`);
  const listCount = (JSON.parse(listBytes.toString("utf8")) as unknown[]).length;

  const searchInputs: unknown[] = [
    { sort: "newest", filter: "all", limit: 24 },
    { sort: "alphabetical", filter: "all", limit: 24 },
    { search: "mar", sort: "newest", filter: "all", limit: 24 },
    { search: "garcia", sort: "alphabetical", filter: "all", limit: 24 },
    { sort: "newest", filter: "recent", limit: 24 },
    { sort: "oldest", filter: "with-photos", limit: 24 },
  ];
  const searchProbe = await fetch(trpcGetUrl(base, "obituaries.search", searchInputs[0]));
  const searchBytes = Buffer.from(await searchProbe.arrayBuffer());
  const searchAvailable = searchProbe.ok;
  const notes: string[] = [];
  if (searchAvailable) {
    // A page deep in the archive (page 100 of 24): keyset pages cost what the first one does.
    let cursor: string | null = null;
    for (let page = 0; page < 99; page++) {
      const res = await fetch(trpcGetUrl(base, "obituaries.search", { sort: "newest", limit: 24, cursor }));
      const body = (await res.json()) as { result: { data: { json: SearchPage } } };
      cursor = body.result.data.json.nextCursor;
      if (!cursor) break;
    }
    if (cursor) searchInputs.push({ sort: "newest", filter: "all", limit: 24, cursor });
  } else {
    notes.push(
      `obituaries.search is not wired into the router on this server (it answered ${searchProbe.status}); the tRPC figure is obituaries.list, the full list`,
    );
  }

  const ids = seed.ids;
  const pick = <T>(xs: readonly T[], i: number) => xs[i % xs.length] as T;
  const detailProbe = await fetch(`${base}/api/obituaries/${ids[0]}`);
  await detailProbe.arrayBuffer();
  const guestBookBody = JSON.stringify({
    authorName: "Benchmark Visitor",
    authorEmail: "visitor@example.com",
    message: "Thinking of your family today. With deepest sympathy.",
  });
  const postHeaders = { "content-type": "application/json", origin: base };
  const guestProbe = await fetch(`${base}/api/obituaries/${ids[1]}/guestbook`, {
    method: "POST",
    headers: postHeaders,
    body: guestBookBody,
  });
  await guestProbe.arrayBuffer();

  // The page store: after its start the server draws every live memorial's pages (three
  // languages) while no visitor waits; everything below is measured once that is done.
  say("Waiting for the server to draw every memorial's pages into its page store…");
  const pageStore: PageStoreFigures = await waitForPageStore({ base, dataDir: database.env.DATA_DIR, pid: server.process.pid, timeoutMs: settings.timeoutSeconds * 1000 });

  // The ceiling: a bare Fastify answering the same bytes from memory.
  const ceilingPort = await freePort();
  const ceiling = Fastify({ logger: false, bodyLimit: 1024 });
  ceiling.get("/list", (_req, reply) => reply.type("application/json; charset=utf-8").send(listBytes));
  ceiling.get("/page", (_req, reply) => reply.type("application/json").send(searchBytes));
  await ceiling.listen({ port: ceilingPort, host: "127.0.0.1" });
  cleanups.push({ name: "stop the ceiling server", run: () => ceiling.close() });
  const ceilingBase = `http://127.0.0.1:${ceilingPort}`;

  const load: LoadFigures[] = [];
  const unavailable: { name: string; status: number }[] = [];
  // A first visit's bytes (HTML, scripts, styles, fonts; photos aside), as sent.
  const obituaryId = seed.idsWithoutPhoto[0] ?? ids[0];
  const firstVisits: FirstVisitFigures[] = [];
  for (const [name, pagePath] of [
    ["landing page", "/"],
    ["obituary page", `/obituaries/${obituaryId}`],
    ["obituary (es)", `/es/obituaries/${obituaryId}`],
  ] as const) {
    firstVisits.push(await firstVisit(name, `${base}${pagePath}`));
  }

  // Lighthouse first, on a quiet server: after the load tests the server is
  // still answering the slow full-list requests autocannon left in flight.
  let lighthouseFigures: LighthouseFigures[] = [];
  if (settings.lighthouse) {
    if (!existsSync(settings.chromePath)) {
      notes.push(`Lighthouse skipped: no Chromium at ${settings.chromePath} (apt-get install chromium, or set CHROMIUM_PATH)`);
    } else {
      say("Running Lighthouse (mobile) on the landing, list, obituary, plan-ahead and family pages, in English, Spanish and Haitian Creole…");
      const pages = [
        ["landing", "/"],
        ["list", "/obituaries"],
        ["obituary", `/obituaries/${obituaryId}`],
        ["plan-ahead", "/plan-ahead"],
        ["family", "/family"],
      ] as const;
      lighthouseFigures = await runLighthouse(
        (["en", "es", "ht"] as const).flatMap((locale) =>
          pages.map(([name, pagePath]) => ({
            name: locale === "en" ? name : `${name} (${locale})`,
            url: `${base}${locale === "en" ? "" : `/${locale}`}${pagePath}`,
          })),
        ),
        { chromePath: settings.chromePath, tempDir, timeoutMs: 180_000, runs: settings.lighthouseRuns },
      );
    }
  } else {
    notes.push("Lighthouse skipped (BENCH_LIGHTHOUSE=0)");
  }

  const common = { connections: settings.connections, durationSeconds: settings.durationSeconds };
  // The server's resident memory at its highest during each step: which load makes it grow.
  const stepPeaks: { name: string; residentPeakMB: number | null }[] = [];
  const watched = async <T>(name: string, run: () => Promise<T>): Promise<T> => {
    const stop = watchResident(server.process.pid);
    try {
      return await run();
    } finally {
      stepPeaks.push({ name, residentPeakMB: stop() });
    }
  };
  const step = async (options: Parameters<typeof measure>[0]) => {
    say(`Measuring ${options.name} (${options.amount ? `${options.amount} requests` : `${options.durationSeconds} s`}, ${options.connections} connections)…`);
    const figures = await watched(options.name, () => measure(options));
    load.push(figures);
  };

  const stopWatching = watchResident(server.process.pid);
  await step({ ...common, name: "ceiling", request: `bare Fastify, the ${listBytes.length}-byte GET /api/obituaries answer from memory`, url: `${ceilingBase}/list` });
  await step({ ...common, name: "ceiling-page", request: `bare Fastify, the ${searchBytes.length}-byte tRPC page answer from memory`, url: `${ceilingBase}/page` });
  await step({ ...common, name: "GET /api/obituaries", request: `full array of ${listCount} obituaries, no compression`, url: `${base}/api/obituaries` });
  await step({
    ...common,
    name: "GET /api/obituaries (br)",
    request: "the same with Accept-Encoding: br, gzip (as browsers send)",
    url: `${base}/api/obituaries`,
    headers: { "accept-encoding": "br, gzip" },
  });
  if (searchAvailable) {
    let i = 0;
    const paths = searchInputs.map((input) => trpcGetUrl("", "obituaries.search", input));
    await step({
      ...common,
      name: "tRPC obituaries.search",
      request: `one page of 24, rotating ${paths.length} queries (newest, alphabetical, name searches, recent, with photos, page 100)`,
      url: `${base}${paths[0]}`,
      nextPath: () => pick(paths, i++),
    });
  } else {
    await step({ ...common, name: "tRPC obituaries.list", request: "every live obituary (search is not wired in)", url: trpcGetUrl(base, "obituaries.list") });
  }
  if (detailProbe.ok) {
    let i = 0;
    await step({ ...common, name: "GET /api/obituaries/{id}", request: "a different live obituary each time", url: `${base}/api/obituaries/${ids[0]}`, nextPath: () => `/api/obituaries/${pick(ids, i++ * 7919)}` });
  } else {
    unavailable.push({ name: "GET /api/obituaries/{id}", status: detailProbe.status });
  }
  {
    let i = 0;
    await step({ ...common, name: "GET /obituaries/{id} (page HTML)", request: "the obituary page with its share tags, written by the server", url: `${base}/obituaries/${ids[0]}`, nextPath: () => `/obituaries/${pick(ids, i++ * 7919)}` });
  }
  // The viral memorial: every client on one obituary, as browsers ask (br or gzip). The
  // rows above rotate over thousands of obituaries, so they measure first drawings; these
  // measure what a flood of visitors to one memorial meets, which the public cache serves.
  const viral = ids[1] ?? ids[0];
  const browserEncoding = { "accept-encoding": "br, gzip" };
  await step({ ...common, name: "one memorial: GET /obituaries/{id}", request: "every client on the same obituary page, br", url: `${base}/obituaries/${viral}`, headers: browserEncoding });
  if (detailProbe.ok) {
    await step({ ...common, name: "one memorial: GET /api/obituaries/{id}", request: "every client on the same obituary's JSON, br", url: `${base}/api/obituaries/${viral}`, headers: browserEncoding });
  }
  if (guestProbe.ok) {
    // Posts are rate limited per client address (and X-Forwarded-For is not trusted),
    // so a small bounded count from one address: its latency, and how many were refused.
    let i = 0;
    await step({
      name: "POST /api/obituaries/{id}/guestbook",
      request: `${settings.guestBookPosts} posts from one address, 1 connection`,
      url: `${base}/api/obituaries/${ids[2]}/guestbook`,
      method: "POST",
      headers: postHeaders,
      body: guestBookBody,
      amount: settings.guestBookPosts,
      connections: 1,
      nextPath: () => `/api/obituaries/${pick(ids, 3 + i++)}/guestbook`,
    });
  } else {
    unavailable.push({ name: "POST /api/obituaries/{id}/guestbook", status: guestProbe.status });
  }

  // The viral memorial: reads and condolences together, each post read back at once.
  say(`Measuring the mixed run (${settings.durationSeconds} s, ${settings.connections} connections, 5 % posts)…`);
  const mixed: MixedFigures = await watched("mixed run", () =>
    mixedRun({ base, ids, connections: settings.connections, durationSeconds: settings.durationSeconds }),
  );

  // A search engine walks every memorial page while people read one memorial and post condolences.
  say(`Measuring the crawler's walk (${settings.durationSeconds} s: the sitemap's memorial pages at 20/s, ${settings.connections} on one memorial, 10 posting)…`);
  const crawler: CrawlerFigures = await watched("crawler's walk", () =>
    crawlerWalk({ base, viralPath: `/obituaries/${viral}`, ids: ids.slice(3), durationSeconds: settings.durationSeconds, readers: settings.connections }),
  );

  // A burst of clients on the full list, with the obituary page measured meanwhile.
  {
    let i = 0;
    say(`Measuring the burst (${settings.connections} clients on the full list, 10 on obituary pages meanwhile, ${settings.durationSeconds} s)…`);
    const [burstList, pageDuringBurst] = await watched("burst", () => Promise.all([
      measureApart({ ...common, name: "burst: GET /api/obituaries", request: `${settings.connections} clients on the full list at once`, url: `${base}/api/obituaries`, headers: { "accept-encoding": "br, gzip" } }),
      measure({
        connections: 10,
        durationSeconds: settings.durationSeconds,
        name: "burst: GET /obituaries/{id} meanwhile",
        request: "obituary pages, a different one each time, during the burst on the full list",
        url: `${base}/obituaries/${ids[0]}`,
        headers: { "accept-encoding": "br, gzip" },
        nextPath: () => `/obituaries/${pick(ids, i++ * 7919)}`,
      }),
    ]));
    load.push(burstList, pageDuringBurst);
  }
  // The same burst with the one memorial everybody is reading, the page the issue's 100 ms is about.
  {
    say(`Measuring the burst again with the one memorial read meanwhile (${settings.durationSeconds} s)…`);
    const [burstList, viralDuringBurst] = await watched("burst 2", () => Promise.all([
      measureApart({ ...common, name: "burst 2: GET /api/obituaries", request: `${settings.connections} clients on the full list at once`, url: `${base}/api/obituaries`, headers: { "accept-encoding": "br, gzip" } }),
      measure({
        connections: 10,
        durationSeconds: settings.durationSeconds,
        name: "burst 2: one memorial meanwhile",
        request: "the same obituary page during the burst on the full list",
        url: `${base}/obituaries/${viral}`,
        headers: { "accept-encoding": "br, gzip" },
      }),
    ]));
    load.push(burstList, viralDuringBurst);
  }
  memory.residentPeakUnderLoadMB = stopWatching();

  // After the load steps, so the dump's memory is not counted in theirs.
  say("Timing pnpm backup of this data set (on the embedded database the running server makes it)…");
  const backup = await timeBackup(repoRoot, database.env, path.join(tempDir, "backups"));
  const residentAfterBackupMB = residentMB(server.process.pid);
  say(`  ${backup.archive}: ${(backup.bytes / 1024 / 1024).toFixed(1)} MB in ${backup.seconds} s`);

  const ceilingRps = load.find((l) => l.name === "ceiling")?.requestsPerSecond ?? 0;
  const ceilingPageRps = load.find((l) => l.name === "ceiling-page")?.requestsPerSecond ?? 0;
  const ratio = (rps: number, of: number) => (of > 0 ? Math.round((rps / of) * 1000) / 1000 : null);
  const results = {
    when: new Date().toISOString(),
    machine: {
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model ?? "unknown",
      memoryGiB: Math.round(os.totalmem() / 2 ** 30),
      loadAverage: os.loadavg().map((n) => Math.round(n * 100) / 100),
      node: process.version,
      platform: `${os.type()} ${os.release()}`,
    },
    settings: { ...settings, databaseUrl: settings.databaseUrl ? "(set)" : undefined },
    database: { driver: database.driver, obituaries: seed.obituaries, guestBookEntries: seed.guestBookEntries, seedSeconds: Math.round(seed.seconds * 10) / 10 },
    load: load.map((l) => ({
      ...l,
      ratioToCeiling: ratio(l.requestsPerSecond, ceilingRps),
      ratioToPageCeiling: ratio(l.requestsPerSecond, ceilingPageRps),
    })),
    unavailable,
    mixed,
    crawler,
    pageStore,
    backup: { seconds: backup.seconds, bytes: backup.bytes, serverResidentAfterMB: residentAfterBackupMB },
    memory: { ...memory, residentPeakByStepMB: stepPeaks },
    lighthouse: lighthouseFigures,
    firstLoadJavaScript: bundles,
    firstVisit: firstVisits,
    budget: BUDGET,
    notes,
  };
  writeFileSync(resultsPath, `${JSON.stringify(results, null, 2)}\n`);

  const pad = (s: string, n: number) => s.padEnd(n);
  const lpad = (s: string, n: number) => s.padStart(n);
  say();
  say(`Machine: ${results.machine.cpus} × ${results.machine.cpuModel}, ${results.machine.memoryGiB} GiB, Node ${results.machine.node}, load ${results.machine.loadAverage.join(" ")}`);
  say(`Database: ${database.driver}, ${seed.obituaries} obituaries, ${seed.guestBookEntries} guest-book entries`);
  say();
  say(`${pad("route", 38)}${lpad("req/s", 10)}${lpad("p50 ms", 10)}${lpad("p99 ms", 10)}${lpad("÷ceiling", 10)}${lpad("÷page", 8)}  non-2xx`);
  for (const l of results.load) {
    say(
      `${pad(l.name, 38)}${lpad(l.requestsPerSecond.toFixed(1), 10)}${lpad(l.latencyP50Ms.toFixed(1), 10)}${lpad(l.latencyP99Ms.toFixed(1), 10)}${lpad(l.ratioToCeiling?.toFixed(3) ?? "-", 10)}${lpad(l.ratioToPageCeiling?.toFixed(3) ?? "-", 8)}  ${l.non2xx}${l.non2xx ? ` ${JSON.stringify(l.statusCodes)}` : ""}`,
    );
  }
  for (const u of unavailable) say(`${pad(u.name, 38)}not available on this server (answered ${u.status})`);
  say();
  say(
    `${mixed.name}: ${mixed.requestsPerSecond} req/s, reads p50 ${mixed.readP50Ms} ms p99 ${mixed.readP99Ms} ms; ` +
      `${mixed.postsAccepted}/${mixed.posts} posts accepted (p99 ${mixed.postP99Ms} ms), ${mixed.postsVisibleOnNextRead} shown on the next read; ` +
      `statuses ${JSON.stringify(mixed.statusCodes)}, errors ${mixed.errors}`,
  );
  say(
    `${crawler.name} (${crawler.sitemapPages} memorial pages in the sitemap): crawler ${crawler.crawler.requestsPerSecond} req/s p99 ${crawler.crawler.p99Ms} ms ${JSON.stringify(crawler.crawler.statusCodes)}; ` +
      `one memorial ${crawler.memorial.requestsPerSecond} req/s p99 ${crawler.memorial.p99Ms} ms (target ≤ 20); ` +
      `posts ${crawler.posts.accepted}/${crawler.posts.requests} accepted p99 ${crawler.posts.p99Ms} ms (target ≤ 100); errors ${crawler.errors}`,
  );
  const longTail = results.load.find((l) => l.name === "GET /obituaries/{id} (page HTML)");
  if (longTail) {
    say(
      `Long tail (pages drawn over ${ids.length} memorials): ${longTail.ratioToPageCeiling?.toFixed(3) ?? "-"} of the page ceiling (target ≥ 0.1), p99 ${longTail.latencyP99Ms.toFixed(1)} ms (target ≤ 150); ` +
        `mixed run p99 reads ${mixed.readP99Ms} ms, posts ${mixed.postP99Ms} ms (target ≤ 100 each)`,
    );
  }
  const mb = (bytes: number | null) => (bytes === null ? "?" : (bytes / 2 ** 20).toFixed(1));
  say(
    pageStore.walkSeconds === null
      ? "Page store: off (PAGE_STORE_MB=0)"
      : `Page store: every memorial's pages drawn ${pageStore.walkSeconds} s after the first request; ${pageStore.pages} pages, ${mb(pageStore.bytes)} MB of ${mb(pageStore.maxBytes)} MB (PAGE_STORE_MB), ${mb(pageStore.bytesOnDisk)} MB on disk; server resident ${pageStore.residentAfterMB ?? "?"} MB after, ${pageStore.residentPeakMB ?? "?"} MB at most meanwhile`,
  );
  say(`Server resident memory: ${memory.residentAfterStartMB ?? "?"} MB after start, ${memory.residentPeakUnderLoadMB ?? "?"} MB at most under load`);
  if (memory.firstStartOnNewEmbeddedDatabaseMB !== null) {
    say(`  a fresh install's first start (new embedded database, demo content): ${memory.firstStartOnNewEmbeddedDatabaseMB} MB after start`);
  }
  say(`  at most during each step (MB): ${stepPeaks.map((p) => `${p.name} ${p.residentPeakMB ?? "?"}`).join("; ")}`);
  say();
  for (const lh of lighthouseFigures) {
    if (lh.error) {
      say(`Lighthouse ${lh.name}: failed: ${lh.error}`);
      continue;
    }
    const s = lh.scores;
    const spread = lh.performanceRuns && lh.performanceRuns.length > 1 ? ` (median of runs ${lh.performanceRuns.join(", ")})` : "";
    say(`Lighthouse ${pad(lh.name, 14)} performance ${s.performance}${spread}  accessibility ${s.accessibility}  best practices ${s.bestPractices}  SEO ${s.seo}  LCP ${lh.lcpMs} ms  TBT ${lh.tbtMs} ms  CLS ${lh.cls}  benchmarkIndex ${lh.benchmarkIndex ?? "?"}`);
    for (const f of lh.failing) {
      say(`    ${f.category}: ${f.title}${f.displayValue ? ` (${f.displayValue})` : ""}`);
      for (const d of f.details ?? []) say(`      ${d}`);
    }
  }
  say();
  for (const b of bundles) {
    say(`First-load JavaScript, ${pad(b.app, 6)} ${(b.totalGzipBytes / 1024).toFixed(1)} KB gzipped (${(b.totalBytes / 1024).toFixed(1)} KB raw, ${b.files.length} files)`);
  }
  const entry = bundles[0]?.files[0];
  if (entry) say(`Web entry ${entry.file}: ${(entry.gzipBytes / 1024).toFixed(1)} KB gzipped (budget ${BUDGET.webEntryGzipKB} KB)`);
  for (const v of firstVisits) {
    say(
      `First visit, ${pad(v.name, 14)} ${(v.totalBytes / 1024).toFixed(1)} KB as sent (budget ${BUDGET.firstVisitKB} KB), ${(v.scriptBytes / 1024).toFixed(1)} KB of it JavaScript in ${v.scriptFiles} files, ${v.files.length} files in all`,
    );
  }
  say(`Lighthouse budget: performance ${BUDGET.lighthouse.performance}, LCP at most ${BUDGET.lighthouse.lcpMs} ms, accessibility ${BUDGET.lighthouse.accessibility}, best practices ${BUDGET.lighthouse.bestPractices}, SEO ${BUDGET.lighthouse.seo}`);
  for (const n of notes) say(`Note: ${n}`);
  say();
  say(`Written to ${path.relative(process.cwd(), resultsPath) || resultsPath}`);
}

try {
  await main();
  await cleanUp();
  process.exit(0);
} catch (error) {
  process.stderr.write(`\nThe benchmark failed: ${error instanceof Error ? error.message : String(error)}\n`);
  await cleanUp();
  process.exit(1);
}
