import { inSnapshot, type DatabaseHandle } from "@fh/db";
import { countRows, listTables, readRows, resetSequences, totalRows, writeRows, type RowCounts } from "./tables";

export interface CopyReport {
  /** Rows per table in the source, read in the same snapshot as the copy. */
  source: RowCounts;
}

/**
 * Copies every row of every table from one database into another at the
 * same migration, in one transaction on the target (all or nothing), parents
 * before children, then sets each sequence past the copied ids. Tables are
 * read from the source's catalog, so a table added later is copied too.
 */
export async function copyDatabase(from: DatabaseHandle, to: DatabaseHandle, options: { clearFirst?: boolean; progress?: (line: string) => void } = {}): Promise<CopyReport> {
  return inSnapshot(
    from,
    async (read) => {
      const tables = await listTables(read);
      const source = await countRows(read, tables);
      await inSnapshot(to, async (write) => {
        const targetTables = new Map((await listTables(write)).map((t) => [t.name, t]));
        const missing = tables.filter((t) => !targetTables.has(t.name)).map((t) => t.name);
        if (missing.length > 0) throw new Error(`the target database has no table ${missing.join(", ")}: it is not at the same migration`);
        if (options.clearFirst) {
          await write(`truncate ${tables.map((t) => `"${t.name.replaceAll('"', '""')}"`).join(", ")} restart identity cascade`);
        } else {
          const existing = totalRows(await countRows(write, tables));
          if (existing > 0) throw new Error(`the target database already holds ${existing} rows`);
        }
        for (const table of tables) {
          // Only the columns both sides have, in the target's own definition.
          const into = targetTables.get(table.name)!;
          const shared = { ...into, columns: into.columns.filter((c) => table.columns.includes(c)) };
          const readable = { ...table, columns: shared.columns };
          for await (const batch of readRows(read, readable)) await writeRows(write, shared, batch);
          options.progress?.(`${table.name}: ${source[table.name]} rows`);
        }
        await resetSequences(write, tables.map((t) => targetTables.get(t.name)!));
      });
      return { source };
    },
    { readOnly: true },
  );
}
