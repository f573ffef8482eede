import { BUSINESS_TIME_ZONE, byIdInput, todayIn } from "@fh/validators";
import { and, asc, eq, gte, sql, type InferSelectModel, type SQL } from "drizzle-orm";
import type { PgColumn, PgInsertValue, PgTable, PgUpdateSetSource } from "drizzle-orm/pg-core";
import type { SelectResultFields } from "drizzle-orm/query-builders/select.types";
import type { z } from "zod";
import type { PublicCacheDeclaration } from "../cache/declare";
import type { Context } from "../context";
import { found } from "../errors";
import { publicProcedure, staffProcedure } from "../trpc";
import { bySoonest, UPCOMING_LIMIT } from "./upcoming";

/**
 * Events and funeral services are one kind of record under Events &
 * Announcements (SPEC §5): dated and timed, and public or private as staff
 * choose. Their tables differ only in names and a column or two, so their
 * procedures are made here once, from a description of the table.
 */
export interface AnnouncementTable<TTable extends PgTable> {
  table: TTable;
  id: PgColumn;
  date: PgColumn;
  time: PgColumn;
  isPublic: PgColumn;
}

/** The table's `calendarSequence` column, which every announcement table has (its .ics's SEQUENCE). */
type SequencedTable = PgTable & { calendarSequence: PgColumn };

/**
 * Drizzle cannot follow a table it knows only as a type parameter, so rows are
 * typed here from what was selected: the same types a query on the table
 * itself answers.
 */
async function rowsOf<Row>(query: PromiseLike<unknown>): Promise<Row[]> {
  return (await query) as Row[];
}

/** Staff's procedures over one announcement table. `what` names the record in a 404: "Event not found". */
export function staffAnnouncementProcedures<
  TTable extends SequencedTable,
  TCreate extends z.ZodType<object>,
  TUpdate extends z.ZodType<{ id: number }>,
>(
  kind: AnnouncementTable<TTable> & {
    what: string;
    createInput: TCreate;
    updateInput: TUpdate;
    /** Drops the cached public answers that show this kind (cache/invalidate.ts). */
    invalidate: (ctx: Context) => Promise<void>;
    /** Checks and completes the fields before they are written (a service's linked obituary). */
    prepare?: <F extends object>(ctx: Context, fields: F) => Promise<F>;
    /**
     * Told of each change, in the staff mutation's transaction (ctx.db), with
     * the row before (null when created) and after (null when deleted): a
     * service's followers are emailed from here (notifications/service-notices.ts).
     */
    onChange?: (ctx: Context, before: InferSelectModel<TTable> | null, after: InferSelectModel<TTable> | null) => Promise<void>;
  },
) {
  type Row = InferSelectModel<TTable>;
  const prepare = kind.prepare ?? (async <F extends object>(_ctx: Context, fields: F) => fields);
  const { table, what } = kind;
  return {
    /** Public and private ones, soonest first. */
    list: staffProcedure.query(({ ctx }) =>
      rowsOf<Row>(ctx.db.select().from(table as PgTable).orderBy(asc(kind.date), asc(kind.time), asc(kind.id))),
    ),

    create: staffProcedure.input(kind.createInput).mutation(async ({ ctx, input }) => {
      const now = ctx.now();
      const values = { ...(await prepare(ctx, input as object)), createdAt: now, updatedAt: now } as PgInsertValue<TTable>;
      const [row] = await rowsOf<Row>(ctx.db.insert(table).values(values).returning());
      const created = found(row, what);
      await kind.onChange?.(ctx, null, created);
      await kind.invalidate(ctx);
      return created;
    }),

    /**
     * Only the fields sent change; updatedAt moves, and so does the calendar
     * entry's SEQUENCE: a calendar that already holds the entry (same UID)
     * takes the new one only when its SEQUENCE is higher (RFC 5545 §3.8.7.4).
     */
    update: staffProcedure.input(kind.updateInput).mutation(async ({ ctx, input }) => {
      const { id, ...fields } = input;
      const changes = {
        ...(await prepare(ctx, fields)),
        updatedAt: ctx.now(),
        calendarSequence: sql`${table.calendarSequence} + 1`,
      } as PgUpdateSetSource<TTable>;
      // The row as it was, locked, so the notice compares with what this edit really changed.
      const [before] = kind.onChange ? await rowsOf<Row>(ctx.db.select().from(table as PgTable).where(eq(kind.id, id)).for("update")) : [];
      const [row] = await rowsOf<Row>(ctx.db.update(table).set(changes).where(eq(kind.id, id)).returning());
      const updated = found(row, what);
      if (before) await kind.onChange?.(ctx, before, updated);
      await kind.invalidate(ctx);
      return updated;
    }),

    delete: staffProcedure.input(byIdInput).mutation(async ({ ctx, input }) => {
      // Told before the row goes, in the same transaction: what hangs on it (a service's RSVPs) goes with it.
      const [row] = await rowsOf<Row>(ctx.db.select().from(table as PgTable).where(eq(kind.id, input.id)).for("update"));
      const deleted = found(row, what);
      await kind.onChange?.(ctx, deleted, null);
      await ctx.db.delete(table).where(eq(kind.id, input.id));
      await kind.invalidate(ctx);
      return { success: true as const };
    }),
  };
}

/**
 * The public list: public ones from today (in Lake Worth) onward, soonest
 * first, with only `columns`, what the site shows. `date` and `time` name
 * the date and time among them.
 */
export function upcomingAnnouncementsProcedure<
  TTable extends PgTable,
  TColumns extends Record<string, PgColumn | SQL>,
  TDate extends keyof TColumns & string,
  TTime extends keyof TColumns & string,
>(kind: Omit<AnnouncementTable<TTable>, "date" | "time"> & { columns: TColumns; date: TDate; time: TTime; publicCache: PublicCacheDeclaration }) {
  type Row = SelectResultFields<TColumns>;
  const date = kind.columns[kind.date] as PgColumn;
  return publicProcedure.meta({ publicCache: kind.publicCache }).query(async ({ ctx }) => {
    const today = todayIn(BUSINESS_TIME_ZONE, ctx.now());
    const rows = await rowsOf<Row>(
      ctx.db
        .select(kind.columns as Record<string, PgColumn>)
        .from(kind.table as PgTable)
        .where(and(eq(kind.isPublic, true), gte(date, today)))
        .orderBy(asc(date), asc(kind.id))
        .limit(UPCOMING_LIMIT),
    );
    return rows.sort(bySoonest((row) => row[kind.date] as string, (row) => row[kind.time] as string));
  });
}
