import path from "node:path";
import fastifyCompress from "@fastify/compress";
import fastifyCookie from "@fastify/cookie";
import {
  appRouter,
  calendarUidDomain,
  createAssistant,
  createCaller,
  createInternalContext,
  createLocalPhotoStorage,
  createS3PhotoStorage,
  type PhotoStorage,
  createRemotePhotoFetcher,
  RateLimiter,
  RedisLoginThrottle,
  RedisRateLimiter,
  type ApiDeps,
  type MailTransport,
  type PublicWriteScope,
  type RetryPolicy,
  type RateLimitRule,
} from "@fh/api";
import { createDatabase, type DatabaseHandle } from "@fh/db";
import { adminPages } from "@fh/validators";
import { TRPCError } from "@trpc/server";
import Fastify, { type FastifyInstance } from "fastify";
import { allowedOrigins, siteOrigins, type ServerConfig } from "./config";
import { createContextFactory } from "./context";
import { serializeError } from "./logging";
import { applyInvalidation, createCacheInvalidator, type InvalidationBus, type StoredPages } from "./cache/invalidator";
import { PageStore } from "./cache/page-store";
import { PageWarmer } from "./cache/page-warmer";
import { storedPageLifetime } from "./cache/page-lifetime";
import { EVERY_PAGE, TagGenerations } from "./cache/tag-generations";
import { createInvalidationBus } from "./shared/invalidation-bus";
import { connectRedis, type SharedRedis } from "./shared/redis";
import { publicCachePlugin } from "./cache/plugin";
import { ResponseCache } from "./cache/response-cache";
import { JSON_BODY_LIMIT } from "./plugins/body-limits";
import { errorsPlugin } from "./plugins/errors";
import { healthPlugin } from "./plugins/health";
import { loadSheddingPlugin } from "./plugins/load-shedding";
import { metricsPlugin } from "./plugins/metrics";
import { backupsPlugin } from "./plugins/backups";
import { BackupManager, systemOperationsOf } from "./operations/backups";
import { controlFileOf } from "./operations/control";
import { mailSenderPlugin } from "./plugins/mail-sender";
import { notificationDigestsPlugin } from "./plugins/notification-digests";
import { hostRoutingPlugin } from "./plugins/hosts";
import { originCheckPlugin } from "./plugins/origin-check";
import { retentionPlugin } from "./plugins/retention";
import { securityHeadersPlugin } from "./plugins/security-headers";
import { staffNoStorePlugin } from "./plugins/staff-no-store";
import { sessionCookieOptions, staffSessionPlugin } from "./plugins/staff-session";
import { trpcPlugin } from "./plugins/trpc";
import { uploadSweepPlugin } from "./plugins/upload-sweep";
import { uploadsPlugin } from "./plugins/uploads";
import { adminRoutesPlugin } from "./rest/admin-routes";
import { publicRoutesPlugin } from "./rest/public-routes";
import { followLinksPlugin } from "./rest/follow";
import { rsvpLinksPlugin } from "./rest/rsvp-links";
import { unsubscribePlugin } from "./rest/unsubscribe";
import { pricingPdfPlugin } from "./web/pricing-pdf";
import { estimatePdfPlugin } from "./web/estimate-pdf-route";
import { renderEstimatePdf } from "./web/estimate-pdf";
import { seoPlugin } from "./web/seo";
import { calendarPlugin } from "./web/calendar";
import { obituaryPrintPlugin } from "./web/obituary-print";
import { keepsakeRoutesPlugin } from "./rest/keepsake-routes";
import { familyRoutesPlugin } from "./rest/family-routes";
import { familyLettersPlugin } from "./plugins/family-letters";
import { familyOriginCheckPlugin } from "./plugins/family-origin-check";
import { familyNoStorePlugin } from "./plugins/family-no-store";
import { loadPageRenderer } from "./web/ssr";
import { ssrEntryOf, staticSitesPlugin, webDist, type StaticSiteOptions } from "./web/static";

/** How often the page store's generations are read again while Redis is away (./cache/tag-generations.ts). */
const GENERATIONS_REREAD_MS = 5000;

export interface BuildServerOptions {
  /** An open database (tests pass an in-memory one); otherwise one is opened from the config. */
  database?: DatabaseHandle;
  /** Override where the built apps are read from (tests). */
  sites?: Pick<StaticSiteOptions, "webDist" | "adminDist">;
  /** Silence the request log (tests). */
  logger?: boolean;
  /** Per-address limits on public writes (tests raise them). */
  rateLimits?: Partial<Record<PublicWriteScope, RateLimitRule>>;
  /** How often expired staff sessions are removed (tests shorten it); hourly by default. */
  sessionSweepIntervalMs?: number;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: { write: (line: string) => void };
  /** How often personal data past its retention is removed (tests shorten it); hourly by default. */
  retentionSweepIntervalMs?: number;
  /** How often unused visitors' uploads are swept (tests shorten it); hourly by default. */
  uploadSweepIntervalMs?: number;
  /** The upload sweep's clock, read once a pass (tests move it, or count the passes). */
  uploadSweepNow?: () => Date;
  /** How often the outbox is sent (tests shorten it); every 5 seconds by default. */
  mailSendIntervalMs?: number;
  /** Retry and lease timings of the outbox (tests shorten them). */
  mailRetry?: Partial<RetryPolicy>;
  /** Another transport than SMTP_URL's (tests). */
  mailTransport?: MailTransport;
  /** The outbox sender's clock (tests move it past a held email's time). */
  mailNow?: () => Date;
  /** How often the backup schedule looks whether one is due (tests shorten it); every 10 minutes by default. */
  backupCheckIntervalMs?: number;
  /** How often guest-book digests are looked for (tests shorten it), and their clock (tests move it). */
  digestIntervalMs?: number;
  digestNow?: () => Date;
  /** How often the family's letters of support are looked for (tests shorten it), and their clock (tests move it by months). */
  familyLettersIntervalMs?: number;
  familyLettersNow?: () => Date;
}

export interface BuiltServer {
  app: FastifyInstance;
  database: DatabaseHandle;
  deps: ApiDeps;
  /** The public answers kept in memory (tests look at it). */
  responseCache: ResponseCache;
  /** With PAGE_STORE_MB: pages kept on disk, and what draws them ahead of their readers (tests wait on it). */
  pageStore: PageStore | null;
  pageWarmer: PageWarmer | null;
}

/**
 * Builds the one process that listens: tRPC at /trpc, REST shims at /api,
 * uploads, health, and both built apps. Plugins are registered in the order
 * a request meets them; each owns one concern, and those that must reach the
 * whole app (error handler, hooks, decorators) say so with fastify-plugin.
 * The caller listens and closes.
 */
export async function buildServer(config: ServerConfig, options: BuildServerOptions = {}): Promise<BuiltServer> {
  const database =
    options.database ??
    createDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      statementTimeoutMs: config.databaseStatementTimeoutMs,
    });
  const limits = config.http;

  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: config.logLevel,
            redact: {
              paths: ["req.headers.authorization", "req.headers.cookie", 'res.headers["set-cookie"]'],
              censor: "[redacted]",
            },
            // No query parameters or row values in a logged error (logging.ts).
            serializers: { err: serializeError },
            ...(options.logStream ? { stream: options.logStream } : {}),
          },
    // Trust exactly TRUST_PROXY hops (e.g. 1 behind one load balancer), so a
    // client cannot pick its own address with a forged X-Forwarded-For.
    trustProxy: config.trustProxy > 0 ? (_address: string, hop: number) => hop < config.trustProxy : false,
    // The largest JSON body a form sends (plugins/body-limits.ts says which); uploads and the price list's save have their own.
    bodyLimit: JSON_BODY_LIMIT,
    routerOptions: { maxParamLength: 5000 },
    // Requests arriving while shutting down get a 503; in-flight ones finish
    // (for at most SHUTDOWN_TIMEOUT_MS, main.ts).
    return503OnClosing: true,
    forceCloseConnections: "idle",
    // No client holds a connection for ever (config.ts httpLimits says why
    // each is what it is). Node answers 408 and closes a connection whose
    // request is not in by the request timeout.
    requestTimeout: limits.requestTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    connectionTimeout: limits.connectionTimeoutMs,
    http: {
      requestTimeout: limits.requestTimeoutMs,
      headersTimeout: limits.headersTimeoutMs,
      // Node enforces the two above on a sweep, every 30 s by default; each second keeps them near their value.
      connectionsCheckingInterval: 1000,
    },
  });
  // Connections past the cap are closed as they arrive, before they cost anything.
  app.server.maxConnections = limits.maxConnections;

  // Every invalidation moves its tags' generations, store or not, so an instance with a store never trusts a page a write made stale.
  // Read once ready (main.ts migrates after building); until then nothing is served.
  const generations = new TagGenerations(database.db);
  app.addHook("onReady", async () => {
    await generations.load().catch((err: unknown) => {
      // Nothing on disk can be trusted without them; pages drawn from now on can.
      app.log.warn({ err }, "could not read the page store's generations; pages kept before this start are not used");
      generations.forget([EVERY_PAGE]);
    });
  });
  const pageStore =
    config.pageStoreBytes > 0 && config.publicCacheBytes > 0
      ? new PageStore({
          dir: path.join(config.dataDir, "page-store"),
          maxBytes: config.pageStoreBytes,
          generations,
          log: app.log,
          lifetime: storedPageLifetime(database.db),
        })
      : null;
  const responseCache = new ResponseCache({ maxBytes: config.publicCacheBytes, ...(pageStore ? { secondTier: pageStore } : {}) });
  const pageWarmer = pageStore ? new PageWarmer({ cache: responseCache, store: pageStore, db: database.db, log: app.log, publicOrigin: config.publicOrigin }) : null;
  const storedPages: StoredPages = { generations, log: app.log, ...(pageStore && pageWarmer ? { store: pageStore, warmer: pageWarmer } : {}) };
  // REDIS_URL: limits, the sign-in throttle and invalidation shared by every instance.
  const redis: SharedRedis | null = config.redisUrl ? await connectRedis(config.redisUrl, config.redisKeyPrefix, app.log) : null;
  let bus: InvalidationBus | undefined;
  if (redis) {
    app.addHook("onClose", () => redis.close());
    bus = await createInvalidationBus(redis, (message) => applyInvalidation(responseCache, message, storedPages), app.log);
    if (pageStore) {
      // While Redis is away the other instances' news does not arrive, and pages on disk live
      // longer than memory's: the generations are read from the database instead, every few seconds.
      const reread = setInterval(() => {
        if (!redis.available()) generations.reload().catch((err: unknown) => app.log.warn({ err }, "could not read the page store's generations again"));
      }, GENERATIONS_REREAD_MS);
      reread.unref();
      app.addHook("onClose", async () => clearInterval(reread));
    }
  }
  const publicParts = publicDeps(app, config, options, redis, await photoStorage(app, config));
  const backups = new BackupManager({
    settings: config.backup,
    database,
    databaseUrl: config.databaseUrl,
    storage: publicParts.storage,
    notify: { settings: config.mail.notifications, business: config.business },
    log: app.log,
  });
  const deps: ApiDeps = {
    db: database.db,
    business: config.business,
    sessionTtlHours: config.sessionTtlHours,
    consultationSlotCapacity: config.consultationSlotCapacity,
    retention: config.retention,
    log: app.log,
    uploadQuotaBytesPerDay: config.uploadQuotaBytesPerDay,
    uploadQuotaBytesTotalPerDay: config.uploadQuotaBytesTotalPerDay,
    uploadMinFreeBytes: config.uploadMinFreeBytes,
    notifications: config.mail.notifications,
    estimatePdf: (estimate) => renderEstimatePdf(estimate, config.business),
    publicCache: createCacheInvalidator(responseCache, bus, storedPages),
    systemOperations: systemOperationsOf(backups),
    ...(redis ? { loginThrottle: new RedisLoginThrottle(redis.commands, undefined, `${redis.prefix}:login`, () => redis.reportUnavailable("sign-in throttle")) } : {}),
    ...publicParts,
  };
  const cookie = sessionCookieOptions(config);

  await app.register(errorsPlugin);
  // First, so it times and counts every answer, kept ones and refusals too (404 while METRICS_TOKEN is unset).
  await app.register(metricsPlugin, { token: config.metricsToken, db: database.db, responseCache, backups });
  if (config.publicOrigin && config.adminOrigin) {
    await app.register(hostRoutingPlugin, { publicOrigin: config.publicOrigin, adminOrigin: config.adminOrigin });
  }
  // Before everything a kept answer does not need (helmet's fresh nonce and policy, cookies,
  // sessions, the routes themselves): it carries the security headers of its drawing.
  if (config.publicCacheBytes > 0) await app.register(publicCachePlugin, { cache: responseCache, ...(pageWarmer ? { warmer: pageWarmer } : {}) });
  await app.register(securityHeadersPlugin, { https: cookie.secure });
  // After the cache: what it answers never waits, and is never refused.
  await app.register(loadSheddingPlugin, config.shedding);
  await app.register(fastifyCookie);
  await app.register(originCheckPlugin, { allowedOrigins: allowedOrigins(config), cookieName: cookie.name });
  await app.register(familyOriginCheckPlugin, { siteOrigins: siteOrigins(config), secure: cookie.secure });
  await app.register(staffSessionPlugin, {
    db: database.db,
    sessionTtlHours: config.sessionTtlHours,
    sessionMaxHours: config.sessionMaxHours,
    sweepIntervalMs: options.sessionSweepIntervalMs,
  });
  await app.register(retentionPlugin, {
    db: database.db,
    policy: config.retention,
    intervalMs: options.retentionSweepIntervalMs,
  });
  await app.register(staffNoStorePlugin);
  await app.register(familyNoStorePlugin);
  const createContext = createContextFactory({ deps, cookie, resolveStaff: app.resolveStaff });
  await app.register(fastifyCompress, { threshold: 1024 });
  await app.register(healthPlugin, {
    database,
    ...(redis ? { redisAvailable: () => redis.available() } : {}),
    ...(pageStore && pageWarmer
      ? { pageStore: () => ({ pages: pageStore.size, bytes: pageStore.bytes, maxBytes: pageStore.maxBytes, toDraw: pageWarmer.pending }) }
      : {}),
  });
  await app.register(trpcPlugin, { createContext });
  await app.register(publicRoutesPlugin, { createContext });
  await app.register(unsubscribePlugin, { db: database.db, business: config.business, siteOrigins: siteOrigins(config) });
  await app.register(followLinksPlugin, { db: database.db, business: config.business, siteOrigins: siteOrigins(config) });
  await app.register(rsvpLinksPlugin, { db: database.db, business: config.business, siteOrigins: siteOrigins(config) });
  await app.register(uploadsPlugin, { createContext, storage: publicParts.storage });
  await app.register(uploadSweepPlugin, {
    db: database.db,
    storage: publicParts.storage,
    graceHours: config.uploadOrphanGraceHours,
    intervalMs: options.uploadSweepIntervalMs,
    now: options.uploadSweepNow,
  });
  await app.register(mailSenderPlugin, {
    db: database.db,
    smtpUrl: config.mail.smtpUrl,
    from: config.mail.notifications.from,
    intervalMs: options.mailSendIntervalMs,
    policy: options.mailRetry,
    transport: options.mailTransport,
    now: options.mailNow,
  });
  await app.register(notificationDigestsPlugin, {
    db: database.db,
    settings: config.mail.notifications,
    business: config.business,
    intervalMs: options.digestIntervalMs,
    now: options.digestNow,
  });
  await app.register(familyLettersPlugin, {
    db: database.db,
    settings: config.mail.notifications,
    business: config.business,
    intervalMs: options.familyLettersIntervalMs,
    now: options.familyLettersNow,
  });
  await app.register(familyRoutesPlugin, { createContext, deps, siteOrigins: siteOrigins(config) });
  await app.register(adminRoutesPlugin, { createContext });
  await app.register(backupsPlugin, {
    backups,
    createContext,
    database,
    storage: publicParts.storage,
    // The command reaches this server through DATA_DIR only when this server opened the embedded database there.
    controlFile: !options.database && !config.databaseUrl ? controlFileOf(config.dataDir) : null,
    checkIntervalMs: options.backupCheckIntervalMs,
  });
  await app.register(keepsakeRoutesPlugin, { createContext, deps, publicOrigin: config.publicOrigin });
  await app.register(seoPlugin, { deps, publicOrigin: config.publicOrigin });
  await app.register(pricingPdfPlugin, { deps });
  await app.register(estimatePdfPlugin, { deps });
  await app.register(calendarPlugin, { deps, publicOrigin: config.publicOrigin, uidDomain: calendarUidDomain(config.mail.notifications) });
  await app.register(obituaryPrintPlugin, { deps, publicOrigin: config.publicOrigin, https: cookie.secure });
  const staffLoginUrl = `${config.adminOrigin ?? ""}${adminPages.login}`;
  const internalCaller = createCaller(createInternalContext(deps));
  const publicSiteUrl = config.adminOrigin ? (config.publicOrigin ?? "") : "";
  const renderPage = await loadPageRenderer(ssrEntryOf(options.sites?.webDist ?? webDist), {
    facts: { business: config.business, staffLoginUrl, publicSiteUrl },
    router: appRouter,
    // Pages are drawn as an anonymous visitor sees them, whoever asks.
    createContext: () => createInternalContext(deps),
    onError: (err, url) => app.log.warn({ err, url }, "server render failed; the browser draws the page"),
  });
  await app.register(staticSitesPlugin, {
    business: config.business,
    staffLoginUrl,
    publicOrigin: config.publicOrigin,
    publicSiteUrl,
    renderPage,
    // Not found, pending, declined and unlisted all answer NOT_FOUND: the page then gets a 404.
    // Anything else (the database away) is thrown on, to become a 503 with
    // Retry-After: a 404 would tell crawlers and caches the memorial is gone.
    findLiveObituary: (id) =>
      internalCaller.obituaries.byId({ id }).catch((error: unknown) => {
        if (error instanceof TRPCError && error.code === "NOT_FOUND") return null;
        throw error;
      }),
    ...options.sites,
  });

  if (pageStore && pageWarmer) {
    // After the start, in the background: what is on disk is checked, then the live memorials missing from it are drawn.
    app.addHook("onReady", async () => pageWarmer.start());
    // Before the database closes: the drawing under way ends, and what was drawn reaches the disk.
    app.addHook("onClose", async () => {
      await pageWarmer.stop();
      await pageStore.flush();
    });
  }

  app.addHook("onClose", async () => {
    if (!options.database) await database.close();
  });

  return { app, database, deps, responseCache, pageStore, pageWarmer };
}

/** Photos in the S3 bucket when S3_BUCKET is set (BACKUP_S3_BUCKET alone keeps them on disk), else under DATA_DIR/uploads. */
async function photoStorage(app: FastifyInstance, config: ServerConfig): Promise<PhotoStorage> {
  if (!config.s3) return createLocalPhotoStorage(path.join(config.dataDir, "uploads"));
  const storage = await createS3PhotoStorage(config.s3);
  app.addHook("onClose", async () => storage.close());
  return storage;
}

/** The public API's parts: photo storage, the chat assistant, write limits. */
function publicDeps(app: FastifyInstance, config: ServerConfig, options: BuildServerOptions, redis: SharedRedis | null, storage: PhotoStorage) {
  return {
    storage,
    assistant: createAssistant({
      endpoint: config.ai,
      onEndpointError: (err: unknown) => app.log.warn({ err }, "assistant endpoint failed; the built-in responder answered"),
    }),
    rateLimiter: redis
      ? new RedisRateLimiter(redis.commands, { keyPrefix: `${redis.prefix}:rl`, rules: options.rateLimits })
      : new RateLimiter(options.rateLimits),
    remotePhotos: {
      fetch: createRemotePhotoFetcher(),
      onFailure: (err: unknown, url: string) => app.log.warn({ err, url }, "could not copy an approved obituary's photo; it keeps the address"),
    },
  } satisfies Partial<ApiDeps>;
}
