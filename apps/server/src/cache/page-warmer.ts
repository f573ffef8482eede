import { obituaries, type Database } from "@fh/db";
import { LOCALES, localizePath } from "@fh/validators/locale";
import { obituaryPath, publicPages } from "@fh/validators";
import { desc, eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { memorialApiRule, pageRule } from "./cacheable";
import type { PageStore } from "./page-store";
import { toCachedAnswer, type DrawnAnswer, type ResponseCache } from "./response-cache";
import { EVERY_PAGE } from "./tag-generations";

/** What the public cache's plugin lends the warmer: its drawing, and a wait for visitors' drawings to be done. */
export interface WarmerDrawing {
  /** Draws a page as an anonymous visitor at `origin` gets it (the plugin's internal request). */
  draw(origin: string, url: string): Promise<DrawnAnswer>;
  /** Resolves when no visitor's drawing is under way or waiting. */
  visitorsIdle(): Promise<void>;
}

export interface PageWarmerOptions {
  cache: ResponseCache;
  store: PageStore;
  db: Database;
  log: FastifyBaseLogger;
  /** PUBLIC_ORIGIN: the address pages are kept under; without it, the last one visitors used. */
  publicOrigin?: string;
}

/** A memorial's page in each language, and the JSON and guest book its readers' browsers ask for. */
function memorialPages(id: number): string[] {
  return [...LOCALES.map((locale) => localizePath(obituaryPath(id), locale)), `/api/obituaries/${id}`, `/api/obituaries/${id}/guestbook`];
}

/** The kept pages that list memorials, events and services, in each language. */
const listPages = LOCALES.flatMap((locale) => [localizePath(publicPages.home, locale), localizePath(publicPages.obituaries, locale)]);

/**
 * Pages ready before anyone asks. After a write, the pages it dropped are
 * drawn again in the background: a memorial's page in three languages (into
 * memory and the store, as a visitor's drawing would be), and the landing and
 * list pages. After a start, and after a write that drops every memorial's page
 * (a service, everything), it walks the live memorials and draws those whose
 * page on disk is missing or stale, into the store only (a walk must not push
 * visitors' pages out of memory). One drawing at a time, and only while no
 * visitor's drawing is under way or waiting.
 */
export class PageWarmer {
  /** Pages a write dropped, drawn first, into memory and the store. */
  private readonly afterWrites = new Set<string>();
  /** The walk's pages, into the store only. */
  private readonly walking = new Set<string>();
  private drawing: WarmerDrawing | null = null;
  private origin: string | null;
  private running: Promise<void> | null = null;
  private stopped = false;
  private readonly settledWaiters: Array<() => void> = [];
  /** The start's look at the disk and the walk's query, until they are done. */
  private starting: Promise<void> = Promise.resolve();

  constructor(private readonly options: PageWarmerOptions) {
    this.origin = options.publicOrigin ?? null;
  }

  /** Pages still waiting to be drawn (or looked at), for /healthz. */
  get pending(): number {
    return this.afterWrites.size + this.walking.size + (this.running ? 1 : 0);
  }

  /** Called by the plugin once it is registered. */
  attach(drawing: WarmerDrawing): void {
    this.drawing = drawing;
    this.kick();
  }

  /** The origin a visitor read a kept page under; the first one known starts a waiting walk. */
  sawOrigin(origin: string): void {
    if (this.origin) return;
    this.origin = origin;
    this.kick();
  }

  /** The origin pages were kept under before a restart (the store's newest file), when none is configured. */
  knownOrigin(origin: string | null): void {
    if (origin) this.sawOrigin(origin);
  }

  /** After an invalidation here or on another instance: the pages it dropped, drawn again. */
  redraw(tags: readonly string[]): void {
    if (tags.includes(EVERY_PAGE) || tags.includes("services")) {
      void this.walk();
    }
    for (const tag of tags) {
      const id = /^obituary:(\d+)$/.exec(tag)?.[1];
      if (id) for (const path of memorialPages(Number(id))) this.enqueue(path);
    }
    if (tags.some((tag) => tag === EVERY_PAGE || tag === "obituaries" || tag === "events" || tag === "services")) {
      for (const path of listPages) this.enqueue(path);
    }
  }

  /** Every live memorial, newest first, looked at and drawn when its page on disk is missing or stale. */
  async walk(): Promise<void> {
    const rows = await this.options.db.select({ id: obituaries.id }).from(obituaries).where(eq(obituaries.status, "live")).orderBy(desc(obituaries.id));
    for (const { id } of rows) for (const path of memorialPages(id)) this.walking.add(path);
    this.kick();
  }

  /** After a start: the store's scan, then the walk of every live memorial. */
  start(): void {
    const { store, log } = this.options;
    this.starting = (async () => {
      await store.scan();
      this.knownOrigin(store.newestOrigin);
      log.info({ pages: store.size, bytes: store.bytes, maxBytes: store.maxBytes }, "page store opened");
      await this.walk();
    })().catch((err: unknown) => log.warn({ err }, "could not open the page store; pages are drawn as asked"));
  }

  /** Resolves once the start's walk is queued and nothing is waiting to be drawn (tests wait on it). */
  async settled(): Promise<void> {
    await this.starting;
    if (this.pending === 0) return;
    await new Promise<void>((resolve) => this.settledWaiters.push(resolve));
  }

  /** Stops after the drawing under way. */
  async stop(): Promise<void> {
    this.stopped = true;
    await this.running;
  }

  private enqueue(path: string): void {
    this.afterWrites.add(path);
    this.kick();
  }

  /** The next page: one a write dropped first, then the walk's. */
  private next(): { path: string; afterWrite: boolean } | null {
    for (const [queue, afterWrite] of [
      [this.afterWrites, true],
      [this.walking, false],
    ] as const) {
      const path = queue.values().next().value;
      if (path !== undefined) {
        queue.delete(path);
        return { path, afterWrite };
      }
    }
    return null;
  }

  private kick(): void {
    if (this.running || this.stopped || !this.drawing || !this.origin || this.afterWrites.size + this.walking.size === 0) {
      this.notifySettled();
      return;
    }
    this.running = this.work().finally(() => {
      this.running = null;
      this.kick();
    });
  }

  private async work(): Promise<void> {
    const drawing = this.drawing!;
    const origin = this.origin!;
    while (!this.stopped) {
      await drawing.visitorsIdle();
      const next = this.next();
      if (!next) break;
      const { path, afterWrite } = next;
      try {
        await this.drawOne(drawing, origin, path, afterWrite);
      } catch (err) {
        this.options.log.warn({ err, url: path }, "could not draw a page ahead of its readers");
      }
      // Whatever is waiting on the thread (a visitor's request) goes first.
      await new Promise((resolve) => setImmediate(resolve));
    }
  }

  private async drawOne(drawing: WarmerDrawing, origin: string, path: string, afterWrite: boolean): Promise<void> {
    const rule = pageRule(path) ?? memorialApiRule(path);
    if (!rule) return;
    const key = `${origin}${path}`;
    const draw = () => drawing.draw(origin, path);
    if (afterWrite) {
      await this.options.cache.getOrFill(key, rule, draw, "br");
      return;
    }
    const { store } = this.options;
    if (await store.hasCurrent(key)) return;
    const snapshot = store.snapshot(rule.tags);
    const drawn = await draw();
    if (!drawn.storable || drawn.status !== 200) return;
    store.write(key, await toCachedAnswer(drawn, rule.tags, Date.now() + rule.maxAgeMs, "br"), snapshot);
  }

  private notifySettled(): void {
    if (this.pending > 0) return;
    for (const resolve of this.settledWaiters.splice(0)) resolve();
  }
}
