import { existsSync } from "node:fs";
import path from "node:path";
import { createDatabase, embeddedLocation } from "@fh/db";
import { loadConfigOrExit } from "../config";
import { BackupManager, type BackupStatus } from "../operations/backups";
import { askServerToBackUp } from "../operations/reach-server";
import { commandLog, configuredPhotoStorage, megabytes, say } from "./operations-setup";
import { fail } from "./with-database";

/**
 * `pnpm backup`: one archive of the whole site into BACKUP_DIR (or
 * BACKUP_S3_BUCKET). On the embedded database a running server makes it (it
 * alone may open DATA_DIR); otherwise this command opens the database itself.
 */
async function main(): Promise<BackupStatus> {
  const config = loadConfigOrExit();
  if (!config.databaseUrl) {
    const made = await askServerToBackUp(config.dataDir);
    if (made) {
      say("The running server made the backup.");
      return made;
    }
    if (!existsSync(path.join(embeddedLocation(config.dataDir), "PG_VERSION"))) {
      throw new Error(`No embedded database in ${config.dataDir}: nothing to back up (is DATA_DIR right?)`);
    }
  }
  const database = createDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, statementTimeoutMs: 0, maxConnections: 2 });
  const storage = await configuredPhotoStorage(config);
  const backups = new BackupManager({
    settings: config.backup,
    database,
    databaseUrl: config.databaseUrl,
    storage,
    notify: { settings: config.mail.notifications, business: config.business },
    log: commandLog,
  });
  try {
    return await backups.run("command");
  } finally {
    await backups.close();
    storage.close?.();
    await database.close();
  }
}

main()
  .then((status) => {
    if (!status.ok) fail(`Backup failed: ${status.error ?? "unknown error"}`);
    // Where the archive is: the server that made it chose (its own BACKUP_DIR or bucket).
    process.stdout.write(`${status.location ?? status.name} (${megabytes(status.size ?? 0)}, ${(status.durationMs / 1000).toFixed(1)} s)\n`);
  })
  .catch(fail);
