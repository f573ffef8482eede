import type { PhotoStorage } from "@fh/api";
import { createDatabase, migrate, sqlOf } from "@fh/db";
import { copyDatabase } from "./copy-database";
import { migrationState } from "./manifest";
import { verifyPhotos, sha256OfStream } from "./photos";
import { compareCounts } from "./restore";
import { countRows, type RowCounts } from "./tables";

export interface MoveOptions {
  dataDir: string;
  databaseUrl: string;
  /** With --photos-to-s3: the bucket the photos are copied into from DATA_DIR/uploads. */
  photos?: { from: PhotoStorage; to: PhotoStorage };
  progress?: (line: string) => void;
}

export interface MoveReport {
  tables: RowCounts;
  migration: string | null;
  photosCopied: number;
}

/**
 * Copies every row of the embedded database in DATA_DIR into the empty
 * PostgreSQL at DATABASE_URL: both migrated to this version first, then one
 * transaction on PostgreSQL (parents before children, ids kept, sequences set
 * past them), then every table's rows counted on both sides.
 */
export async function moveToPostgres(options: MoveOptions): Promise<MoveReport> {
  const say = options.progress ?? (() => {});
  const source = createDatabase({ dataDir: options.dataDir });
  const target = createDatabase({ databaseUrl: options.databaseUrl, statementTimeoutMs: 0, maxConnections: 2 });
  try {
    say("Bringing both databases to this version's migrations…");
    await migrate(source);
    await migrate(target);
    const [from, to] = [await migrationState(sqlOf(source)), await migrationState(sqlOf(target))];
    if (from.applied !== to.applied) throw new Error(`the two databases are at different migrations (${from.tag} and ${to.tag})`);
    say("Copying every table…");
    const copied = await copyDatabase(source, target, { progress: (line) => say(`  ${line}`) });
    const problems = compareCounts(copied.source, await countRows(sqlOf(target)));
    if (problems.length > 0) throw new Error(`PostgreSQL does not hold what the embedded database does:\n- ${problems.join("\n- ")}`);
    let photosCopied = 0;
    if (options.photos) {
      say("Copying the photos into the bucket…");
      const entries = [];
      for await (const name of options.photos.from.list()) {
        const stored = await options.photos.from.resolve(name);
        if (!stored) continue;
        const chunks: Buffer[] = [];
        for await (const chunk of stored.stream) chunks.push(chunk as Buffer);
        const bytes = Buffer.concat(chunks);
        await options.photos.to.remove(name);
        await options.photos.to.save(name, bytes);
        const { sha256, size } = await sha256OfStream((await options.photos.from.resolve(name))!.stream);
        entries.push({ name, sha256, size });
        photosCopied += 1;
      }
      const photoProblems = await verifyPhotos(options.photos.to, entries);
      if (photoProblems.length > 0) throw new Error(`The bucket does not hold the photos as they are on disk:\n- ${photoProblems.join("\n- ")}`);
    }
    return { tables: copied.source, migration: to.tag, photosCopied };
  } finally {
    await source.close();
    await target.close();
  }
}
