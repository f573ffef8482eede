import type { Database, StaffRole } from "@fh/db";
import type { Business, EstimateLine, Locale } from "@fh/validators";
import type { WriteLimiter } from "./abuse/rate-limit";
import { loginThrottleFor, type LoginThrottleLike } from "./auth/throttle";
import type { PublicCacheInvalidator } from "./cache/invalidate";
import type { Assistant } from "./assistant";
import type { NotificationSettings } from "./notifications/settings";
import type { PhotoStorage } from "./storage";
import type { RemotePhotoSource } from "./storage/remote";
import type { SystemOperations } from "./system-operations";

/** A stored estimate as its PDF prints it: the request's lines and total, with the version's date and words. */
export interface PrintableEstimate {
  id: number;
  firstName: string;
  lastName: string;
  arrangement: string | null;
  locale: Locale;
  lines: EstimateLine[];
  totalCents: number;
  priceListEffectiveDate: string | null;
  alternativeContainers: string;
  isDemo: boolean;
  createdAt: Date;
}

/** A signed-in staff member, as procedures see them. */
export interface StaffUser {
  id: number;
  username: string;
  role: StaffRole;
  /** Signed in with a one-time password: only changing it is allowed until then. */
  mustChangePassword?: boolean;
  /** Two-factor sign-in is required and this account has not set it up: only enrolling is allowed. */
  mustEnrolTwoFactor?: boolean;
}

/**
 * Where procedures write what a defender needs to see (failed sign-ins,
 * throttles, staff changes): the request's pino logger on the server, so each
 * event carries the request id. Events are objects with an `event` name
 * (lib/security-events.ts); never a password, a token or a visitor's message.
 */
export interface ApiLogger {
  info(fields: Record<string, unknown>, message?: string): void;
  warn(fields: Record<string, unknown>, message?: string): void;
  error(fields: Record<string, unknown>, message?: string): void;
}

/** How long personal data is kept before the retention sweep removes it (retention.ts). */
export interface RetentionPolicy {
  /** Chat transcripts, counted from the conversation's last message (CHAT_RETENTION_DAYS). */
  chatDays: number;
  /** Contact messages, counted from when they were sent (CONTACT_RETENTION_DAYS). */
  contactDays: number;
  /** Declined obituary submissions, counted from the decline (DECLINED_OBITUARY_RETENTION_DAYS). */
  declinedObituaryDays: number;
  /** Pre-planning requests, counted from staff's last change, else from when sent (PRE_PLANNING_RETENTION_DAYS). */
  prePlanningDays?: number;
}

/** Facts about the HTTP request that procedures may need (rate limits, CSRF, idempotency). */
export interface RequestFacts {
  /** Client address as the server trusts it (behind trustProxy hops). */
  ip: string;
  /** How the staff session, if any, was presented. */
  credentials: "cookie" | "bearer" | "none";
  /** The raw session token presented, if any (logout revokes it). */
  sessionToken: string | null;
  idempotencyKey: string | null;
  userAgent: string | null;
  /** The visitor's chat cookie, if any: the secret that opens their conversations (routers/chat.ts). */
  chatVisitorToken?: string | null;
  /** The family's sign-in cookie (fh_family), if any: opens the family page of one address (family/session.ts). */
  familyToken?: string | null;
  /** The language the request asked for (x-fh-locale, else fh_locale, else English); public answers use it (locale.ts). */
  locale?: Locale;
}

/**
 * What the server gives the API once at start: the database, configuration and
 * the parts that talk to the outside (storage, the assistant). Tests build the
 * same object on an in-memory database.
 */
export interface ApiDeps {
  db: Database;
  business: Business;
  now?: () => Date;
  /** How long a staff session lives without activity (SESSION_TTL_HOURS); default 12. */
  sessionTtlHours?: number;
  /** Where uploaded photos live (local disk under DATA_DIR/uploads by default). */
  storage?: PhotoStorage;
  /**
   * Fetches the https photos that approved obituaries point at, to keep a copy
   * in `storage` (storage/remote.ts); public addresses only, bounded, when absent.
   */
  remotePhotos?: RemotePhotoSource;
  /** Writes the chat's replies; the built-in grief-support responder when absent. */
  assistant?: Assistant;
  /** Per-address limits on public writes; one is made per database when absent. */
  rateLimiter?: WriteLimiter;
  /** Failed staff sign-ins; one in memory per database when absent (auth/throttle.ts), or in Redis (auth/throttle-redis.ts). */
  loginThrottle?: LoginThrottleLike;
  /** How many consultations one booking slot holds (CONSULTATION_SLOT_CAPACITY); default 1. */
  consultationSlotCapacity?: number;
  /** Logger for work outside a request (the retention sweep, internal contexts); silent when absent. */
  log?: ApiLogger;
  /** How long personal data is kept; defaultRetention when absent. */
  retention?: RetentionPolicy;
  /** Bytes of photos one visitor's address may store in a day (UPLOAD_QUOTA_MB_PER_DAY); default 50 MB. */
  uploadQuotaBytesPerDay?: number;
  /** Bytes of photos all visitors together may store in a day (UPLOAD_QUOTA_MB_TOTAL_PER_DAY); default 1000 MB. */
  uploadQuotaBytesTotalPerDay?: number;
  /** Free bytes below which visitors' uploads are refused with a 503, on storage that says its free space (UPLOAD_MIN_FREE_MB); default 1 GB. */
  uploadMinFreeBytes?: number;
  /** Where emails come from and go (MAIL_FROM, STAFF_NOTIFY_EMAIL); no email is written to the outbox when absent. */
  notifications?: NotificationSettings;
  /** Draws a family's pre-planning estimate as a PDF (the server's, beside /pricing.pdf), attached to their email; the email goes with its link alone when absent. */
  estimatePdf?: (estimate: PrintableEstimate) => Promise<Uint8Array>;
  /** Backups, for the owners' System page (the server's own, apps/server/src/operations); the page says they are unavailable when absent. */
  systemOperations?: SystemOperations;
  /** The server's cache of public answers, which every public-facing write invalidates (cache/invalidate.ts); none when absent. */
  publicCache?: PublicCacheInvalidator;
}

/** Hooks the server lets procedures use on the HTTP response (cookies). */
export interface ResponseHooks {
  setSessionCookie: (token: string, expiresAt: Date) => void;
  clearSessionCookie: () => void;
  /** Sets a response header (Retry-After on a 429). */
  setHeader?: (name: string, value: string) => void;
  /** Gives the visitor their chat cookie (HttpOnly, this browser session only). */
  setChatVisitorCookie?: (token: string) => void;
  /** Gives a family their sign-in cookie (fh_family: HttpOnly, 30 days), or ends it. */
  setFamilyCookie?: (token: string, expiresAt: Date) => void;
  clearFamilyCookie?: () => void;
  /** Runs work once the answer has been sent (a family link request's lookup), so it cannot delay the answer. */
  afterResponse?: (work: () => void) => void;
}

/** What a procedure may tell the audit trail about its change (lib/audit.ts); set by the staff middleware. */
export interface AuditNote {
  /** The fields an edit really changed, when the procedure knows better than its input's keys. */
  fields?: string[];
}

export interface Context extends ApiDeps {
  staff: StaffUser | null;
  /** Present inside a staff mutation: see AuditNote. */
  audit?: AuditNote;
  request: RequestFacts;
  response: ResponseHooks;
  now: () => Date;
  log: ApiLogger;
}

const noResponse: ResponseHooks = { setSessionCookie: () => {}, clearSessionCookie: () => {} };

/** Writes nothing: scripts and tests that do not look at the log. */
export const silentLogger: ApiLogger = { info: () => {}, warn: () => {}, error: () => {} };

/**
 * The sign-in throttle every context carries: the configured one (Redis), else
 * the one kept in memory for this database. Read here, from the server's own
 * database handle: a staff mutation runs on a transaction as ctx.db, and a
 * throttle looked up by that handle would be a new one, forgetting every
 * earlier wrong password, on each request.
 */
export function loginThrottleOf(deps: Pick<ApiDeps, "db" | "loginThrottle">): LoginThrottleLike {
  return deps.loginThrottle ?? loginThrottleFor(deps.db);
}

/** A context with no HTTP request behind it: server-side scripts and tests. */
export function createInternalContext(deps: ApiDeps, staff: StaffUser | null = null, request: Partial<RequestFacts> = {}): Context {
  return {
    ...deps,
    loginThrottle: loginThrottleOf(deps),
    now: deps.now ?? (() => new Date()),
    staff,
    request: {
      ip: "127.0.0.1",
      credentials: staff ? "bearer" : "none",
      sessionToken: null,
      idempotencyKey: null,
      userAgent: null,
      chatVisitorToken: null,
      ...request,
    },
    response: noResponse,
    log: deps.log ?? silentLogger,
  };
}
