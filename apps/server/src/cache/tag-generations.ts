import { randomInt } from "node:crypto";
import { pageTagGenerations, type Database } from "@fh/db";
import { sql } from "drizzle-orm";

/** The tag every kept page carries besides its own: invalidateAll moves it. */
export const EVERY_PAGE = "*";

/** Generations as a write sets them, sent to the other instances with the tags. */
export type Generations = Record<string, number>;

/**
 * A fresh generation: random, never counted up, so a database restored from an
 * older backup (whose generations went back) can never come to hold again a
 * value a page on disk was drawn under, and two instances bumping one tag at
 * once never agree by chance. Positive in the database; this instance's
 * interim values (forget) are negative, so they match nothing written before.
 */
const fresh = () => randomInt(1, 2 ** 48);
const interim = () => -randomInt(1, 2 ** 48);

/**
 * The generation of every public-cache tag, as this instance knows it: read
 * from page_tag_generations at start, moved by this instance's writes (after
 * their commit, before they answer) and by the other instances' news. A page
 * kept on disk is used only while the generations of its tags equal those it
 * was drawn under (./page-store.ts); a tag absent from the table is 0.
 */
export class TagGenerations {
  private readonly current = new Map<string, number>();
  /** Tags moved while a reload reads the table: the reload's older read must not put them back. */
  private movedDuringReload: Set<string> | null = null;

  constructor(private readonly db: Database) {}

  /** Reads the table; a database that never had one gets its "every page" generation (a fresh database never matches an old store). */
  async load(): Promise<void> {
    await this.db.insert(pageTagGenerations).values({ tag: EVERY_PAGE, generation: fresh() }).onConflictDoNothing();
    await this.reload();
  }

  /** The generations of a page's tags right now, "every page" first: what a drawing starting now records. */
  snapshot(tags: readonly string[]): number[] {
    return [EVERY_PAGE, ...tags].map((tag) => this.current.get(tag) ?? 0);
  }

  /** Whether a page drawn under `recorded` is still current (equality: an older backup restored misses too). */
  matches(tags: readonly string[], recorded: readonly number[]): boolean {
    if (recorded.length !== tags.length + 1) return false;
    return this.snapshot(tags).every((generation, i) => generation === recorded[i]);
  }

  /**
   * At once, before the database is told: pages on disk carrying these tags
   * stop matching here, so nothing stale is read back between a write's commit
   * and its new generation's arrival.
   */
  forget(tags: readonly string[]): void {
    for (const tag of tags) this.set(tag, interim());
  }

  /** Moves the tags to fresh generations in the table (one upsert), then here; answers them for the other instances. */
  async bump(tags: readonly string[]): Promise<Generations> {
    const next: Generations = {};
    for (const tag of new Set(tags)) next[tag] = fresh();
    const rows = Object.entries(next).map(([tag, generation]) => ({ tag, generation }));
    await this.db
      .insert(pageTagGenerations)
      .values(rows)
      .onConflictDoUpdate({ target: pageTagGenerations.tag, set: { generation: sql`excluded.generation` } });
    this.apply(next);
    return next;
  }

  /** Generations another instance set. */
  apply(generations: Generations): void {
    for (const [tag, generation] of Object.entries(generations)) if (Number.isSafeInteger(generation)) this.set(tag, generation);
  }

  /** Everything again from the table (after news may have been missed). */
  async reload(): Promise<void> {
    const moved = new Set<string>();
    this.movedDuringReload = moved;
    try {
      const rows = await this.db.select().from(pageTagGenerations);
      for (const { tag, generation } of rows) if (!moved.has(tag)) this.current.set(tag, generation);
    } finally {
      if (this.movedDuringReload === moved) this.movedDuringReload = null;
    }
  }

  private set(tag: string, generation: number): void {
    this.current.set(tag, generation);
    this.movedDuringReload?.add(tag);
  }
}
