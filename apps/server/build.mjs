// Builds the production server: src/start.ts and the workspace packages it
// imports (@fh/*, which ship TypeScript) into one ES module, dist/start.js,
// run by plain node (`pnpm start`). Packages from npm stay external: native
// ones (sharp, argon2, PGlite's wasm) load from node_modules as usual.
// `--when-stale` builds only when a source is newer than the bundle, so
// `pnpm start` on a fresh clone or after a pull always runs current code.
import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const here = path.dirname(fileURLToPath(import.meta.url));
const repo = path.resolve(here, "../..");
const outdir = path.join(here, "dist");
const outfile = path.join(outdir, "start.js");
const sources = [path.join(here, "src"), ...readdirSync(path.join(repo, "packages")).map((p) => path.join(repo, "packages", p, "src"))];

function newestSource(dir) {
  let newest = 0;
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return 0;
  }
  for (const entry of entries) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestSource(full) : statSync(full).mtimeMs);
  }
  return newest;
}

if (process.argv.includes("--when-stale")) {
  let built = 0;
  try {
    built = statSync(outfile).mtimeMs;
  } catch {
    // not built yet
  }
  const newest = Math.max(...sources.map(newestSource), statSync(path.join(here, "build.mjs")).mtimeMs);
  if (built >= newest) process.exit(0);
}

/**
 * Each module's `new URL("../..", import.meta.url)` meant its own source file
 * (the built apps, .env, the migrations folder): it is rewritten to that file's
 * place relative to the bundle, so the paths hold wherever the checkout lives.
 */
const ownUrl = {
  name: "own-import-meta-url",
  setup(b) {
    b.onLoad({ filter: /\.ts$/ }, async (args) => {
      const { readFile } = await import("node:fs/promises");
      const text = await readFile(args.path, "utf8");
      if (!text.includes("import.meta.url")) return undefined;
      const relative = path.relative(outdir, args.path).split(path.sep).join("/");
      const contents = text.replaceAll("import.meta.url", `new URL(${JSON.stringify(relative)}, import.meta.url).href`);
      return { contents, loader: "ts" };
    });
  },
};

/**
 * npm packages stay in node_modules; only our workspace packages (TypeScript
 * source) are bundled. Each is imported by its file's path relative to the
 * bundle, resolved from the module that imports it: pnpm gives every package
 * its own dependencies, so a name alone would not resolve from dist/.
 */
const externalNpm = {
  name: "external-npm",
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, async (args) => {
      if (args.path.startsWith("@fh/") || args.pluginData?.resolving) return undefined;
      const found = await b.resolve(args.path, { kind: args.kind, resolveDir: args.resolveDir, pluginData: { resolving: true } });
      if (found.errors.length > 0) return { errors: found.errors };
      if (found.external || !path.isAbsolute(found.path)) return { path: args.path, external: true }; // node: built-ins
      const relative = path.relative(outdir, found.path).split(path.sep).join("/");
      return { path: relative.startsWith(".") ? relative : `./${relative}`, external: true };
    });
  },
};

await build({
  entryPoints: { start: path.join(here, "src/start.ts") },
  outdir,
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  sourcemap: true,
  logLevel: "warning",
  plugins: [ownUrl, externalNpm],
});
process.stdout.write(`built ${path.relative(repo, outfile)}\n`);
