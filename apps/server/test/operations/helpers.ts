import { randomBytes } from "node:crypto";
import { createLocalPhotoStorage, newPhotoName, type PhotoStorage } from "@fh/api";
import { createDatabase, migrate, quoteIdent, sqlOf, type DatabaseHandle } from "@fh/db";
import { seedDemoContent } from "@fh/db/seed";
import { listTables } from "../../src/operations/tables";

/** The PostgreSQL the database tests use, when one answers (TEST_DATABASE_URL). */
export async function answeringPostgres(): Promise<string | null> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return null;
  const probe = createDatabase({ databaseUrl: url, maxConnections: 1 });
  try {
    await probe.ping();
    return url;
  } catch {
    return null;
  } finally {
    await probe.close();
  }
}

/** A new empty database on that server; drop() removes it. */
export async function throwawayPostgres(url: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `fh_ops_${Date.now()}_${randomBytes(4).toString("hex")}`;
  const admin = createDatabase({ databaseUrl: url, maxConnections: 1 });
  await sqlOf(admin)(`create database "${name}"`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  return {
    url: target.toString(),
    drop: async () => {
      await sqlOf(admin)(`drop database if exists "${name}" with (force)`);
      await admin.close();
    },
  };
}

/** The demo content and three photos, as a home that has been running a while. */
export async function seedHome(database: DatabaseHandle, storage: PhotoStorage): Promise<void> {
  await migrate(database);
  await seedDemoContent(database.db);
  for (const extension of ["jpg", "png", "webp"] as const) await storage.save(newPhotoName(extension), randomBytes(20_000 + Math.floor(Math.random() * 5000)));
}

export function openDatabase(where: { dataDir: string } | { databaseUrl: string }): DatabaseHandle {
  return "databaseUrl" in where ? createDatabase({ databaseUrl: where.databaseUrl, maxConnections: 2 }) : createDatabase({ dataDir: where.dataDir });
}

export const photoStore = (folder: string) => createLocalPhotoStorage(folder);

/** Every row of every table, as sorted JSON text: two databases with the same rows give the same answer. */
export async function everyRow(database: DatabaseHandle): Promise<Record<string, string[]>> {
  const sql = sqlOf(database);
  const rows: Record<string, string[]> = {};
  for (const table of await listTables(sql)) {
    const list = table.columns.map(quoteIdent).join(", ");
    const found = await sql(`select row_to_json(r)::text as j from (select ${list} from ${quoteIdent(table.name)}) r`);
    rows[table.name] = found.map((r) => String(r.j)).sort();
  }
  return rows;
}

/** Every photo's bytes, by name. */
export async function everyPhoto(storage: PhotoStorage): Promise<Record<string, string>> {
  const photos: Record<string, string> = {};
  for await (const name of storage.list()) {
    const stored = await storage.resolve(name);
    const chunks: Buffer[] = [];
    for await (const chunk of stored!.stream) chunks.push(chunk as Buffer);
    photos[name] = Buffer.concat(chunks).toString("base64");
  }
  return photos;
}
