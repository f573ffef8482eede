import path from "node:path";
import { createLocalPhotoStorage, createS3PhotoStorage } from "@fh/api";
import { loadConfigOrExit } from "../config";
import { moveToPostgres } from "../operations/move-to-postgres";
import { runningServer } from "../operations/reach-server";
import { say } from "./operations-setup";
import { fail } from "./with-database";

const USAGE = "Usage: DATABASE_URL=postgres://… pnpm db:move-to-postgres [--photos-to-s3]";

/** `pnpm db:move-to-postgres`: the embedded database in DATA_DIR into the empty PostgreSQL of DATABASE_URL. */
async function main() {
  const args = process.argv.slice(2).filter((a) => a !== "--");
  const unknown = args.filter((a) => a !== "--photos-to-s3");
  if (unknown.length > 0) throw new Error(USAGE);
  const config = loadConfigOrExit();
  if (!config.databaseUrl) throw new Error(`Set DATABASE_URL to the empty PostgreSQL database to move into.\n${USAGE}`);
  if (await runningServer(config.dataDir)) throw new Error(`A server is running on ${config.dataDir}: stop it first, then move.`);
  const toS3 = args.includes("--photos-to-s3");
  if (toS3 && !config.s3) throw new Error("--photos-to-s3 needs S3_ENDPOINT, S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY set.");
  const bucket = toS3 && config.s3 ? await createS3PhotoStorage(config.s3) : null;
  try {
    const report = await moveToPostgres({
      dataDir: config.dataDir,
      databaseUrl: config.databaseUrl,
      ...(bucket ? { photos: { from: createLocalPhotoStorage(path.join(config.dataDir, "uploads")), to: bucket } } : {}),
      progress: say,
    });
    const rows = Object.values(report.tables).reduce((a, b) => a + b, 0);
    process.stdout.write(
      [
        `Moved ${rows} rows in ${Object.keys(report.tables).length} tables into PostgreSQL (migration ${report.migration}); every table's count matches.`,
        bucket ? `Copied ${report.photosCopied} photos into the bucket ${config.s3!.bucket}, each checked by SHA-256.` : `Photos stay in ${path.join(config.dataDir, "uploads")}.`,
        "Next:",
        "  1. Set DATABASE_URL (as here) in the service's environment" + (bucket ? " with the S3_* variables." : ", and keep DATA_DIR on persistent storage for the photos."),
        "  2. Start the server (pnpm start) and open a few memorials and the staff app.",
        `  3. Keep ${path.join(config.dataDir, "pglite")} until you are satisfied, then delete it; back up with pnpm backup (pg_dump is used when installed).`,
        "",
      ].join("\n"),
    );
  } finally {
    (bucket as { close?: () => void } | null)?.close?.();
  }
}

main().catch(fail);
