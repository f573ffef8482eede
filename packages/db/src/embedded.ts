import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";

/**
 * PGlite's own settings, with PostgreSQL's 128 MB of shared buffers cut to 32:
 * the embedded database of one funeral home fits, the operating system's file
 * cache holds the rest, and the server's resident memory drops by about
 * 100 MB (measured in `pnpm bench`).
 */
export const pgliteStartParams: readonly string[] = [...PGlite.defaultStartParams, "-c", "shared_buffers=32MB"];

const creator = fileURLToPath(new URL("./create-embedded.mjs", import.meta.url));

/** Where PGlite keeps its files inside DATA_DIR (createDatabase opens the same place). */
export function embeddedLocation(dataDir: string): string {
  return path.resolve(dataDir, "pglite");
}

/**
 * Creates the embedded database folder in a short-lived process of its own
 * when it does not exist yet, so the server opens an existing one. PGlite's
 * initdb takes about 270 MB more WebAssembly memory than opening a folder,
 * and that memory is never given back: a first start held about 730 MB for
 * as long as it ran, a later one about 240 (measured after start).
 * If the helper process fails, the server creates the folder itself, as
 * before: slower to shed memory, never a site that does not start.
 */
export async function prepareEmbeddedDataDir(dataDir: string, warn: (message: string) => void = () => {}): Promise<void> {
  if (dataDir.startsWith("memory://")) return;
  const location = embeddedLocation(dataDir);
  // PostgreSQL writes PG_VERSION once a data folder is complete.
  const created = () => existsSync(path.join(location, "PG_VERSION"));
  if (created()) return;
  const outcome = await new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(process.execPath, [creator, location, JSON.stringify(pgliteStartParams)], {
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (d: Buffer) => (output += d.toString()));
    child.stderr.on("data", (d: Buffer) => (output += d.toString()));
    child.once("error", (error) => resolve({ code: null, output: error.message }));
    child.once("exit", (code) => resolve({ code, output }));
  });
  if (outcome.code !== 0 || !created()) {
    warn(`creating the embedded database in a separate process failed; the server creates it itself: ${outcome.output.trim().slice(0, 500)}`);
  }
}
