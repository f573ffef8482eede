import { createHash, randomBytes } from "node:crypto";
import fs, { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { open, readdir, stat } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";
import type { FastifyBaseLogger } from "fastify";
import { showsOneMemorial } from "./cacheable";
import { identityOf, withBytes, type CachedAnswer } from "./response-cache";
import type { TagGenerations } from "./tag-generations";

const brotli = promisify(zlib.brotliCompress);
// The callback forms, promised: a page read is one of them per request, and fs/promises'
// readFile (a FileHandle, then open, fstat, read and close as promises) costs the answering
// thread two to three times as much (measured: 26-30 against 47-83 µs for a 20 KB page).
const readFile = promisify(fs.readFile);
const writeFile = promisify(fs.writeFile);
const rename = promisify(fs.rename);
const unlink = promisify(fs.unlink);

/**
 * One file per page: MAGIC, the header's length (4 bytes), the header (JSON:
 * key, status, headers, validator, tags, the generations it was drawn under,
 * expiry, the body's length and CRC-32), then the body as br (plain when under
 * a kilobyte). A file that does not read back whole is a miss and is removed.
 */
const MAGIC = Buffer.from("FHPAGE1\n");
const HEADER_MAX_BYTES = 64 * 1024;
/** The store's epoch: a new one (dropAll) makes every file written before it unusable, across restarts too. */
const EPOCH_FILE = "epoch";

interface Header {
  epoch: string;
  key: string;
  status: number;
  headers: Record<string, string>;
  hash: string;
  tags: string[];
  generations: number[];
  expiresAt: number;
  encoding: "br" | null;
  length: number;
  crc: number;
}

export interface PageStoreOptions {
  dir: string;
  /** Bytes of files kept; the least recently read go first. */
  maxBytes: number;
  generations: TagGenerations;
  log: FastifyBaseLogger;
  /** How long a page with these tags may be kept past its rule's expiry, when what it shows does not move with the clock (./page-lifetime.ts). */
  lifetime?: (tags: readonly string[]) => Promise<number | null>;
}

/** The file of a key: its hash, so any key is a safe name and a read needs no index beyond it. */
function fileOf(key: string): string {
  return createHash("sha256").update(key).digest("base64url").slice(0, 27);
}

/** Brotli as the memory cache makes it (quality 5, a 64 KB window: response-cache.ts says why). */
async function brOf(answer: CachedAnswer): Promise<Buffer | null> {
  if (answer.br) return answer.br;
  const body = identityOf(answer);
  if (body.length < 1024) return null;
  return brotli(body, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
      [zlib.constants.BROTLI_PARAM_LGWIN]: 16,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
}

/**
 * The second tier behind the in-memory public cache: kept pages as files
 * under DATA_DIR/page-store, bounded by PAGE_STORE_MB, surviving a restart.
 * In memory it holds only each file's name and size, in recency order; all
 * else a read needs is in the file. A page is used only while the generations
 * of its tags equal those it was drawn under (./tag-generations.ts), so it is
 * exactly as fresh as the memory cache (docs/decisions/036-page-store.md).
 */
export class PageStore {
  /** File name → its size; a Map iterates in insertion order, and a read re-inserts. */
  private readonly files = new Map<string, number>();
  private totalBytes = 0;
  private epoch: string;
  /** Until the first scan is done, a name missing from the index may still be on disk. */
  private scanned = false;
  /** The origin (protocol and host) of the newest page found by the scan: where pages were read last time. */
  newestOrigin: string | null = null;

  constructor(private readonly options: PageStoreOptions) {
    mkdirSync(options.dir, { recursive: true });
    let epoch = "";
    try {
      epoch = readFileSync(path.join(options.dir, EPOCH_FILE), "utf8").trim();
    } catch {
      // first start: a new epoch below
    }
    this.epoch = epoch || this.newEpoch();
  }

  /** Writes under way (close waits for them, and tests). */
  private readonly writing = new Set<Promise<void>>();

  get size(): number {
    return this.files.size;
  }

  get bytes(): number {
    return this.totalBytes;
  }

  get maxBytes(): number {
    return this.options.maxBytes;
  }

  /**
   * Reads every file's header once at start: stale, expired, foreign and
   * unreadable files go, the rest are indexed, the most recently written
   * counted as the most recently read.
   */
  async scan(now: number = Date.now()): Promise<void> {
    const found: Array<{ name: string; size: number; mtime: number; origin: string }> = [];
    for (const name of await readdir(this.options.dir)) {
      if (name === EPOCH_FILE) continue;
      const file = path.join(this.options.dir, name);
      const header = name.includes(".") ? null : await this.readHeader(file);
      if (!header || header.expiresAt <= now || !this.options.generations.matches(header.tags, header.generations) || fileOf(header.key) !== name) {
        await unlink(file).catch(() => {});
        continue;
      }
      const info = await stat(file).catch(() => null);
      if (info) found.push({ name, size: info.size, mtime: info.mtimeMs, origin: new URL(header.key).origin });
    }
    found.sort((a, b) => a.mtime - b.mtime);
    for (const { name, size } of found) if (!this.files.has(name)) this.index(name, size);
    this.newestOrigin = found.at(-1)?.origin ?? null;
    this.scanned = true;
    this.evict();
  }

  /**
   * Pages, and the API answers that show one memorial (its JSON, its guest
   * book): a memorial's readers ask for those as they ask for its page. Lists
   * and searches change with every memorial and are drawn again.
   */
  keeps(rule: { kind?: string; tags: readonly string[] }): boolean {
    return rule.kind === "page" || showsOneMemorial(rule);
  }

  snapshot(tags: readonly string[]): readonly number[] {
    return this.options.generations.snapshot(tags);
  }

  /** Resolves once every write begun so far is on disk (or given up). */
  async flush(): Promise<void> {
    while (this.writing.size > 0) await Promise.all([...this.writing]);
  }

  /** Whether a current copy of the key is on disk (its header read back: not expired, generations current). */
  async hasCurrent(key: string, now: number = Date.now()): Promise<boolean> {
    // A visitor's drawing of this page may be on its way to disk: it counts once it is there.
    await this.flush();
    const name = fileOf(key);
    if (this.scanned && !this.files.has(name)) return false;
    const header = await this.readHeader(path.join(this.options.dir, name));
    return header !== null && header.key === key && header.expiresAt > now && this.options.generations.matches(header.tags, header.generations);
  }

  /** The kept page, if its file reads back whole, it has not expired and its generations are current. */
  async read(key: string, now: number = Date.now()): Promise<CachedAnswer | null> {
    const name = fileOf(key);
    if (this.scanned && !this.files.has(name)) return null;
    const file = path.join(this.options.dir, name);
    let data: Buffer;
    try {
      data = await readFile(file);
    } catch {
      this.forgetFile(name);
      return null;
    }
    const parsed = this.parse(data);
    if (!parsed || parsed.header.key !== key) {
      await this.drop(name);
      return null;
    }
    const { header, body } = parsed;
    if (header.expiresAt <= now || !this.options.generations.matches(header.tags, header.generations)) {
      await this.drop(name);
      return null;
    }
    if (this.files.delete(name)) this.files.set(name, data.length);
    else this.index(name, data.length);
    return withBytes({
      status: header.status,
      headers: header.headers,
      identity: header.encoding ? null : body,
      br: header.encoding ? body : null,
      gzip: null,
      hash: header.hash,
      tags: header.tags,
      expiresAt: header.expiresAt,
    });
  }

  /**
   * Writes a drawn page under the generations its drawing began with, unless
   * they have moved meanwhile (a write came between: it is never kept as
   * current). Written to a temporary name, then renamed: a reader sees the old
   * file or the new one, never half of one.
   */
  write(key: string, answer: CachedAnswer, generations: readonly number[]): void {
    const writing = this.writeFile(key, answer, generations).catch((err: unknown) => {
      this.options.log.warn({ err }, "could not write a page to the page store");
    });
    this.writing.add(writing);
    void writing.finally(() => this.writing.delete(writing));
  }

  private async writeFile(key: string, answer: CachedAnswer, generations: readonly number[]): Promise<void> {
    if (answer.status !== 200 || !this.options.generations.matches(answer.tags, generations)) return;
    const br = await brOf(answer);
    const body = br ?? identityOf(answer);
    const longer = (await this.options.lifetime?.(answer.tags)) ?? 0;
    const header: Header = {
      epoch: this.epoch,
      key,
      status: answer.status,
      headers: answer.headers,
      hash: answer.hash,
      tags: [...answer.tags],
      generations: [...generations],
      expiresAt: Math.max(answer.expiresAt, Date.now() + longer),
      encoding: br ? "br" : null,
      length: body.length,
      crc: zlib.crc32(body),
    };
    const headerBytes = Buffer.from(JSON.stringify(header));
    const length = Buffer.alloc(4);
    length.writeUInt32BE(headerBytes.length);
    const data = Buffer.concat([MAGIC, length, headerBytes, body]);
    if (data.length > this.options.maxBytes / 4) return;
    const name = fileOf(key);
    const temporary = path.join(this.options.dir, `${name}.${randomBytes(4).toString("hex")}.tmp`);
    try {
      await writeFile(temporary, data);
      // Checked again: a write may have come while the file was written.
      if (!this.options.generations.matches(answer.tags, generations) || header.epoch !== this.epoch) {
        await unlink(temporary);
        return;
      }
      await rename(temporary, path.join(this.options.dir, name));
    } catch (err) {
      await unlink(temporary).catch(() => {});
      this.options.log.warn({ err }, "could not write a page to the page store");
      return;
    }
    this.forgetFile(name);
    this.index(name, data.length);
    this.evict();
  }

  /**
   * Every file becomes unusable at once and for good (a new epoch, written
   * before this returns), then goes: for when an invalidation could not be
   * recorded in the database, so a restart must not trust what is on disk.
   */
  dropAll(): void {
    this.epoch = this.newEpoch();
    const names = [...this.files.keys()];
    this.files.clear();
    this.totalBytes = 0;
    void Promise.all(names.map((name) => unlink(path.join(this.options.dir, name)).catch(() => {})));
  }

  private newEpoch(): string {
    const epoch = randomBytes(8).toString("hex");
    writeFileSync(path.join(this.options.dir, EPOCH_FILE), epoch);
    return epoch;
  }

  private parse(data: Buffer): { header: Header; body: Buffer } | null {
    if (data.length < MAGIC.length + 4 || !data.subarray(0, MAGIC.length).equals(MAGIC)) return null;
    const headerLength = data.readUInt32BE(MAGIC.length);
    const start = MAGIC.length + 4;
    if (headerLength > HEADER_MAX_BYTES || start + headerLength > data.length) return null;
    let header: Header;
    try {
      header = JSON.parse(data.subarray(start, start + headerLength).toString("utf8")) as Header;
    } catch {
      return null;
    }
    if (header.epoch !== this.epoch || !Array.isArray(header.tags) || !Array.isArray(header.generations)) return null;
    const body = data.subarray(start + headerLength);
    if (body.length !== header.length || zlib.crc32(body) !== header.crc) return null;
    return { header, body: Buffer.from(body) };
  }

  private async readHeader(file: string): Promise<Header | null> {
    let handle;
    try {
      handle = await open(file, "r");
      const head = Buffer.alloc(MAGIC.length + 4);
      await handle.read(head, 0, head.length, 0);
      if (!head.subarray(0, MAGIC.length).equals(MAGIC)) return null;
      const headerLength = head.readUInt32BE(MAGIC.length);
      if (headerLength > HEADER_MAX_BYTES) return null;
      const bytes = Buffer.alloc(headerLength);
      const { bytesRead } = await handle.read(bytes, 0, headerLength, head.length);
      if (bytesRead !== headerLength) return null;
      const header = JSON.parse(bytes.toString("utf8")) as Header;
      return header.epoch === this.epoch && Array.isArray(header.tags) && Array.isArray(header.generations) ? header : null;
    } catch {
      return null;
    } finally {
      await handle?.close();
    }
  }

  private index(name: string, size: number): void {
    this.files.set(name, size);
    this.totalBytes += size;
  }

  private forgetFile(name: string): void {
    const size = this.files.get(name);
    if (size === undefined) return;
    this.files.delete(name);
    this.totalBytes -= size;
  }

  /** Forgets a file at once and removes it; a reader that found it unusable waits for it to be gone. */
  private drop(name: string): Promise<void> {
    this.forgetFile(name);
    return unlink(path.join(this.options.dir, name)).catch(() => {});
  }

  private evict(): void {
    for (const [oldest] of this.files) {
      if (this.totalBytes <= this.options.maxBytes) break;
      void this.drop(oldest);
    }
  }
}
