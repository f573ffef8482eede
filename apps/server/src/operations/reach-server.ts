import http from "node:http";
import { CONTROL_PATH, controlFileOf, readControlFile } from "./control";
import type { BackupStatus } from "./backups";

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists, under another user.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * Whether a server runs on this embedded data folder: its control file names
 * a living process. A file left by a server that was killed names none.
 */
export async function runningServer(dataDir: string) {
  const control = await readControlFile(controlFileOf(dataDir));
  if (!control || !processAlive(control.pid)) return null;
  return control;
}

/**
 * Asks the server running on this data folder to make a backup, and waits
 * for its outcome however long it takes (plain http: fetch gives up on an
 * answer after five minutes). Null when no server answers.
 */
export async function askServerToBackUp(dataDir: string): Promise<BackupStatus | null> {
  const control = await runningServer(dataDir);
  if (!control) return null;
  return new Promise((resolve, reject) => {
    const req = http.request(new URL(CONTROL_PATH, control.url), { method: "POST", headers: { authorization: `Bearer ${control.token}` } }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (body += chunk));
      res.on("end", () => {
        if (res.statusCode !== 200) return reject(new Error(`The running server refused the backup (HTTP ${res.statusCode}): ${body.slice(0, 300)}`));
        resolve(JSON.parse(body) as BackupStatus);
      });
    });
    req.on("error", (error: NodeJS.ErrnoException) => (error.code === "ECONNREFUSED" ? resolve(null) : reject(error)));
    req.end();
  });
}
