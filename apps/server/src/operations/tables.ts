import { quoteIdent, type Sql } from "@fh/db";

/**
 * Every table of the database, read from the database itself rather than a
 * list in the code, so a table added by a later migration is backed up,
 * moved and counted without anyone remembering to add it here.
 */
export interface TableInfo {
  name: string;
  /** Columns a row is written with: generated ones (the search vector) are computed again by the database. */
  columns: string[];
  /** Columns whose values come from a sequence (serial or identity), set past the highest copied value. */
  sequenced: string[];
}

/** The application's tables (schema public), parents before the tables that point at them. */
export async function listTables(sql: Sql): Promise<TableInfo[]> {
  const tables = (await sql(`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`)).map((r) => String(r.name));
  const columns = await sql(
    `select table_name, column_name, is_generated, pg_get_serial_sequence(quote_ident(table_name), column_name) as sequence
       from information_schema.columns where table_schema = 'public' order by table_name, ordinal_position`,
  );
  const references = await sql(
    `select child.relname as child, parent.relname as parent
       from pg_constraint c
       join pg_class child on child.oid = c.conrelid
       join pg_class parent on parent.oid = c.confrelid
       join pg_namespace n on n.oid = child.relnamespace
      where c.contype = 'f' and n.nspname = 'public' and child.oid <> parent.oid`,
  );
  const info = new Map<string, TableInfo>(tables.map((name) => [name, { name, columns: [], sequenced: [] }]));
  for (const column of columns) {
    const table = info.get(String(column.table_name));
    if (!table) continue;
    if (column.is_generated !== "ALWAYS") table.columns.push(String(column.column_name));
    if (column.sequence) table.sequenced.push(String(column.column_name));
  }
  const parents = new Map<string, Set<string>>(tables.map((name) => [name, new Set()]));
  for (const r of references) parents.get(String(r.child))?.add(String(r.parent));
  // Parents first; a cycle (none today) keeps the remaining tables in name order.
  const ordered: TableInfo[] = [];
  const placed = new Set<string>();
  while (placed.size < tables.length) {
    const ready = tables.filter((name) => !placed.has(name) && [...(parents.get(name) ?? [])].every((p) => placed.has(p) || !info.has(p)));
    const next = ready.length > 0 ? ready : tables.filter((name) => !placed.has(name)).slice(0, 1);
    for (const name of next) {
      placed.add(name);
      ordered.push(info.get(name)!);
    }
  }
  return ordered;
}

export type RowCounts = Record<string, number>;

export async function countRows(sql: Sql, tables?: TableInfo[]): Promise<RowCounts> {
  const counts: RowCounts = {};
  for (const table of tables ?? (await listTables(sql))) {
    const [row] = await sql(`select count(*)::int as n from ${quoteIdent(table.name)}`);
    counts[table.name] = Number(row?.n ?? 0);
  }
  return counts;
}

export const totalRows = (counts: RowCounts) => Object.values(counts).reduce((sum, n) => sum + n, 0);

/** Rows of one table as JSON text, a batch at a time in the order of its physical layout (stable within a snapshot). */
export async function* readRows(sql: Sql, table: TableInfo, batchSize = 1000): AsyncGenerator<string[]> {
  const list = table.columns.map(quoteIdent).join(", ");
  for (let offset = 0; ; offset += batchSize) {
    const rows = await sql(`select row_to_json(r)::text as j from (select ${list} from ${quoteIdent(table.name)} order by ctid limit ${batchSize} offset ${offset}) r`);
    if (rows.length === 0) return;
    yield rows.map((r) => String(r.j));
    if (rows.length < batchSize) return;
  }
}

/** Writes rows read by readRows, with their own ids; the database converts each JSON value back to its column's type. */
export async function writeRows(sql: Sql, table: TableInfo, rows: string[]): Promise<void> {
  if (rows.length === 0) return;
  const list = table.columns.map(quoteIdent).join(", ");
  await sql(
    `insert into ${quoteIdent(table.name)} (${list}) overriding system value select ${list} from json_populate_recordset(null::${quoteIdent(table.name)}, $1::json)`,
    [`[${rows.join(",")}]`],
  );
}

/** Sets each sequence past the highest value copied, so the next insert does not collide with a copied id. */
export async function resetSequences(sql: Sql, tables: TableInfo[]): Promise<void> {
  for (const table of tables) {
    for (const column of table.sequenced) {
      await sql(
        `select setval(pg_get_serial_sequence($1, $2), coalesce((select max(${quoteIdent(column)}) from ${quoteIdent(table.name)}), 0) + 1, false)`,
        [quoteIdent(table.name), column],
      );
    }
  }
}
