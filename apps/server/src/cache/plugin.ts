import { randomBytes } from "node:crypto";
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { isLocale, LOCALE_HEADER, type Locale } from "@fh/validators/locale";
import { isStaffRequest } from "../staff-requests";
import type { CacheRule } from "./cacheable";
import type { PageWarmer } from "./page-warmer";
import { compressible, identityOf, type CachedAnswer, type DrawnAnswer, type Encoding, type ResponseCache } from "./response-cache";

/**
 * What a CDN in front may do: keep an answer 10 s and serve it up to 30 s
 * longer while it asks again. Browsers keep nothing without asking (max-age=0)
 * and get a 304 when nothing changed (docs/decisions/018-public-cache.md).
 */
export const PUBLIC_CACHE_CONTROL = "public, max-age=0, s-maxage=10, stale-while-revalidate=30";

/**
 * Headers of the drawn answer that are not kept with its bytes: the cache
 * writes its own for each reader (its policy, the encoding's ETag, Vary).
 * Everything else is kept: the type, and the security headers its drawing got
 * (security-headers.ts), which are the same for every visitor: a kept page's
 * Content-Security-Policy has no nonce (an answer whose policy has one is
 * never kept, since every visitor would get the same one) and allows an
 * inline script or style only by its hash. So a kept answer is sent before the
 * security headers' hook runs (app.ts registers this plugin first), and a
 * header helmet gains later is kept without a change here.
 */
const SET_BY_THE_CACHE = new Set(["cache-control", "etag", "vary", "last-modified"]);

/** Which of br and gzip the client takes, by its Accept-Encoding (q=0 refuses one). */
function acceptedEncodings(header: string | undefined): { br: boolean; gzip: boolean } {
  if (!header) return { br: false, gzip: false };
  const accepted = new Map<string, number>();
  for (const part of header.toLowerCase().split(",")) {
    const [name, ...params] = part.trim().split(";");
    const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    if (name) accepted.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const wants = (name: string) => (accepted.get(name) ?? accepted.get("*") ?? 0) > 0;
  return { br: wants("br"), gzip: wants("gzip") || wants("x-gzip") };
}

/**
 * The encoding to send: one the answer already has, br first; else the best
 * the client takes, made for it (ResponseCache.withEncoding); null for plain.
 */
function chooseEncoding(header: string | undefined, answer: CachedAnswer | null): Encoding | null {
  const takes = acceptedEncodings(header);
  if (answer?.br && takes.br) return "br";
  if (answer?.gzip && takes.gzip) return "gzip";
  return takes.br ? "br" : takes.gzip ? "gzip" : null;
}

/** The strong validator of one encoding: each is a different representation, so each its own tag. */
function etagOf(answer: CachedAnswer, encoding: Encoding | null): string {
  return `"${answer.hash}${encoding === "br" ? "-br" : encoding === "gzip" ? "-gz" : ""}"`;
}

function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === "*") return true;
  return header.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag);
}

/** Headers of a drawn answer that belong to its own connection, not to the reply it becomes. */
const NOT_PASSED_ON = new Set(["connection", "keep-alive", "date", "content-length", "transfer-encoding", "content-encoding", "set-cookie"]);

function isCached(answer: CachedAnswer | DrawnAnswer): answer is CachedAnswer {
  return "hash" in answer;
}

function send(req: FastifyRequest, reply: FastifyReply, answer: CachedAnswer | DrawnAnswer): FastifyReply {
  if (!isCached(answer)) {
    // Not kept (an error, or a page drawn without its data): sent as the route made it (Retry-After and all).
    reply.headers(answer.headers);
    return reply.status(answer.status).send(req.method === "HEAD" ? undefined : answer.body);
  }
  reply.headers(answer.headers);
  const chosen = chooseEncoding(req.headers["accept-encoding"], answer);
  const encoding = chosen && answer[chosen] ? chosen : null; // too small to compress: sent plain
  const etag = etagOf(answer, encoding);
  reply.header("vary", "Accept-Encoding").header("etag", etag).header("cache-control", PUBLIC_CACHE_CONTROL);
  if (answer.status === 200 && matchesIfNoneMatch(req.headers["if-none-match"], etag)) {
    reply.removeHeader("content-type");
    return reply.status(304).send();
  }
  const body = encoding === "br" ? answer.br! : encoding === "gzip" ? answer.gzip! : identityOf(answer);
  if (encoding) reply.header("content-encoding", encoding);
  reply.header("content-length", String(body.length));
  return reply.status(answer.status).send(req.method === "HEAD" ? undefined : body);
}

export interface PublicCachePluginOptions {
  cache: ResponseCache;
  /** First drawings at once; more wait their turn (each holds a render and its buffers). */
  maxFillsInFlight?: number;
  /** With the page store: draws pages ahead of their readers, with this plugin's drawing, while visitors wait for none. */
  warmer?: PageWarmer;
}

/** A small counting semaphore: at most `limit` holders, the rest wait in order. */
function semaphore(limit: number) {
  let active = 0;
  const waiting: Array<() => void> = [];
  return async <T>(work: () => Promise<T>): Promise<T> => {
    if (active >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    else active += 1;
    try {
      return await work();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else active -= 1;
    }
  };
}

/**
 * Answers public reads that are the same for every visitor from the cache:
 * those whose route declares it (config.publicCache; a tRPC query by its
 * `.meta`, cacheable.ts), with what each shows. A miss is drawn by the app's
 * own route, through an internal request that carries no cookie, so what is
 * kept is exactly what an anonymous visitor gets and no personal or staff
 * answer can be kept. Not encapsulated (fastify-plugin): its hook sees every
 * request, after host routing and before the rest (the security headers
 * included: a kept answer carries its own, see SET_BY_THE_CACHE).
 */
const publicCache: FastifyPluginAsync<PublicCachePluginOptions> = async (app, { cache, maxFillsInFlight = 4, warmer }) => {
  // Fifty readers of fifty different memorials do not draw fifty pages at once: on two cores
  // that only multiplies the memory held, not the pages drawn per second.
  const fillSlot = semaphore(maxFillsInFlight);
  // Marks the internal request that draws a miss, so it goes to the route (never guessable from outside).
  const fillToken = randomBytes(16).toString("hex");

  // Visitors' drawings under way or waiting for a slot, and visitors' requests of any kind
  // under way: the warmer draws only while there are none. A drawing ahead of its readers
  // holds the thread for a page's worth of work, so it waits for a quiet moment: under a
  // steady load (a condolence every few seconds, fifty readers) pages are drawn as asked.
  let visitorDrawings = 0;
  let visitorRequests = 0;
  const idleWaiters: Array<() => void> = [];
  const idle = () => visitorDrawings === 0 && visitorRequests === 0;
  const visitorsIdle = () => (idle() ? Promise.resolve() : new Promise<void>((resolve) => idleWaiters.push(resolve)));
  const wakeIfIdle = () => {
    if (idle()) for (const resolve of idleWaiters.splice(0)) resolve();
  };
  const asVisitor = async <T>(work: () => Promise<T>): Promise<T> => {
    visitorDrawings += 1;
    try {
      return await fillSlot(work);
    } finally {
      visitorDrawings -= 1;
      wakeIfIdle();
    }
  };
  if (warmer) {
    app.addHook("onRequest", async (req, reply) => {
      if (req.headers["x-fh-cache-fill"] === fillToken) return; // a drawing's own request
      visitorRequests += 1;
      // "close" comes once for every request, answered or abandoned.
      reply.raw.once("close", () => {
        visitorRequests -= 1;
        wakeIfIdle();
      });
    });
  }

  type Request = { url: string; host: string; forwardedProto?: string | string[] };
  const draw = async (req: Request, rule: Pick<CacheRule, "alsoKeep">, locale: Locale | null): Promise<DrawnAnswer> => {
    const drawn = await app.inject({
      method: "GET",
      url: req.url,
      headers: {
        host: req.host,
        ...(locale ? { [LOCALE_HEADER]: locale } : {}),
        "x-fh-cache-fill": fillToken,
        "accept-encoding": "identity",
        ...(req.forwardedProto ? { "x-forwarded-proto": req.forwardedProto } : {}),
      },
    });
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(drawn.headers)) {
      if (typeof value === "string" && !NOT_PASSED_ON.has(name)) headers[name] = value;
    }
    const cacheControl = headers["cache-control"] ?? "";
    const storable =
      (drawn.statusCode === 200 || (rule.alsoKeep ?? []).includes(drawn.statusCode)) &&
      !/no-store|private/.test(cacheControl) &&
      drawn.headers["set-cookie"] === undefined &&
      !(headers["content-security-policy"] ?? "").includes("'nonce-");
    if (storable) for (const name of SET_BY_THE_CACHE) delete headers[name];
    return { status: drawn.statusCode, body: drawn.rawPayload, headers, storable };
  };

  app.addHook("onRequest", async (req, reply) => {
    if (req.headers["x-fh-cache-fill"] === fillToken || isStaffRequest(req)) return;
    if (req.method !== "GET" && req.method !== "HEAD") return;
    // What the route the request was routed to declares (cacheable.ts); nothing, and it is not kept.
    const rule = req.routeOptions.config.publicCache?.(req);
    if (!rule) return;
    // A page's language is in its address (/es/…), so its key is the URL. An API
    // answer says the language the request asked for: each language is
    // its own entry, drawn with that language, so a kept answer never mixes them.
    const asked = req.headers[LOCALE_HEADER];
    const locale = rule.kind === "api" && isLocale(asked) ? asked : null;
    const key = `${req.protocol}://${(req.headers.host ?? "").toLowerCase()}${req.url}${locale ? `#${locale}` : ""}`;
    const acceptEncoding = req.headers["accept-encoding"];
    if (rule.kind === "page") warmer?.sawOrigin(`${req.protocol}://${(req.headers.host ?? "").toLowerCase()}`);
    const request = { url: req.url, host: req.headers.host ?? "localhost", forwardedProto: req.headers["x-forwarded-proto"] };
    let answer = await cache.getOrFill(key, rule, () => asVisitor(() => draw(request, rule, locale)), chooseEncoding(acceptEncoding, null));
    if (isCached(answer)) {
      const encoding = chooseEncoding(acceptEncoding, answer);
      if (encoding && !answer[encoding] && compressible(answer)) answer = await cache.withEncoding(key, answer, encoding);
    }
    return send(req, reply, answer);
  });

  warmer?.attach({
    // The origin's scheme reaches the route as a proxy's header would (TRUST_PROXY decides whether it is believed).
    draw: (origin, url) => {
      const { protocol, host } = new URL(origin);
      return draw({ url, host, forwardedProto: protocol.slice(0, -1) }, {}, null);
    },
    visitorsIdle,
  });
};

export const publicCachePlugin = fp(publicCache, { name: "public-cache" });
