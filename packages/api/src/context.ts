import type { Database } from "@fh/db";
import type { Business } from "@fh/validators";
import type { RateLimiter } from "./abuse/rate-limit";
import type { Assistant } from "./assistant";
import type { PhotoStorage } from "./storage";

/** A signed-in staff member, as procedures see them. */
export interface StaffUser {
  id: number;
  username: string;
  role: string;
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
}

/**
 * What the server gives the API once at start: the database, configuration and
 * the parts that talk to the outside (storage, the assistant). Tests build the
 * same object on an in-memory database.
 */
export interface ApiDeps {
  db: Database;
  business: Business;
  /** The site's own origins: cookie-authenticated changes must come from one of them. */
  allowedOrigins: string[];
  now?: () => Date;
  /** How long a staff session lives without activity (SESSION_TTL_HOURS); default 12. */
  sessionTtlHours?: number;
  /** Where uploaded photos live (local disk under DATA_DIR/uploads by default). */
  storage?: PhotoStorage;
  /** Writes the chat's replies; the built-in grief-support responder when absent. */
  assistant?: Assistant;
  /** Per-address limits on public writes; one is made per database when absent. */
  rateLimiter?: RateLimiter;
}

/** Hooks the server lets procedures use on the HTTP response (cookies). */
export interface ResponseHooks {
  setSessionCookie: (token: string, expiresAt: Date) => void;
  clearSessionCookie: () => void;
  /** Sets a response header (Retry-After on a 429). */
  setHeader?: (name: string, value: string) => void;
}

export interface Context extends ApiDeps {
  staff: StaffUser | null;
  request: RequestFacts;
  response: ResponseHooks;
  now: () => Date;
}

const noResponse: ResponseHooks = { setSessionCookie: () => {}, clearSessionCookie: () => {} };

/** A context with no HTTP request behind it: server-side scripts and tests. */
export function createInternalContext(deps: ApiDeps, staff: StaffUser | null = null, request: Partial<RequestFacts> = {}): Context {
  return {
    ...deps,
    now: deps.now ?? (() => new Date()),
    staff,
    request: {
      ip: "127.0.0.1",
      credentials: staff ? "bearer" : "none",
      sessionToken: null,
      idempotencyKey: null,
      userAgent: null,
      ...request,
    },
    response: noResponse,
  };
}
