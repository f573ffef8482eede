import { createWriteStream, existsSync } from "node:fs";
import { mkdir } from "node:fs/promises";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { createS3ArchiveStore } from "@fh/api";
import { loadConfigOrExit } from "../config";
import { BACKUP_NAME } from "../operations/backup";
import { runningServer } from "../operations/reach-server";
import { restoreBackup } from "../operations/restore";
import { configuredPhotoStorage, fromInvocation, say } from "./operations-setup";
import { fail } from "./with-database";

const USAGE = "Usage: pnpm restore FILE [--force]   (FILE: a backup-YYYYMMDD-HHMMSS.tar.gz, here or in BACKUP_S3_BUCKET)";

/**
 * `pnpm restore FILE`: the archive's database and photos into an empty
 * database and photo store (or over them with --force), checked against its
 * manifest before it says done. Stop the server first.
 */
async function main() {
  const args = process.argv.slice(2).filter((a) => a !== "--");
  const force = args.includes("--force");
  const files = args.filter((a) => !a.startsWith("--"));
  const unknown = args.filter((a) => a.startsWith("--") && a !== "--force");
  if (files.length !== 1 || unknown.length > 0) throw new Error(USAGE);
  const config = loadConfigOrExit();
  if (!config.databaseUrl && (await runningServer(config.dataDir))) {
    throw new Error(`A server is running on ${config.dataDir}: stop it first (the embedded database has one process at a time), then restore.`);
  }
  const file = await localCopy(files[0]!, config);
  const storage = await configuredPhotoStorage(config);
  try {
    const report = await restoreBackup(file, { databaseUrl: config.databaseUrl, dataDir: config.dataDir, storage, force, progress: say });
    const m = report.manifest;
    const rows = Object.values(m.tables).reduce((a, b) => a + b, 0);
    process.stdout.write(
      `Restored ${path.basename(file)} (made ${m.createdAt}): ${Object.keys(m.tables).length} tables, ${rows} rows and ${m.photos.length} photos, each checked against the manifest.\n` +
        (report.previousEmbedded ? `The embedded database that was there is in ${report.previousEmbedded}; delete it once you are satisfied.\n` : "") +
        "Start the server: it applies any newer migrations at start.\n",
    );
  } finally {
    storage.close?.();
  }
}

/** The archive on this disk: as given, or fetched from BACKUP_S3_BUCKET into BACKUP_DIR when only its name is given. */
async function localCopy(given: string, config: ReturnType<typeof loadConfigOrExit>): Promise<string> {
  const file = fromInvocation(given);
  if (existsSync(file)) return file;
  const name = path.basename(given);
  if (!config.backup.s3 || !BACKUP_NAME.test(name)) throw new Error(`${file}: no such file`);
  const bucket = await createS3ArchiveStore(config.backup.s3, (n) => BACKUP_NAME.test(n));
  try {
    const stored = await bucket.open(name);
    if (!stored) throw new Error(`${name}: neither here nor in the bucket ${config.backup.s3.bucket}`);
    await mkdir(config.backup.dir, { recursive: true });
    const target = path.join(config.backup.dir, name);
    say(`Fetching ${name} from the bucket ${config.backup.s3.bucket}…`);
    await pipeline(stored.stream, createWriteStream(target));
    return target;
  } finally {
    bucket.close();
  }
}

main().catch(fail);
