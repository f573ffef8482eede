import { readFileSync } from "node:fs";
import path from "node:path";

/** How `pnpm start` runs the compiled server: the environment it sets, and node's flags. */
export interface ProductionServerCommand {
  /** Variables the start script sets before `node` (glibc's malloc settings among them). */
  env: Record<string, string>;
  /** Node's and V8's flags between `node` and `dist/start.js`. */
  nodeFlags: string[];
}

/** `NAME=value` or `NAME=${NAME:-value}` (the operator's own value, else the script's). */
const ASSIGNMENT = /^([A-Za-z_][A-Za-z0-9_]*)=(.*)$/;
const DEFAULTED = /^\$\{([A-Za-z_][A-Za-z0-9_]*):-(.*)\}$/;

/**
 * The last `[NAME=value …] node … dist/start.js` of apps/server's start script,
 * as `pnpm start` runs it. The bench and the browser tests start the server
 * with exactly this environment and these flags, so what they measure and
 * test is what ships (docs/decisions/023-cache-memory.md and
 * 024-server-process-memory.md say why each is there); a start script
 * that no longer says `node … dist/start.js` stops them rather than letting
 * them run something else.
 */
export function productionServerCommand(repoRoot: string, environment: NodeJS.ProcessEnv = process.env): ProductionServerCommand {
  const manifest = JSON.parse(readFileSync(path.join(repoRoot, "apps/server/package.json"), "utf8")) as {
    scripts?: Record<string, string>;
  };
  const start = manifest.scripts?.start ?? "";
  const words = start
    .split("&&")
    .map((part) => part.trim().split(/\s+/))
    .reverse()
    .find((command) => command.at(-1) === "dist/start.js" && command.includes("node"));
  const nodeAt = words?.indexOf("node") ?? -1;
  const assignments = words?.slice(0, nodeAt).map((word) => ASSIGNMENT.exec(word)) ?? [];
  if (!words || nodeAt === -1 || assignments.some((match) => match === null)) {
    throw new Error(`apps/server's start script does not run "[NAME=value …] node … dist/start.js": ${JSON.stringify(start)}`);
  }
  const env: Record<string, string> = {};
  for (const match of assignments) {
    const [, name, value] = match!;
    const defaulted = DEFAULTED.exec(value!);
    env[name!] = defaulted ? (environment[defaulted[1]!] ?? defaulted[2]!) : value!;
  }
  return { env, nodeFlags: words.slice(nodeAt + 1, -1) };
}
