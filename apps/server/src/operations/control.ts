import { randomBytes } from "node:crypto";
import { readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";

/**
 * How `pnpm backup` reaches a running server on the embedded database, which
 * alone may open DATA_DIR: at listen the server writes DATA_DIR/control.json
 * (its local address and a random token, readable only by the folder's
 * owner, mode 0600), and the command posts to /api/internal/backup with that
 * token from this machine. No file, or no answer: no server runs, and the
 * command opens the folder itself. Why: docs/decisions (backups from the command).
 */
export interface ControlFile {
  url: string;
  token: string;
  pid: number;
}

export const CONTROL_FILE = "control.json";
export const CONTROL_PATH = "/api/internal/backup";

export const controlFileOf = (dataDir: string) => path.join(dataDir, CONTROL_FILE);

export function newControlToken(): string {
  return randomBytes(32).toString("base64url");
}

/** The address a command on this machine uses to reach the server listening on host:port. */
export function localUrl(host: string, port: number): string {
  const local = host === "0.0.0.0" || host === "::" || host === "" ? "127.0.0.1" : host;
  return `http://${local.includes(":") ? `[${local}]` : local}:${port}`;
}

export async function writeControlFile(file: string, control: ControlFile): Promise<void> {
  await writeFile(file, `${JSON.stringify(control)}\n`, { mode: 0o600 });
}

export async function readControlFile(file: string): Promise<ControlFile | null> {
  try {
    return JSON.parse(await readFile(file, "utf8")) as ControlFile;
  } catch {
    return null;
  }
}

/** Removes the file only while it is still this server's (a newer server may have written its own). */
export async function removeControlFile(file: string, token: string): Promise<void> {
  const current = await readControlFile(file);
  if (current?.token === token) await rm(file, { force: true });
}
