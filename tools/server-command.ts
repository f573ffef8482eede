import { readFileSync } from "node:fs";
import path from "node:path";

/**
 * Node's flags of the production server, as `pnpm start` runs it: the last
 * `node … dist/start.js` of apps/server's start script. The bench and the
 * browser tests start the server with exactly these, so what they measure
 * and test is what ships (the heap settings among them:
 * docs/decisions/2026-11-25-cache-memory.md);
 * a start script that no longer says `node … dist/start.js` stops them
 * rather than letting them run something else.
 */
export function productionNodeFlags(repoRoot: string): string[] {
  const manifest = JSON.parse(readFileSync(path.join(repoRoot, "apps/server/package.json"), "utf8")) as {
    scripts?: Record<string, string>;
  };
  const start = manifest.scripts?.start ?? "";
  const command = start
    .split("&&")
    .map((part) => part.trim().split(/\s+/))
    .reverse()
    .find((words) => words[0] === "node" && words.at(-1) === "dist/start.js");
  if (!command) throw new Error(`apps/server's start script does not run "node … dist/start.js": ${JSON.stringify(start)}`);
  return command.slice(1, -1);
}
