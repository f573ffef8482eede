import { createHash } from "node:crypto";
import { promisify } from "node:util";
import zlib from "node:zlib";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** The encodings a kept answer may carry besides its plain bytes. */
export type Encoding = "br" | "gzip";

/** What a fill hands over: the answer as the route drew it, uncompressed. */
export interface DrawnAnswer {
  status: number;
  body: Buffer;
  /** Headers kept with the bytes (content type, the page's Content-Security-Policy). */
  headers: Record<string, string>;
  /** False when the answer must be sent but not kept (an error, a degraded page). */
  storable: boolean;
}

/** An answer kept in memory, already compressed, with its strong validator. */
export interface CachedAnswer {
  status: number;
  headers: Record<string, string>;
  /** Null when only compressed copies are kept (identityOf unpacks one for the rare client that asks). */
  identity: Buffer | null;
  /** Each encoding is made the first time a reader asks for it (withEncoding), not at every fill. */
  br: Buffer | null;
  gzip: Buffer | null;
  /** Strong ETag of the identity bytes, without quotes; each encoding adds its own suffix. */
  hash: string;
  tags: readonly string[];
  bytes: number;
  /** When it is drawn again even without a write (time moves "upcoming" and "today"). */
  expiresAt: number;
}

/** Below this, compressing costs more than it saves (the same threshold as @fastify/compress). */
const COMPRESS_MIN_BYTES = 1024;

/**
 * Up to this size the uncompressed bytes are not kept: browsers, CDNs and
 * crawlers ask for br or gzip, so a page's identity copy (about two thirds of
 * its entry) would mostly sit in memory unread. Larger answers (the full list)
 * keep it, since unzipping 6 MB per request would cost more than the memory.
 */
const UNZIP_ON_DEMAND_MAX_BYTES = 256 * 1024;

/** The uncompressed bytes of a kept answer. */
export function identityOf(answer: CachedAnswer): Buffer {
  return answer.identity ?? (answer.gzip ? zlib.gunzipSync(answer.gzip) : zlib.brotliDecompressSync(answer.br!));
}

/** The same, off the main thread: what a new encoding is made from. */
async function identityAsync(answer: CachedAnswer): Promise<Buffer> {
  if (answer.identity) return answer.identity;
  return answer.gzip ? promisify(zlib.gunzip)(answer.gzip) : promisify(zlib.brotliDecompress)(answer.br!);
}

/** True when the answer is worth compressing at all. */
export function compressible(answer: CachedAnswer): boolean {
  return answer.br !== null || answer.gzip !== null || (answer.identity?.length ?? 0) >= COMPRESS_MIN_BYTES;
}

/**
 * The bytes in memory of their own. zlib hands back a view into its 16 KB
 * output chunk, and small buffers are views into an 8 KB pool shared with
 * other allocations: kept as is, a 3 KB page would hold 16 KB or more until
 * it leaves the cache, and PUBLIC_CACHE_MB would bound a fraction of what is
 * held (measured under the bench: Buffers of about 100 MB while the cache
 * counted under 48).
 */
function ownCopy(bytes: Buffer): Buffer {
  if (bytes.byteOffset === 0 && bytes.buffer.byteLength === bytes.length) return bytes;
  const copy = Buffer.allocUnsafeSlow(bytes.length);
  bytes.copy(copy);
  return copy;
}

/**
 * Brotli's settings for one answer. Its window (lgwin) decides the size of
 * the encoder's match tables: at the default 4 MB window, quality 9 sets up
 * about 32 MB of tables for every answer, even a 3 KB one. A 64 KB window
 * (lgwin 16) takes about 1 MB, and a window as large as the answer loses
 * nothing. Quality 5 is within half a percent of 9 on the site's pages and
 * JSON at two thirds of the time (a 30 KB page: 11.9 KB at 0.76 ms against
 * 11.87 KB at 1.0 ms), so answers take 5 whatever their size; the full list
 * takes a 1 MB window (lgwin 20), since its records repeat within a few KB.
 * docs/decisions/023-cache-memory.md has the figures.
 */
const LARGE_ANSWER_BYTES = 512 * 1024;

function brotliParams(length: number): Record<number, number> {
  return {
    [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
    [zlib.constants.BROTLI_PARAM_LGWIN]: length > LARGE_ANSWER_BYTES ? 20 : 16,
    [zlib.constants.BROTLI_PARAM_SIZE_HINT]: length,
  };
}

/** gzip's level 6 makes the same size as 9 on these answers (0.02 % larger) in four fifths of the time. */
const GZIP_LEVEL = 6;

async function compress(body: Buffer, encoding: Encoding): Promise<Buffer> {
  const bytes = encoding === "br" ? await brotli(body, { params: brotliParams(body.length) }) : await gzip(body, { level: GZIP_LEVEL });
  return ownCopy(bytes);
}

/** Whether the plain bytes stay once a compressed copy exists: only for answers too large to unpack per request. */
function keepsIdentity(length: number, askedPlain: boolean): boolean {
  return askedPlain || length > UNZIP_ON_DEMAND_MAX_BYTES;
}

/** An answer with what it holds counted (its bodies and the objects around them). */
export function withBytes(answer: Omit<CachedAnswer, "bytes">): CachedAnswer {
  const bytes = (answer.identity?.length ?? 0) + (answer.br?.length ?? 0) + (answer.gzip?.length ?? 0) + overheadOf(answer.headers, answer.tags);
  return { ...answer, bytes };
}

/**
 * A drawn answer as it is kept. Only the encoding the first reader asked for
 * is made (none for a client that asked for none): most answers drawn once
 * are read once (a crawler walking the archive), and making both br and gzip
 * of every first drawing cost more than the few answers read again in the
 * other encoding, which withEncoding makes when they are.
 */
export async function toCachedAnswer(drawn: DrawnAnswer, tags: readonly string[], expiresAt: number, wanted: Encoding | null = null): Promise<CachedAnswer> {
  const { body } = drawn;
  const hash = createHash("sha256").update(body).digest("base64url").slice(0, 32);
  const encoded = wanted && body.length >= COMPRESS_MIN_BYTES ? await compress(body, wanted) : null;
  const identity = encoded && !keepsIdentity(body.length, false) ? null : ownCopy(body);
  return withBytes({
    status: drawn.status,
    headers: drawn.headers,
    identity,
    br: wanted === "br" ? encoded : null,
    gzip: wanted === "gzip" ? encoded : null,
    hash,
    tags,
    expiresAt,
  });
}

/**
 * What an entry holds besides its bodies, roughly: its headers, its tags and the objects
 * around them. Counted so that PUBLIC_CACHE_MB bounds the memory the cache
 * holds: ten thousand small answers carry as much in headers as in bytes.
 */
const ENTRY_OBJECTS_BYTES = 320;
const STRING_BYTES = 24;

function overheadOf(headers: Record<string, string>, tags: readonly string[]): number {
  let n = ENTRY_OBJECTS_BYTES;
  for (const [name, value] of Object.entries(headers)) n += name.length + value.length + 2 * STRING_BYTES;
  for (const tag of tags) n += tag.length + STRING_BYTES;
  return n;
}

/** An entry's key, held by the entry map and by each of its tags' sets. */
function keyBytes(key: string, tags: readonly string[]): number {
  return (key.length + STRING_BYTES) * (1 + tags.length);
}

interface Fill {
  promise: Promise<CachedAnswer | DrawnAnswer>;
  tags: readonly string[];
}

/**
 * A slower store behind this one (./page-store.ts, on disk): asked on a miss
 * before drawing, and given every drawing of a page it keeps.
 */
export interface SecondTier {
  /** Whether it keeps answers of this rule (pages, one memorial's API answers). */
  keeps(rule: { kind?: string; tags: readonly string[] }): boolean;
  /** What a drawing starting now records, so that one a write came after is never kept as current. */
  snapshot(tags: readonly string[]): readonly number[];
  read(key: string): Promise<CachedAnswer | null>;
  /** Keeps the drawing in the background; never throws. */
  write(key: string, answer: CachedAnswer, snapshot: readonly number[]): void;
}

export interface ResponseCacheOptions {
  /** Bytes kept (identity + br + gzip of every entry); the least recently read go first. */
  maxBytes: number;
  secondTier?: SecondTier;
}

/**
 * Public answers by key (host and full path), each tagged with what it shows
 * (@fh/api cache/invalidate.ts). One fill per key at a time: a thousand readers
 * of a memorial that is not yet cached wait for one drawing, not a thousand.
 *
 * Invalidation is exact even against fills in flight: a fill that started
 * before one of its tags was invalidated is sent to those already waiting for
 * it (they asked before the write answered) but never kept, and later readers
 * start a new one.
 */
export class ResponseCache {
  /** In recency order: a Map iterates in insertion order, and a read re-inserts. */
  private readonly entries = new Map<string, CachedAnswer>();
  private readonly byTag = new Map<string, Set<string>>();
  private readonly fills = new Map<string, Fill>();
  /** Encodings being made for kept answers, by key and encoding: fifty readers wait for one. */
  private readonly encodings = new Map<string, Promise<CachedAnswer>>();
  /** A counter moved by every invalidation; fills remember where it stood when they began. */
  private clock = 0;
  private readonly invalidatedAt = new Map<string, number>();
  /** Fills under way, those forgotten by an invalidation included: until none is, invalidatedAt is needed. */
  private running = 0;
  private clearedAt = 0;
  private totalBytes = 0;

  constructor(private readonly options: ResponseCacheOptions) {}

  get size(): number {
    return this.entries.size;
  }

  get bytes(): number {
    return this.totalBytes;
  }

  /** The kept answer, if any, marked as the most recently read. */
  get(key: string, now: number = Date.now()): CachedAnswer | undefined {
    const entry = this.entries.get(key);
    if (entry && entry.expiresAt <= now) {
      this.remove(key);
      return undefined;
    }
    if (entry) {
      this.entries.delete(key);
      this.entries.set(key, entry);
    }
    return entry;
  }

  /**
   * The kept answer, or the one `draw` makes (shared by everyone asking
   * meanwhile), kept with the encoding the one who started the fill asked for.
   */
  async getOrFill(
    key: string,
    rule: { tags: readonly string[]; maxAgeMs: number; kind?: string },
    draw: () => Promise<DrawnAnswer>,
    wanted: Encoding | null = null,
  ): Promise<CachedAnswer | DrawnAnswer> {
    const { tags } = rule;
    const kept = this.get(key);
    if (kept) return kept;
    const inFlight = this.fills.get(key);
    if (inFlight) return inFlight.promise;

    const startedAt = this.clock;
    const tier = this.options.secondTier?.keeps(rule) ? this.options.secondTier : undefined;
    this.running += 1;
    const fill: Fill = {
      tags,
      promise: (async () => {
        // Taken before the store is read or the page drawn: what they show is at least this fresh.
        const snapshot = tier?.snapshot(tags);
        const stored = await tier?.read(key);
        if (stored) {
          if (this.stillCurrent(tags, startedAt)) this.store(key, stored);
          return stored;
        }
        const drawn = await draw();
        if (!drawn.storable) return drawn;
        const answer = await toCachedAnswer(drawn, tags, Date.now() + rule.maxAgeMs, wanted);
        if (this.stillCurrent(tags, startedAt)) this.store(key, answer);
        if (tier && snapshot) tier.write(key, answer, snapshot);
        return answer;
      })(),
    };
    this.fills.set(key, fill);
    try {
      return await fill.promise;
    } finally {
      if (this.fills.get(key) === fill) this.fills.delete(key);
      this.running -= 1;
      if (this.running === 0) this.invalidatedAt.clear();
    }
  }

  /**
   * The answer with `wanted` made, when it can be compressed and is not yet:
   * made once from its bytes off the main thread, and kept with it unless the
   * entry was dropped or replaced meanwhile (a write: the answer is then sent
   * to this reader, who asked before it, but not kept).
   */
  async withEncoding(key: string, answer: CachedAnswer, wanted: Encoding): Promise<CachedAnswer> {
    if (answer[wanted] || !compressible(answer)) return answer;
    const slot = `${key}\n${wanted}`;
    let making = this.encodings.get(slot);
    if (!making) {
      making = (async () => {
        const body = await identityAsync(answer);
        const encoded = await compress(body, wanted);
        const plainAsked = answer.br === null && answer.gzip === null; // its first reader asked for none
        const richer = withBytes({
          ...answer,
          [wanted]: encoded,
          identity: keepsIdentity(body.length, plainAsked) ? ownCopy(body) : null,
        });
        if (this.entries.get(key) === answer) this.replace(key, answer, richer);
        return richer;
      })();
      this.encodings.set(slot, making);
      making.then(
        () => this.encodings.delete(slot),
        () => this.encodings.delete(slot),
      );
    }
    return making;
  }

  /** Drops every entry carrying any of the tags, and forgets fills that began before now. */
  invalidate(tags: readonly string[]): void {
    this.clock += 1;
    for (const tag of tags) {
      if (this.running > 0) this.invalidatedAt.set(tag, this.clock);
      const keys = this.byTag.get(tag);
      if (keys) for (const key of [...keys]) this.remove(key);
    }
    for (const [key, fill] of this.fills) if (fill.tags.some((tag) => tags.includes(tag))) this.fills.delete(key);
  }

  /** Drops everything (a write too broad to name, or missed news from the other instances). */
  clear(): void {
    this.clock += 1;
    this.clearedAt = this.clock;
    this.entries.clear();
    this.byTag.clear();
    this.fills.clear();
    this.totalBytes = 0;
  }

  private stillCurrent(tags: readonly string[], startedAt: number): boolean {
    if (this.clearedAt > startedAt) return false;
    return tags.every((tag) => (this.invalidatedAt.get(tag) ?? 0) <= startedAt);
  }

  private store(key: string, answer: CachedAnswer): void {
    if (answer.bytes > this.options.maxBytes / 4) return; // one answer never pushes out most of the rest
    this.remove(key);
    this.entries.set(key, answer);
    this.totalBytes += answer.bytes + keyBytes(key, answer.tags);
    for (const tag of answer.tags) {
      let keys = this.byTag.get(tag);
      if (!keys) this.byTag.set(tag, (keys = new Set()));
      keys.add(key);
    }
    for (const [oldest] of this.entries) {
      if (this.totalBytes <= this.options.maxBytes) break;
      this.remove(oldest);
    }
  }

  /** Puts a richer copy of a kept answer in its place (same key, same tags), within the bound. */
  private replace(key: string, old: CachedAnswer, richer: CachedAnswer): void {
    this.entries.set(key, richer);
    this.totalBytes += richer.bytes - old.bytes;
    if (richer.bytes > this.options.maxBytes / 4) this.remove(key);
    for (const [oldest] of this.entries) {
      if (this.totalBytes <= this.options.maxBytes) break;
      this.remove(oldest);
    }
  }

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.totalBytes -= entry.bytes + keyBytes(key, entry.tags);
    for (const tag of entry.tags) {
      const keys = this.byTag.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) this.byTag.delete(tag);
    }
  }
}
