import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { identityOf, ResponseCache, type CachedAnswer, type DrawnAnswer } from "../src/cache/response-cache";

const drawn = (text: string): DrawnAnswer => ({ status: 200, body: Buffer.from(text.repeat(100)), headers: { "content-type": "text/plain" }, storable: true });
const rule = (tags: string[]) => ({ tags, maxAgeMs: 60_000 });
const textOf = (answer: CachedAnswer | DrawnAnswer) => ("hash" in answer ? identityOf(answer) : answer.body).toString().slice(0, 5);

describe("the response cache", () => {
  it("draws once for many readers asking at the same time", async () => {
    const cache = new ResponseCache({ maxBytes: 10_000_000 });
    let draws = 0;
    const draw = async () => {
      draws += 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
      return drawn("hello");
    };
    const answers = await Promise.all(Array.from({ length: 20 }, () => cache.getOrFill("k", rule(["a"]), draw)));
    expect(draws).toBe(1);
    expect(new Set(answers.map(textOf))).toEqual(new Set(["hello"]));
  });

  it("never keeps a drawing that began before one of its tags was invalidated, and later readers draw again", async () => {
    const cache = new ResponseCache({ maxBytes: 10_000_000 });
    let release!: () => void;
    const slow = cache.getOrFill("k", rule(["obituary:1"]), async () => {
      await new Promise<void>((resolve) => (release = resolve));
      return drawn("stale");
    });
    await new Promise((resolve) => setTimeout(resolve, 5));
    cache.invalidate(["obituary:1"]); // a write answered while the old drawing was under way
    const fresh = cache.getOrFill("k", rule(["obituary:1"]), async () => drawn("fresh"));
    release();
    expect(textOf(await slow)).toBe("stale"); // its own readers asked before the write
    expect(textOf(await fresh)).toBe("fresh");
    expect(textOf(cache.get("k")!)).toBe("fresh");
  });

  it("drops exactly the entries carrying an invalidated tag", async () => {
    const cache = new ResponseCache({ maxBytes: 10_000_000 });
    await cache.getOrFill("/obituaries/1", rule(["obituary:1"]), async () => drawn("one.."));
    await cache.getOrFill("/es/obituaries/1", rule(["obituary:1"]), async () => drawn("uno.."));
    await cache.getOrFill("/obituaries/2", rule(["obituary:2"]), async () => drawn("two.."));
    await cache.getOrFill("/", rule(["obituaries", "events"]), async () => drawn("home."));
    cache.invalidate(["obituary:1"]);
    expect(cache.get("/obituaries/1")).toBeUndefined();
    expect(cache.get("/es/obituaries/1")).toBeUndefined();
    expect(cache.get("/obituaries/2")).toBeDefined();
    expect(cache.get("/")).toBeDefined();
    cache.invalidate(["events"]);
    expect(cache.get("/")).toBeUndefined();
  });

  it("keeps within its memory bound, dropping the least recently read first", async () => {
    // What one entry counts (its body, headers and key), measured in a cache of its own.
    const probe = new ResponseCache({ maxBytes: 10_000_000 });
    await probe.getOrFill("x", rule([]), async () => drawn("aaaaa"));
    const one = { bytes: probe.bytes };
    const cache = new ResponseCache({ maxBytes: one.bytes * 4 + 10 });
    for (const key of ["a", "b", "c", "d"]) await cache.getOrFill(key, rule([]), async () => drawn(key.repeat(5)));
    cache.get("a"); // read recently
    await cache.getOrFill("e", rule([]), async () => drawn("eeeee"));
    expect(cache.bytes).toBeLessThanOrEqual(one.bytes * 4 + 10);
    expect(cache.get("a")).toBeDefined();
    expect(cache.get("b")).toBeUndefined();
  });

  it("counts what an entry holds besides its body (its headers) against the bound", async () => {
    const cache = new ResponseCache({ maxBytes: 100_000 });
    const policy = `default-src 'self'; script-src 'self' 'nonce-${"n".repeat(2000)}'`;
    for (let i = 0; i < 100; i++) {
      await cache.getOrFill(`/api/obituaries/${i}`, rule([]), async () => ({ ...drawn("{}"), headers: { "content-security-policy": policy } }));
    }
    // A hundred 2 KB policies are 200 KB: the bound keeps fewer entries, not a hundred small bodies.
    expect(cache.bytes).toBeLessThanOrEqual(100_000);
    expect(cache.size).toBeLessThan(50);
  });

  it("does not keep what the route said not to keep", async () => {
    const cache = new ResponseCache({ maxBytes: 10_000_000 });
    await cache.getOrFill("k", rule([]), async () => ({ ...drawn("error"), status: 503, storable: false }));
    expect(cache.get("k")).toBeUndefined();
  });

  it("keeps a page in the one encoding its first reader asked for, and gives a client without compression the same bytes", async () => {
    const cache = new ResponseCache({ maxBytes: 10_000_000 });
    const page = Buffer.from("<p>Remembered with love.</p>".repeat(200));
    const kept = (await cache.getOrFill("/obituaries/1", rule([]), async () => ({ ...drawn(""), body: page }), "br")) as CachedAnswer;
    expect(kept.identity).toBeNull();
    expect(kept.gzip).toBeNull();
    expect(kept.bytes).toBeLessThan(page.length / 4);
    expect(identityOf(kept).equals(page)).toBe(true);
    const big = Buffer.from("x".repeat(300 * 1024));
    const list = (await cache.getOrFill("/api/obituaries", rule([]), async () => ({ ...drawn(""), body: big }), "gzip")) as CachedAnswer;
    expect(list.identity?.equals(big)).toBe(true); // unzipping 6 MB per request would cost more than keeping it
  });

  it("compresses nothing for a first reader who asked for no encoding, and makes one when a later reader asks", async () => {
    const cache = new ResponseCache({ maxBytes: 10_000_000 });
    const page = Buffer.from("<p>Remembered with love.</p>".repeat(200));
    const plain = (await cache.getOrFill("/obituaries/4", rule([]), async () => ({ ...drawn(""), body: page }))) as CachedAnswer;
    expect([plain.br, plain.gzip]).toEqual([null, null]);
    expect(plain.identity?.equals(page)).toBe(true);
    // Fifty browsers at once: one brotli run, kept with the plain bytes (this page has plain readers).
    const withBr = await Promise.all(Array.from({ length: 50 }, () => cache.withEncoding("/obituaries/4", plain, "br")));
    expect(new Set(withBr).size).toBe(1);
    expect(brotliDecompressSync(withBr[0]!.br!).equals(page)).toBe(true);
    const kept = cache.get("/obituaries/4")!;
    expect(kept.br?.equals(withBr[0]!.br!)).toBe(true);
    expect(kept.identity?.equals(page)).toBe(true);
    expect(cache.bytes).toBeGreaterThan(plain.bytes);
    const withGzip = await cache.withEncoding("/obituaries/4", kept, "gzip");
    expect(gunzipSync(withGzip.gzip!).equals(page)).toBe(true);
    expect(cache.get("/obituaries/4")?.gzip).not.toBeNull();
  });

  it("does not keep an encoding made for an answer that a write dropped meanwhile", async () => {
    const cache = new ResponseCache({ maxBytes: 10_000_000 });
    const page = Buffer.from("<p>Remembered with love.</p>".repeat(200));
    const plain = (await cache.getOrFill("/obituaries/5", rule(["obituary:5"]), async () => ({ ...drawn(""), body: page }))) as CachedAnswer;
    const making = cache.withEncoding("/obituaries/5", plain, "br");
    cache.invalidate(["obituary:5"]);
    expect((await making).br).not.toBeNull(); // the reader who asked before the write still gets it
    expect(cache.get("/obituaries/5")).toBeUndefined();
    expect(cache.bytes).toBe(0);
  });

  it("holds no more memory for a kept answer than its own bytes (PUBLIC_CACHE_MB bounds what is held)", async () => {
    const cache = new ResponseCache({ maxBytes: 10_000_000 });
    const small = Buffer.from("Rest in peace."); // a view into Node's shared 8 KB pool
    const page = Buffer.from("<p>Remembered with love.</p>".repeat(200));
    const tiny = (await cache.getOrFill("/api/events", rule([]), async () => ({ ...drawn(""), body: small }), "br")) as CachedAnswer;
    const first = (await cache.getOrFill("/obituaries/2", rule([]), async () => ({ ...drawn(""), body: page }), "br")) as CachedAnswer;
    const kept = await cache.withEncoding("/obituaries/2", first, "gzip");
    expect(tiny.br).toBeNull(); // too small to be worth compressing
    for (const bytes of [tiny.identity, kept.br, kept.gzip]) {
      expect(bytes).not.toBeNull();
      // zlib answers with a view into its 16 KB chunk; the cache keeps a copy of just the answer
      expect(bytes!.buffer.byteLength).toBe(bytes!.length);
    }
    expect(identityOf(tiny).equals(small)).toBe(true);
    expect(identityOf(kept).equals(page)).toBe(true);
  });

  it("gives br and gzip that unpack to the drawn bytes, for a page and for an answer as large as the full list", async () => {
    const cache = new ResponseCache({ maxBytes: 100_000_000 });
    // Varied text, so a window smaller than the answer would show if it lost matches or bytes.
    const lines = (n: number) => Array.from({ length: n }, (_, i) => `<li data-id="${i}">In loving memory of number ${i * 7919}</li>`).join("\n");
    for (const [key, body] of [["/obituaries/3", Buffer.from(lines(800))], ["/api/obituaries", Buffer.from(lines(20_000))]] as const) {
      const first = (await cache.getOrFill(key, rule([]), async () => ({ ...drawn(""), body }), "br")) as CachedAnswer;
      const kept = await cache.withEncoding(key, first, "gzip");
      expect(brotliDecompressSync(kept.br!).equals(body)).toBe(true);
      expect(gunzipSync(kept.gzip!).equals(body)).toBe(true);
      expect(kept.br!.length).toBeLessThan(body.length / 4);
    }
  });
});
