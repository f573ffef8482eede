import path from "node:path";
import fastifyCompress from "@fastify/compress";
import fastifyCookie from "@fastify/cookie";
import {
  appRouter,
  createAssistant,
  createCaller,
  createInternalContext,
  createLocalPhotoStorage,
  RateLimiter,
  type ApiDeps,
  type PublicWriteScope,
  type RateLimitRule,
} from "@fh/api";
import { createDatabase, type DatabaseHandle } from "@fh/db";
import Fastify, { type FastifyInstance } from "fastify";
import { allowedOrigins, type ServerConfig } from "./config";
import { createContextFactory } from "./context";
import { registerErrorHandler } from "./plugins/errors";
import { registerHealth } from "./plugins/health";
import { registerHostRouting } from "./plugins/hosts";
import { registerOriginCheck } from "./plugins/origin-check";
import { registerSecurityHeaders } from "./plugins/security-headers";
import { createStaffResolver } from "./plugins/staff-session";
import { registerTrpc } from "./plugins/trpc";
import { registerUploads } from "./plugins/uploads";
import { registerAdminRoutes } from "./rest/admin-routes";
import { registerPublicRoutes } from "./rest/public-routes";
import { registerSeoRoutes } from "./web/seo";
import { loadPageRenderer } from "./web/ssr";
import { registerStaticSites, ssrEntryOf, webDist, type StaticSiteOptions } from "./web/static";

export interface BuildServerOptions {
  /** An open database (tests pass an in-memory one); otherwise one is opened from the config. */
  database?: DatabaseHandle;
  /** Override where the built apps are read from (tests). */
  sites?: Pick<StaticSiteOptions, "webDist" | "adminDist">;
  /** Silence the request log (tests). */
  logger?: boolean;
  /** Per-address limits on public writes (tests raise them). */
  rateLimits?: Partial<Record<PublicWriteScope, RateLimitRule>>;
}

export interface BuiltServer {
  app: FastifyInstance;
  database: DatabaseHandle;
  deps: ApiDeps;
}

/** The staff session cookie: `__Host-` prefixed and Secure when the site is served over HTTPS. */
export function sessionCookieOptions(config: ServerConfig) {
  const secure = [config.publicOrigin, config.adminOrigin].some((o) => o?.startsWith("https://"));
  return { name: secure ? "__Host-fh_session" : "fh_session", secure };
}

/**
 * Builds the one process that listens: tRPC at /trpc, REST shims at /api,
 * uploads, health, and both built apps. Plugins are registered in the order
 * a request meets them. The caller listens and closes.
 */
export async function buildServer(config: ServerConfig, options: BuildServerOptions = {}): Promise<BuiltServer> {
  const database =
    options.database ?? createDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });

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
          },
    // Trust exactly TRUST_PROXY hops (e.g. 1 behind one load balancer), so a
    // client cannot pick its own address with a forged X-Forwarded-For.
    trustProxy: config.trustProxy > 0 ? (_address: string, hop: number) => hop < config.trustProxy : false,
    bodyLimit: 256 * 1024,
    routerOptions: { maxParamLength: 5000 },
    // Requests arriving while shutting down get a 503; in-flight ones finish.
    return503OnClosing: true,
    forceCloseConnections: "idle",
  });

  const publicParts = publicDeps(app, config, options);
  const deps: ApiDeps = {
    db: database.db,
    business: config.business,
    allowedOrigins: allowedOrigins(config),
    sessionTtlHours: config.sessionTtlHours,
    ...publicParts,
  };
  const cookie = sessionCookieOptions(config);
  const createContext = createContextFactory({
    deps,
    cookie,
    resolveStaff: createStaffResolver(database.db, config.sessionTtlHours),
  });

  registerErrorHandler(app);
  if (config.publicOrigin && config.adminOrigin) {
    registerHostRouting(app, { publicOrigin: config.publicOrigin, adminOrigin: config.adminOrigin });
  }
  await registerSecurityHeaders(app, { https: cookie.secure });
  await app.register(fastifyCookie);
  registerOriginCheck(app, { allowedOrigins: deps.allowedOrigins, cookieName: cookie.name });
  await app.register(fastifyCompress, { threshold: 1024 });
  registerHealth(app, database);
  await registerTrpc(app, createContext);
  registerPublicRoutes(app, createContext);
  await registerUploads(app, { createContext, storage: publicParts.storage });
  registerAdminRoutes(app, createContext);
  registerSeoRoutes(app, deps, config.publicOrigin);
  const staffLoginUrl = `${config.adminOrigin ?? ""}/admin/login`;
  const internalCaller = createCaller(createInternalContext(deps));
  const publicSiteUrl = config.adminOrigin ? (config.publicOrigin ?? "") : "";
  const renderPage = await loadPageRenderer(ssrEntryOf(options.sites?.webDist ?? webDist), {
    facts: { business: config.business, staffLoginUrl, publicSiteUrl },
    router: appRouter,
    // Pages are drawn as an anonymous visitor sees them, whoever asks.
    createContext: () => createInternalContext(deps),
    onError: (err, url) => app.log.warn({ err, url }, "server render failed; the browser draws the page"),
  });
  await registerStaticSites(app, {
    business: config.business,
    staffLoginUrl,
    publicOrigin: config.publicOrigin,
    publicSiteUrl,
    renderPage,
    // Not found, pending, declined and unlisted all answer NOT_FOUND: the page then gets a 404.
    findLiveObituary: (id) => internalCaller.obituaries.byId({ id }).catch(() => null),
    ...options.sites,
  });

  app.addHook("onClose", async () => {
    if (!options.database) await database.close();
  });

  return { app, database, deps };
}

/** The public API's parts: photo storage under DATA_DIR/uploads, the chat assistant, write limits. */
function publicDeps(app: FastifyInstance, config: ServerConfig, options: BuildServerOptions) {
  return {
    storage: createLocalPhotoStorage(path.join(config.dataDir, "uploads")),
    assistant: createAssistant({
      endpoint: config.ai,
      onEndpointError: (err: unknown) => app.log.warn({ err }, "assistant endpoint failed; the built-in responder answered"),
    }),
    rateLimiter: new RateLimiter(options.rateLimits),
  } satisfies Partial<ApiDeps>;
}
