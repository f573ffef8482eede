import { spawn } from "node:child_process";
import { statSync } from "node:fs";
import path from "node:path";

/** `pnpm backup` of the bench's data set, timed: what an operator's nightly backup costs. */
export interface BackupFigures {
  seconds: number;
  /** The archive's size (gzip'd tar of the database's dump, every photo and the manifest). */
  bytes: number;
  archive: string;
  /** What the command printed on standard error: on the embedded database, that the running server made it. */
  log: string;
}

/**
 * Runs the real command (apps/server's backup script, as `pnpm backup` does) with the
 * server's database settings and a folder of its own for the archive. On the embedded
 * database the running server makes the backup, on request from the command.
 */
export async function timeBackup(repoRoot: string, databaseEnv: { DATABASE_URL: string; DATA_DIR: string }, backupDir: string): Promise<BackupFigures> {
  const serverDir = path.join(repoRoot, "apps/server");
  const started = process.hrtime.bigint();
  const { code, stdout, stderr } = await new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve, reject) => {
    const child = spawn(path.join(serverDir, "node_modules/.bin/tsx"), ["src/scripts/backup.ts"], {
      cwd: serverDir,
      env: { ...process.env, ...databaseEnv, BACKUP_DIR: backupDir, INIT_CWD: serverDir, LOG_LEVEL: "warn" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let out = "";
    let err = "";
    child.stdout.on("data", (d: Buffer) => (out += d.toString()));
    child.stderr.on("data", (d: Buffer) => (err += d.toString()));
    child.once("error", reject);
    child.once("exit", (exitCode) => resolve({ code: exitCode, stdout: out, stderr: err }));
  });
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  if (code !== 0) throw new Error(`pnpm backup failed (exit ${code}): ${stderr.trim().slice(0, 500)}`);
  // It prints "<folder>/<archive> (<size>, <seconds>)".
  const archive = stdout.trim().split(" (")[0] ?? "";
  return { seconds: Math.round(seconds * 10) / 10, bytes: statSync(archive).size, archive: path.basename(archive), log: stderr.trim() };
}
