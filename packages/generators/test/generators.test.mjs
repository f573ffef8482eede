// The generators on a copy of the repository: every file they should touch
// changes, and TypeScript, the catalogs test, the unit tests they edit, the
// render test they write and ESLint all accept the result with no hand edit.
// The copy holds the repository's files (tracked and untracked, as git lists
// them) with each node_modules linked, not copied.
import assert from "node:assert/strict";
import { execFileSync, spawn } from "node:child_process";
import { copyFileSync, existsSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, readlinkSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { after, before, describe, it } from "node:test";
import { fileURLToPath } from "node:url";

const repo = path.resolve(fileURLToPath(new URL("../../..", import.meta.url)));

const PUBLIC = {
  key: "aboutOurFamily",
  path: "/about-our-family",
  title: "About Our Family",
  "title-es": "Sobre nuestra familia",
  "title-ht": "Konsènan fanmi nou",
  intro: "Three generations of our family have cared for Lake Worth's families.",
  "intro-es": "Tres generaciones de nuestra familia han acompañado a las familias de Lake Worth.",
  "intro-ht": "Twa jenerasyon nan fanmi nou pran swen fanmi Lake Worth yo.",
};
const STAFF = { key: "funeralPlans", path: "/admin/funeral-plans", title: "Funeral Plans", nav: "Plans", "owner-only": true };
/** A page every role sees, with its title as its tab; and one with no tab. */
const STAFF_TAB = { key: "arrangementNotes", path: "/admin/arrangement-notes", title: "Arrangement Notes" };
const STAFF_NO_TAB = { key: "hearseLog", path: "/admin/hearse-log", title: "Hearse Log", "no-tab": true };

/** What the two generators above must touch (created or changed). */
const PUBLIC_FILES = [
  "packages/validators/src/routes.ts",
  "packages/validators/test/routes.test.ts",
  "packages/i18n/src/pages.ts",
  "packages/i18n/src/catalog.ts",
  ...["en", "es", "ht"].flatMap((l) => [`packages/i18n/catalogs/${l}/aboutOurFamily.json`, `packages/i18n/catalogs/${l}/site.json`]),
  "apps/web/src/pages/AboutOurFamilyPage.tsx",
  "apps/web/src/routes.tsx",
  "apps/web/test/about-our-family-render.test.tsx",
  "e2e/tests/public-about-our-family.test.ts",
  "e2e/tests/languages.test.ts",
  "e2e/tests/server-render.test.ts",
];
const STAFF_FILES = [
  "packages/validators/src/routes.ts",
  "apps/admin/src/App.tsx",
  "apps/admin/test/staff-nav.test.ts",
  "e2e/tests/layout-phone.test.ts",
  "e2e/tests/admin-staff-accounts.test.ts",
  ...["FuneralPlans", "ArrangementNotes", "HearseLog"].map((name) => `apps/admin/src/pages/${name}Page.tsx`),
  ...["funeral-plans", "arrangement-notes", "hearse-log"].map((name) => `e2e/tests/admin-${name}.test.ts`),
];

const flags = (values) => Object.entries(values).flatMap(([k, v]) => (v === true ? [`--${k}`] : [`--${k}`, v]));

/** Runs a command; resolves with its exit code and output (never rejects). */
function run(command, args, cwd) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, stdio: ["ignore", "pipe", "pipe"], env: { ...process.env, CI: "true", FORCE_COLOR: "0", NO_COLOR: "1" } });
    let out = "";
    child.stdout.on("data", (d) => (out += d));
    child.stderr.on("data", (d) => (out += d));
    child.on("close", (code) => resolve({ code, out }));
  });
}

/** Runs the jobs two at a time (CI has two cores). */
async function pooled(jobs, width = 2) {
  const results = new Array(jobs.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < jobs.length) {
        const i = next++;
        results[i] = await jobs[i]();
      }
    }),
  );
  return results;
}

/**
 * A node_modules of the copy: a real folder whose entries point where the
 * original's do. pnpm's links are relative, so copied as they are they reach
 * the copy's workspace packages (@fh/*, edited by the generators) and, through
 * the root's linked .pnpm, the installed packages. Caches stay behind.
 */
function linkNodeModules(from, to) {
  mkdirSync(to, { recursive: true });
  for (const name of readdirSync(from)) {
    if ([".vite", ".vite-temp", ".cache"].includes(name)) continue;
    const source = path.join(from, name);
    const target = path.join(to, name);
    const stat = lstatSync(source);
    if (stat.isSymbolicLink()) symlinkSync(readlinkSync(source), target);
    else if (stat.isDirectory() && name.startsWith("@")) linkNodeModules(source, target);
    else symlinkSync(source, target);
  }
}

function copyRepository(to) {
  const files = execFileSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], { cwd: repo, encoding: "utf8", maxBuffer: 64 << 20 })
    .split("\0")
    .filter((f) => f && !f.split("/").includes("node_modules"));
  const packages = new Set([""]);
  for (const file of files) {
    const source = path.join(repo, file);
    if (!existsSync(source) || lstatSync(source).isDirectory()) continue; // deleted in the working tree, or a submodule
    mkdirSync(path.dirname(path.join(to, file)), { recursive: true });
    copyFileSync(source, path.join(to, file));
    if (path.basename(file) === "package.json") packages.add(path.dirname(file) === "." ? "" : path.dirname(file));
  }
  for (const dir of packages) {
    const modules = path.join(repo, dir, "node_modules");
    if (existsSync(modules)) linkNodeModules(modules, path.join(to, dir, "node_modules"));
  }
}

describe("pnpm gen:page and pnpm gen:staff-page on a copy of the repository", () => {
  let copy = "";
  const original = new Map();
  const read = (rel) => (existsSync(path.join(copy, rel)) ? readFileSync(path.join(copy, rel), "utf8") : null);
  const generate = (script, values) => run(process.execPath, [path.join(copy, "packages/generators/src", script), ...flags(values)], copy);
  const started = Date.now();

  before(() => {
    copy = mkdtempSync(path.join(tmpdir(), "fh-generators-"));
    copyRepository(copy);
    for (const rel of [...PUBLIC_FILES, ...STAFF_FILES]) original.set(rel, read(rel));
  });
  after(() => {
    if (copy && !process.env.KEEP_GENERATED) rmSync(copy, { recursive: true, force: true });
    process.stdout.write(`# the generators' test took ${Math.round((Date.now() - started) / 1000)} s${process.env.KEEP_GENERATED ? ` (copy kept in ${copy})` : ""}\n`);
  });

  it("refuses, writing nothing, a key that is taken, a missing translation, or missing flags with no terminal to ask; --dry-run only tells", async () => {
    const taken = await generate("page.mjs", { ...PUBLIC, key: "privacy", path: "/privacy-two" });
    assert.equal(taken.code, 1, taken.out);
    assert.match(taken.out, /already has a page "privacy"/);
    const english = await generate("page.mjs", { ...PUBLIC, "intro-es": PUBLIC.intro });
    assert.equal(english.code, 1, english.out);
    assert.match(english.out, /--intro-es is the English text/);
    const missing = await generate("page.mjs", { key: PUBLIC.key, path: PUBLIC.path });
    assert.equal(missing.code, 1, missing.out);
    assert.match(missing.out, /Missing --title, --intro, --title-es, --intro-es, --title-ht, --intro-ht/);
    const staffTaken = await generate("staff-page.mjs", { ...STAFF, path: "/admin/privacy" });
    assert.equal(staffTaken.code, 1, staffTaken.out);
    const dryRun = await generate("page.mjs", { ...PUBLIC, "dry-run": true });
    assert.equal(dryRun.code, 0, dryRun.out);
    assert.match(dryRun.out, /would create {2}apps\/web\/src\/pages\/AboutOurFamilyPage\.tsx/);
    for (const rel of [...PUBLIC_FILES, ...STAFF_FILES]) assert.equal(read(rel), original.get(rel), `${rel} was written by a refused run`);
  });

  it("touches every file a public page and staff pages (owners only, everyone's, with no tab) need", async () => {
    const outputs = [];
    for (const [script, values] of [["page.mjs", PUBLIC], ["staff-page.mjs", STAFF], ["staff-page.mjs", STAFF_TAB], ["staff-page.mjs", STAFF_NO_TAB]]) {
      const { code, out } = await generate(script, values);
      assert.equal(code, 0, out);
      outputs.push(out);
    }
    assert.doesNotMatch(outputs.join("\n"), /warning:/);
    assert.equal(existsSync(path.join(copy, "apps/web/src/pages/AboutOurFamilyPage.tsx")), true);
    for (const rel of new Set([...PUBLIC_FILES, ...STAFF_FILES])) assert.notEqual(read(rel), original.get(rel), `${rel} is unchanged`);

    assert.match(read("packages/validators/src/routes.ts"), /aboutOurFamily: \{ kind: "static", path: "\/about-our-family", module: "src\/pages\/AboutOurFamilyPage\.tsx" \},\n\s*notFound:/);
    assert.match(read("packages/validators/src/routes.ts"), /funeralPlans: \{ path: "\/admin\/funeral-plans", title: "Funeral Plans", nav: "Plans", ownerOnly: true \},/);
    for (const locale of ["en", "es", "ht"]) {
      const suffix = locale === "en" ? "" : `-${locale}`;
      const words = JSON.parse(read(`packages/i18n/catalogs/${locale}/aboutOurFamily.json`));
      assert.deepEqual(words, { title: PUBLIC[`title${suffix}`], intro: PUBLIC[`intro${suffix}`] });
      assert.equal(JSON.parse(read(`packages/i18n/catalogs/${locale}/site.json`))["title.aboutOurFamily"], PUBLIC[`title${suffix}`]);
    }
    assert.match(read("packages/validators/src/routes.ts"), /arrangementNotes: \{ path: "\/admin\/arrangement-notes", title: "Arrangement Notes", nav: "Arrangement Notes", ownerOnly: false \},/);
    assert.match(read("packages/validators/src/routes.ts"), /hearseLog: \{ path: "\/admin\/hearse-log", title: "Hearse Log", ownerOnly: false \},/);
    assert.match(read("apps/admin/test/staff-nav.test.ts"), /, "funeralPlans"\]\);[\s\S]*, "funeralPlans"\]\);/); // appended after the last owner-only page, whichever it is
    // Two more tabs for an owner, one more for everyone else; the tab-less page's test looks for no tab.
    const grew = (rel, rx) => Number(rx.exec(read(rel))?.[1]) - Number(rx.exec(original.get(rel))?.[1]);
    assert.equal(grew("e2e/tests/layout-phone.test.ts", /hrefs\.length\)\.toBe\((\d+)\)/), 2);
    assert.equal(grew("e2e/tests/layout-phone.test.ts", /a staff account sees (\d+)/), 1);
    assert.equal(grew("e2e/tests/admin-staff-accounts.test.ts", /expect\(labels\)\.toHaveLength\((\d+)\)/), 1);
    assert.doesNotMatch(read("e2e/tests/admin-hearse-log.test.ts"), /Staff sections/);
  });

  it("is accepted by TypeScript, the catalogs test, the unit tests it edits, its render test and ESLint", { timeout: 15 * 60_000 }, async () => {
    /** The files the generators created. */
    const written = [...original].filter(([, text]) => text === null).map(([rel]) => rel);
    const tsc = path.join(copy, "node_modules/typescript/lib/tsc.js");
    const vitest = (dir) => path.join(copy, dir, "node_modules/vitest/vitest.mjs");
    // The browser tests it wrote, checked as e2e's own config checks them (the other e2e files are not its to vouch for).
    writeFileSync(
      path.join(copy, "e2e/tsconfig.generated.json"),
      JSON.stringify({ extends: "./tsconfig.json", include: ["src", ...written.filter((f) => f.startsWith("e2e/")).map((f) => f.slice("e2e/".length)), "../tools/types/s3rver.d.ts"] }),
    );
    const node = (label, args, cwd = copy) => async () => {
      const start = Date.now();
      const result = await run(process.execPath, args, cwd);
      process.stdout.write(`# ${label}: ${Math.round((Date.now() - start) / 1000)} s\n`);
      return { label, ...result };
    };
    const checks = [
      node("tsc apps/web", [tsc, "--noEmit", "-p", "apps/web/tsconfig.json"]),
      node("tsc apps/admin", [tsc, "--noEmit", "-p", "apps/admin/tsconfig.json"]),
      node("tsc packages/validators", [tsc, "--noEmit", "-p", "packages/validators/tsconfig.json"]),
      node("tsc packages/i18n", [tsc, "--noEmit", "-p", "packages/i18n/tsconfig.json"]),
      node("tsc the generated browser tests", [tsc, "--noEmit", "-p", "e2e/tsconfig.generated.json"]),
      node("the catalogs test", [vitest("packages/i18n"), "run", "test/catalogs.test.ts"], path.join(copy, "packages/i18n")),
      node("the page table's test", [vitest("packages/validators"), "run", "test/routes.test.ts"], path.join(copy, "packages/validators")),
      node("the staff nav's test", [vitest("apps/admin"), "run", "test/staff-nav.test.ts"], path.join(copy, "apps/admin")),
      node("the web app's page modules and render tests", [vitest("apps/web"), "run", "test/page-modules.test.ts", "test/about-our-family-render.test.tsx"], path.join(copy, "apps/web")),
      node("eslint", [
        path.join(copy, "node_modules/eslint/bin/eslint.js"),
        "--max-warnings",
        "0",
        ...[...new Set([...PUBLIC_FILES, ...STAFF_FILES])].filter((f) => /\.(ts|tsx)$/.test(f)),
      ]),
    ];
    const results = await pooled(checks);
    const failed = results.filter((r) => r.code !== 0);
    assert.deepEqual(
      failed.map((r) => `${r.label} (exit ${r.code}):\n${r.out.slice(-4000)}`),
      [],
    );
  });

  it("with --translate-later, writes the English in the Spanish and Creole catalogs, and the catalogs test refuses it, naming each one", { timeout: 5 * 60_000 }, async () => {
    const later = await generate("page.mjs", { key: "ourHistory", path: "/our-history", title: "Our History", intro: "Founded by the Delgado family.", "translate-later": true });
    assert.equal(later.code, 0, later.out);
    assert.equal(JSON.parse(read("packages/i18n/catalogs/es/ourHistory.json")).intro, "Founded by the Delgado family.");
    const catalogs = await run(process.execPath, [path.join(copy, "packages/i18n/node_modules/vitest/vitest.mjs"), "run", "test/catalogs.test.ts"], path.join(copy, "packages/i18n"));
    assert.notEqual(catalogs.code, 0, catalogs.out);
    for (const key of ["ourHistory.title", "ourHistory.intro", "site.title.ourHistory"]) assert.match(catalogs.out, new RegExp(`"${key.replace(/\./g, "\\.")}"`));
  });
});
