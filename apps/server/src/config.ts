import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { defaultRetention, isEmailAddress, parseAddressList, type NotificationSettings, type RetentionPolicy, type S3PhotoStorageSettings } from "@fh/api";
import { businessSchema, defaultBusiness, type Business } from "@fh/validators";
import { z } from "zod";

/**
 * Every environment variable the server reads, parsed once at start. A bad
 * value stops the server with a message naming the variable. .env.example
 * lists the same variables with a comment each.
 */
const optionalText = z
  .string()
  .trim()
  .transform((s) => (s === "" ? undefined : s))
  .optional();

const origin = optionalText.pipe(
  z
    .url({ protocol: /^https?$/ })
    .transform((u) => new URL(u).origin)
    .optional(),
);

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("127.0.0.1"),
  DATA_DIR: z.string().min(1).default("./.data"),
  DATABASE_URL: optionalText.pipe(z.url({ protocol: /^postgres(ql)?$/ }).optional()),
  PUBLIC_ORIGIN: origin,
  ADMIN_ORIGIN: origin,
  TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(0),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  SESSION_TTL_HOURS: z.coerce.number().int().min(1).max(24 * 30).default(12),
  SESSION_MAX_HOURS: z.coerce.number().int().min(1).max(24 * 365).default(168),
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(60_000),
  MAX_CONNECTIONS: z.coerce.number().int().min(1).max(1_000_000).default(1000),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(500).max(600_000).default(10_000),
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(10_000),
  // Taken as written: a password's spaces are part of it.
  ADMIN_USERNAME: z.string().optional(),
  ADMIN_PASSWORD: z.string().optional(),
  CONSULTATION_SLOT_CAPACITY: z.coerce.number().int().min(1).max(50).default(1),
  // Retention of personal data, in days (defaults in @fh/api's privacy/retention.ts).
  CHAT_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).optional(),
  CONTACT_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).optional(),
  DECLINED_OBITUARY_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).optional(),
  PRE_PLANNING_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).optional(),
  UPLOAD_QUOTA_MB_PER_DAY: z.coerce.number().int().min(1).max(100_000).default(50),
  UPLOAD_QUOTA_MB_TOTAL_PER_DAY: z.coerce.number().int().min(1).max(10_000_000).default(1000),
  UPLOAD_MIN_FREE_MB: z.coerce.number().int().min(0).max(1_000_000_000).default(1024),
  UPLOAD_ORPHAN_GRACE_HOURS: z.coerce.number().int().min(1).max(24 * 365).default(24),
  AI_BASE_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  AI_API_KEY: optionalText,
  AI_MODEL: optionalText,
  AI_TIMEOUT_MS: z.coerce.number().int().min(500).max(120_000).default(15_000),
  // Email: the SMTP server, the From address and staff's first recipients.
  SMTP_URL: optionalText.pipe(z.url({ protocol: /^smtps?$/, error: "must be smtp://user:pass@host:port or smtps://…" }).optional()),
  MAIL_FROM: optionalText,
  STAFF_NOTIFY_EMAIL: optionalText,
  // The domain in calendar entries' UIDs ("service-12@example.com"): a host name, no scheme or port.
  CALENDAR_UID_DOMAIN: optionalText.pipe(
    z
      .string()
      .toLowerCase()
      .regex(/^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/, "must be a domain name, e.g. example-funeralhome.com")
      .optional(),
  ),
  // The public cache, load shedding, and the shared state of several instances.
  PUBLIC_CACHE_MB: z.coerce.number().int().min(0).max(16_384).default(32),
  PAGE_STORE_MB: z.coerce.number().int().min(0).max(1_048_576).optional(),
  MAX_EXPENSIVE_IN_FLIGHT: z.coerce.number().int().min(1).max(10_000).default(8),
  MAX_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(0).max(60_000).optional(),
  REDIS_KEY_PREFIX: z.string().regex(/^[A-Za-z0-9:_-]{1,64}$/, "letters, digits, : _ - (at most 64)").default("fh"),
  REDIS_URL: optionalText.pipe(z.url({ protocol: /^rediss?$/, error: "must be redis://host:port or rediss://…" }).optional()),
  S3_ENDPOINT: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  S3_BUCKET: optionalText,
  S3_REGION: optionalText,
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_FORCE_PATH_STYLE: optionalText.pipe(z.enum(["true", "false", "1", "0"], { error: "must be true or false" }).optional()),
  // Backups and metrics (docs/operations.md).
  BACKUP_DIR: optionalText,
  BACKUP_EVERY_HOURS: z.coerce.number().min(0).max(8760).default(24),
  BACKUP_KEEP: z.coerce.number().int().min(1).max(10_000).default(14),
  BACKUP_S3_BUCKET: optionalText,
  // Any token turns /metrics on; one shorter than 16 characters is taken, with a warning at start (plugins/metrics.ts).
  METRICS_TOKEN: optionalText,
  BUSINESS_NAME: optionalText,
  BUSINESS_PHONE: optionalText,
  BUSINESS_EMAIL: optionalText,
  BUSINESS_STREET: optionalText,
  BUSINESS_CITY: optionalText,
  BUSINESS_REGION: optionalText,
  BUSINESS_POSTAL_CODE: optionalText,
  BUSINESS_HOURS: optionalText,
  BUSINESS_SOCIAL_URL: optionalText,
});

export type Env = z.infer<typeof envSchema>;

export interface ServerConfig {
  env: Env["NODE_ENV"];
  port: number;
  host: string;
  /** Absolute path of the data folder (embedded database, uploads). */
  dataDir: string;
  databaseUrl: string | undefined;
  publicOrigin: string | undefined;
  adminOrigin: string | undefined;
  trustProxy: number;
  logLevel: Env["LOG_LEVEL"];
  /** Sliding lifetime of a staff session: activity extends it by this much. */
  sessionTtlHours: number;
  /** Absolute lifetime of a staff session from sign-in: past it, activity extends nothing and the session ends. */
  sessionMaxHours: number;
  /** Socket limits; see httpLimits. */
  http: HttpLimits;
  /** After SIGTERM, how long requests in flight may take before their connections are closed and the process exits. */
  shutdownTimeoutMs: number;
  /** PostgreSQL cancels a statement that runs longer (the request then gets a 503). */
  databaseStatementTimeoutMs: number;
  /**
   * ADMIN_USERNAME / ADMIN_PASSWORD: the first staff account, made at start
   * when there is none; also the answers `pnpm admin:create` and
   * `pnpm admin:password` offer.
   */
  admin: { username: string | undefined; password: string | undefined };
  /** How many consultations one booking slot holds (several directors meet families at once). */
  consultationSlotCapacity: number;
  /** How long chat transcripts, contact messages and declined submissions are kept. */
  retention: RetentionPolicy;
  /** Photos one visitor's address may store in a day, in bytes (UPLOAD_QUOTA_MB_PER_DAY). */
  uploadQuotaBytesPerDay: number;
  /** Photos all visitors together may store in a day, in bytes (UPLOAD_QUOTA_MB_TOTAL_PER_DAY); staff uploads are not counted. */
  uploadQuotaBytesTotalPerDay: number;
  /** Free bytes on the uploads folder's disk below which visitors' uploads get a 503 (UPLOAD_MIN_FREE_MB; local disk only). */
  uploadMinFreeBytes: number;
  /** How long a visitor's photo may wait for an obituary to use it before it is removed (UPLOAD_ORPHAN_GRACE_HOURS). */
  uploadOrphanGraceHours: number;
  ai: { baseUrl: string; apiKey: string; model: string; timeoutMs: number } | null;
  business: Business;
  /**
   * Email: where it is sent through (SMTP_URL; unset keeps every message
   * waiting in the outbox, shown to staff) and what the API writes it with.
   */
  mail: { smtpUrl: string | undefined; notifications: NotificationSettings };
  /** Bytes of public answers kept in memory (PUBLIC_CACHE_MB; 0 keeps none). */
  publicCacheBytes: number;
  /** Bytes of drawn pages kept on disk under DATA_DIR/page-store (PAGE_STORE_MB; 0 keeps none). */
  pageStoreBytes: number;
  /** Load shedding: expensive answers at once (MAX_EXPENSIVE_IN_FLIGHT) and the event-loop delay past which requests get a 503 (MAX_EVENT_LOOP_DELAY_MS; 0 never). */
  shedding: { maxExpensiveInFlight: number; maxEventLoopDelayMs: number };
  /** REDIS_URL: rate limits, the login throttle, idempotency keys and cache invalidation shared by every instance. */
  redisUrl: string | undefined;
  /** Prefix of every Redis key and channel (REDIS_KEY_PREFIX): sites sharing one Redis keep apart. */
  redisKeyPrefix: string;
  /** S3_BUCKET with the S3_* endpoint and keys: photos in S3-compatible storage; null keeps them in DATA_DIR/uploads. */
  s3: S3PhotoStorageSettings | null;
  backup: BackupSettings;
  /** METRICS_TOKEN: GET /metrics answers only with it as a bearer token; unset, /metrics is a 404. */
  metricsToken: string | undefined;
}

export interface BackupSettings {
  /** BACKUP_DIR (default DATA_DIR/backups): where archives are written, and kept unless a bucket keeps them. */
  dir: string;
  /** BACKUP_EVERY_HOURS: hours between scheduled backups; 0 makes none. */
  everyHours: number;
  /** BACKUP_KEEP: the newest archives kept; older ones are removed after each backup. */
  keep: number;
  /** BACKUP_S3_BUCKET: archives go to this bucket, with the S3_* endpoint and keys (whether or not photos are in S3). */
  s3: S3PhotoStorageSettings | null;
}

/** How long the server waits on a client, and how many it serves at once. */
export interface HttpLimits {
  /** Whole request, headers and body (REQUEST_TIMEOUT_MS); a client still sending after it gets 408 and is cut off. */
  requestTimeoutMs: number;
  /** Request line and headers. */
  headersTimeoutMs: number;
  /** An idle keep-alive connection between requests. */
  keepAliveTimeoutMs: number;
  /** A connection on which nothing moves either way, including while a request is being answered. */
  connectionTimeoutMs: number;
  /** Open connections at once (MAX_CONNECTIONS); more are closed as they arrive. */
  maxConnections: number;
}

/**
 * The socket limits. Only the request timeout and the connection cap are
 * settings; the rest follow from them or from what clients and load
 * balancers do:
 * - the request timeout (60 s) lets a 5 MB photo arrive from a phone on a
 *   slow connection (about 85 KB/s); a client that sends less is cut off;
 * - headers are a few KB: 15 s is ample on the worst mobile network;
 * - keep-alive stays at Fastify's 72 s, above the 60 s idle timeout of common
 *   load balancers, so the balancer, never the server, closes an idle
 *   connection first (otherwise it may send a request on a closing socket);
 * - the silent-connection timeout must outlast the slowest answer, the chat
 *   assistant waiting for its endpoint (AI_TIMEOUT_MS); a client that stops
 *   reading its answer is dropped after it.
 */
export function httpLimits(env: Pick<Env, "REQUEST_TIMEOUT_MS" | "MAX_CONNECTIONS" | "AI_TIMEOUT_MS">): HttpLimits {
  return {
    requestTimeoutMs: env.REQUEST_TIMEOUT_MS,
    headersTimeoutMs: Math.min(15_000, env.REQUEST_TIMEOUT_MS),
    keepAliveTimeoutMs: 72_000,
    connectionTimeoutMs: Math.max(60_000, env.AI_TIMEOUT_MS + 15_000),
    maxConnections: env.MAX_CONNECTIONS,
  };
}

export class ConfigError extends Error {
  override name = "ConfigError";
}

/** Relative paths are read from where the command was typed (pnpm's INIT_CWD), not the package folder. */
function resolveFromInvocation(p: string): string {
  return path.resolve(process.env.INIT_CWD ?? process.cwd(), p);
}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): ServerConfig {
  // An empty value (`PORT=` in a .env file) means "not set", not zero.
  const present = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ""));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new ConfigError(`Invalid environment:\n${lines.join("\n")}`);
  }
  const env = parsed.data;
  const business = businessSchema.safeParse({
    name: env.BUSINESS_NAME ?? defaultBusiness.name,
    phone: env.BUSINESS_PHONE ?? defaultBusiness.phone,
    email: env.BUSINESS_EMAIL ?? defaultBusiness.email,
    streetAddress: env.BUSINESS_STREET ?? defaultBusiness.streetAddress,
    city: env.BUSINESS_CITY ?? defaultBusiness.city,
    region: env.BUSINESS_REGION ?? defaultBusiness.region,
    postalCode: env.BUSINESS_POSTAL_CODE ?? defaultBusiness.postalCode,
    hours: env.BUSINESS_HOURS ?? defaultBusiness.hours,
    socialUrl: env.BUSINESS_SOCIAL_URL ?? defaultBusiness.socialUrl,
  });
  if (!business.success) {
    const names: Record<string, string> = {
      name: "BUSINESS_NAME",
      phone: "BUSINESS_PHONE",
      email: "BUSINESS_EMAIL",
      streetAddress: "BUSINESS_STREET",
      city: "BUSINESS_CITY",
      region: "BUSINESS_REGION",
      postalCode: "BUSINESS_POSTAL_CODE",
      hours: "BUSINESS_HOURS",
      socialUrl: "BUSINESS_SOCIAL_URL",
    };
    const lines = business.error.issues.map((i) => `  ${names[String(i.path[0])] ?? String(i.path[0])}: ${i.message}`);
    throw new ConfigError(`Invalid environment:\n${lines.join("\n")}`);
  }
  if (env.SESSION_MAX_HOURS < env.SESSION_TTL_HOURS) {
    throw new ConfigError("Invalid environment:\n  SESSION_MAX_HOURS: must be at least SESSION_TTL_HOURS");
  }
  if (env.ADMIN_ORIGIN && !env.PUBLIC_ORIGIN) {
    throw new ConfigError("Invalid environment:\n  PUBLIC_ORIGIN: required when ADMIN_ORIGIN is set");
  }
  const aiParts = [env.AI_BASE_URL, env.AI_API_KEY, env.AI_MODEL];
  const aiSet = aiParts.filter(Boolean).length;
  if (aiSet > 0 && aiSet < 3) {
    throw new ConfigError("Invalid environment:\n  AI_BASE_URL, AI_API_KEY, AI_MODEL: set all three or none");
  }
  const mail = mailSettings(env, business.data);
  const s3 = s3Connection(env);
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    dataDir: resolveFromInvocation(env.DATA_DIR),
    databaseUrl: env.DATABASE_URL,
    publicOrigin: env.PUBLIC_ORIGIN,
    adminOrigin: env.ADMIN_ORIGIN,
    trustProxy: env.TRUST_PROXY,
    logLevel: env.LOG_LEVEL,
    sessionTtlHours: env.SESSION_TTL_HOURS,
    sessionMaxHours: env.SESSION_MAX_HOURS,
    http: httpLimits(env),
    shutdownTimeoutMs: env.SHUTDOWN_TIMEOUT_MS,
    databaseStatementTimeoutMs: env.DATABASE_STATEMENT_TIMEOUT_MS,
    admin: { username: env.ADMIN_USERNAME, password: env.ADMIN_PASSWORD },
    consultationSlotCapacity: env.CONSULTATION_SLOT_CAPACITY,
    retention: {
      chatDays: env.CHAT_RETENTION_DAYS ?? defaultRetention.chatDays,
      contactDays: env.CONTACT_RETENTION_DAYS ?? defaultRetention.contactDays,
      declinedObituaryDays: env.DECLINED_OBITUARY_RETENTION_DAYS ?? defaultRetention.declinedObituaryDays,
      prePlanningDays: env.PRE_PLANNING_RETENTION_DAYS ?? defaultRetention.prePlanningDays,
    },
    uploadQuotaBytesPerDay: env.UPLOAD_QUOTA_MB_PER_DAY * 1024 * 1024,
    uploadQuotaBytesTotalPerDay: env.UPLOAD_QUOTA_MB_TOTAL_PER_DAY * 1024 * 1024,
    uploadMinFreeBytes: env.UPLOAD_MIN_FREE_MB * 1024 * 1024,
    uploadOrphanGraceHours: env.UPLOAD_ORPHAN_GRACE_HOURS,
    ai:
      env.AI_BASE_URL && env.AI_API_KEY && env.AI_MODEL
        ? { baseUrl: env.AI_BASE_URL, apiKey: env.AI_API_KEY, model: env.AI_MODEL, timeoutMs: env.AI_TIMEOUT_MS }
        : null,
    business: business.data,
    mail,
    publicCacheBytes: env.PUBLIC_CACHE_MB * 1024 * 1024,
    // Tests run many servers on one machine, each on a fresh database: a store they share would
    // hand one test another's pages, so a test turns it on with a DATA_DIR of its own.
    pageStoreBytes: (env.PAGE_STORE_MB ?? (env.NODE_ENV === "test" ? 0 : 512)) * 1024 * 1024,
    shedding: {
      maxExpensiveInFlight: env.MAX_EXPENSIVE_IN_FLIGHT,
      // Tests draw pages on an embedded database that holds the event loop while it
      // works, on busy CI machines: they shed by event-loop delay only when they ask to.
      maxEventLoopDelayMs: env.MAX_EVENT_LOOP_DELAY_MS ?? (env.NODE_ENV === "test" ? 0 : 1000),
    },
    redisUrl: env.REDIS_URL,
    redisKeyPrefix: env.REDIS_KEY_PREFIX,
    s3: env.S3_BUCKET && s3 ? { ...s3, bucket: env.S3_BUCKET } : null,
    backup: backupSettings(env, s3),
    metricsToken: env.METRICS_TOKEN,
  };
}

function backupSettings(env: Env, connection: S3Connection | null): BackupSettings {
  return {
    dir: env.BACKUP_DIR ? resolveFromInvocation(env.BACKUP_DIR) : path.join(resolveFromInvocation(env.DATA_DIR), "backups"),
    everyHours: env.BACKUP_EVERY_HOURS,
    keep: env.BACKUP_KEEP,
    s3: env.BACKUP_S3_BUCKET && connection ? { ...connection, bucket: env.BACKUP_S3_BUCKET } : null,
  };
}

/** How the server reaches S3-compatible storage: one endpoint and keys for the photos' bucket and the backups'. */
type S3Connection = Omit<S3PhotoStorageSettings, "bucket">;

const S3_CONNECTION = ["S3_ENDPOINT", "S3_REGION", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"] as const;
const S3_BUCKETS = ["S3_BUCKET", "BACKUP_S3_BUCKET"] as const;

/**
 * The endpoint, region and keys of S3_*, read whole or not at all. They serve
 * S3_BUCKET (photos; unset, photos stay on local disk) and BACKUP_S3_BUCKET
 * (archives), either or both, so a home with photos on its own disk can still
 * keep its backups off the machine. A half-set group, or a connection with no
 * bucket to use it, stops the server naming what is missing: silently falling
 * back to local disk would lose photos between instances, or keep the only
 * backups on the disk they are meant to outlive.
 */
function s3Connection(env: Env): S3Connection | null {
  const missing = S3_CONNECTION.filter((name) => !env[name]);
  const buckets = S3_BUCKETS.filter((name) => env[name]);
  if (missing.length === S3_CONNECTION.length && buckets.length === 0) {
    if (env.S3_FORCE_PATH_STYLE !== undefined) {
      throw new ConfigError(`Invalid environment:\n  S3_FORCE_PATH_STYLE: set only with ${S3_CONNECTION.join(", ")} and S3_BUCKET or BACKUP_S3_BUCKET`);
    }
    return null;
  }
  if (missing.length > 0) {
    throw new ConfigError(`Invalid environment:\n  ${missing.join(", ")}: required when any of ${[...S3_CONNECTION, ...S3_BUCKETS].join(", ")} is set`);
  }
  if (buckets.length === 0) {
    throw new ConfigError(`Invalid environment:\n  S3_BUCKET or BACKUP_S3_BUCKET: required when ${S3_CONNECTION.join(", ")} are set (S3_BUCKET keeps the photos in a bucket, BACKUP_S3_BUCKET the backups)`);
  }
  return {
    endpoint: env.S3_ENDPOINT!,
    region: env.S3_REGION!,
    accessKeyId: env.S3_ACCESS_KEY_ID!,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY!,
    forcePathStyle: env.S3_FORCE_PATH_STYLE === "true" || env.S3_FORCE_PATH_STYLE === "1",
  };
}

/**
 * MAIL_FROM ("Name <address>" or an address; the business's name and email
 * by default) and STAFF_NOTIFY_EMAIL (addresses, comma-separated; the
 * business's email by default). Links in emails go to PUBLIC_ORIGIN and
 * ADMIN_ORIGIN, or this machine on PORT.
 */
function mailSettings(env: Env, business: Business): ServerConfig["mail"] {
  const fromText = env.MAIL_FROM ?? business.email;
  const match = /^\s*(?:"?([^"<>\r\n]*?)"?\s*<([^<>\s]+)>|([^<>\s]+))\s*$/.exec(fromText);
  const address = match?.[2] ?? match?.[3];
  if (!match || !address || !isEmailAddress(address)) {
    throw new ConfigError("Invalid environment:\n  MAIL_FROM: must be an email address, or a name and <address>");
  }
  const name = match[1]?.trim() || business.name;
  const staff = parseAddressList(env.STAFF_NOTIFY_EMAIL ?? business.email);
  if (!staff.ok) throw new ConfigError(`Invalid environment:\n  STAFF_NOTIFY_EMAIL: not an email address: ${staff.bad}`);
  const publicUrl = env.PUBLIC_ORIGIN ?? `http://localhost:${env.PORT}`;
  return {
    smtpUrl: env.SMTP_URL,
    notifications: {
      from: { name, address },
      staffRecipients: staff.addresses,
      publicUrl,
      adminUrl: env.ADMIN_ORIGIN ?? publicUrl,
      smtpConfigured: Boolean(env.SMTP_URL),
      calendarDomain: calendarDomainOf(env, business),
    },
  };
}

/**
 * CALENDAR_UID_DOMAIN, else the public origin's host, else the domain of
 * the business's email (checked to be an address): a name of the home's
 * own, where "localhost" could be any site's. Changing it changes every
 * entry's UID (calendars then add the entries anew, once).
 */
function calendarDomainOf(env: Env, business: Business): string {
  if (env.CALENDAR_UID_DOMAIN) return env.CALENDAR_UID_DOMAIN;
  if (env.PUBLIC_ORIGIN) return new URL(env.PUBLIC_ORIGIN).hostname;
  return business.email.slice(business.email.lastIndexOf("@") + 1).toLowerCase();
}

/**
 * What the serving entry points (`pnpm start`, src/main.ts) assume when the
 * environment does not say: they serve the built apps, with no Vite dev
 * servers beside them, so they run as production and never trust the dev
 * servers' origins. Only `pnpm dev` (src/dev.ts) runs as development.
 */
export const SERVING_DEFAULTS: NodeJS.ProcessEnv = { NODE_ENV: "production" };

/**
 * Loads the configuration or stops the process with a message naming the bad
 * variable. `defaults` apply only where neither the environment nor .env says.
 */
export function loadConfigOrExit(defaults: NodeJS.ProcessEnv = {}): ServerConfig {
  // A .env file at the repository root, when there is one; the real environment wins.
  const envFile = fileURLToPath(new URL("../../../.env", import.meta.url));
  if (existsSync(envFile)) process.loadEnvFile(envFile);
  try {
    return loadConfig({ ...defaults, ...process.env });
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
}

/**
 * The origins that may send cookie-authenticated changes and sign-ins: exactly
 * those that serve the staff app, where the session cookie lives.
 * - Two hosts (ADMIN_ORIGIN): the admin origin only. The public origin is the
 *   same *site*, so a browser would send it the admin cookie, but the public
 *   pages never make staff calls.
 * - One host (PUBLIC_ORIGIN): that origin serves both apps.
 * - Neither: this machine on PORT; in development also the Vite servers on
 *   5173 and 5174 (`pnpm dev`), which proxy to this one and which the
 *   localhost cookie reaches too. A production server never trusts them: a
 *   page on someone's own machine is not the site.
 */
export function allowedOrigins(config: ServerConfig): string[] {
  if (config.adminOrigin) return [config.adminOrigin];
  if (config.publicOrigin) return [config.publicOrigin];
  const ports = config.env === "development" ? [config.port, 5173, 5174] : [config.port];
  return ports.flatMap((p) => [`http://localhost:${p}`, `http://127.0.0.1:${p}`]);
}

/**
 * The origins of this site's own pages, for the POSTs the server-drawn notice
 * pages make (the email links' buttons): PUBLIC_ORIGIN and ADMIN_ORIGIN when
 * set, else this machine as allowedOrigins says.
 */
export function siteOrigins(config: ServerConfig): string[] {
  const own = [config.publicOrigin, config.adminOrigin].filter((o): o is string => Boolean(o));
  return own.length > 0 ? own : allowedOrigins(config);
}
