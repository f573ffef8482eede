/**
 * How much one client address may write, per kind of write. Only writes that
 * were accepted count against `max` (a family whose form came back with a field
 * error has written nothing); every request, accepted or refused, counts
 * against the broader `maxRequests`, so a flood of bad requests still stops.
 */
export interface RateLimitRule {
  /** Accepted writes per client address in one window. */
  max: number;
  windowMs: number;
  /** Every request per client address in the same window, refused ones included; 5 × max when absent. */
  maxRequests?: number;
  /** Accepted writes per client address on one target (one obituary's guest book), in their own window. */
  perTarget?: { max: number; windowMs: number };
}

export type PublicWriteScope =
  | "obituaries.submit"
  | "guestBook.add"
  | "guestBook.report"
  | "obituaries.follow"
  | "services.rsvp"
  | "consultations.book"
  | "contact.send"
  | "prePlanning.submit"
  | "chat.createSession"
  | "chat.send"
  | "chat.aiResponse"
  | "uploads.photo"
  | "family.link"
  | "family.signIn";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * Generous for a family filling a form twice, tight for a script. Chat moves
 * faster than forms. The guest book is sized for a funeral reception: fifty
 * guests posting from the venue's one Wi-Fi address within an hour are all
 * accepted (docs/decisions/009-public-write-limits.md). Overridable
 * (ApiDeps.rateLimiter) for tests and busy sites.
 */
export const defaultRateLimits: Record<PublicWriteScope, RateLimitRule> = {
  "obituaries.submit": { max: 10, windowMs: 15 * MINUTE, maxRequests: 60 },
  "guestBook.add": { max: 300, windowMs: HOUR, maxRequests: 600, perTarget: { max: 100, windowMs: HOUR } },
  // A visitor reports a message or two, not dozens: tight, since each report reorders the staff list.
  "guestBook.report": { max: 10, windowMs: HOUR, maxRequests: 50 },
  // Follow this obituary: a family follows a few pages, not dozens; each accepted follow may write an email.
  "obituaries.follow": { max: 10, windowMs: 15 * MINUTE, maxRequests: 60 },
  // "I'll attend": a household answers for a service or two; each answer may later be emailed.
  "services.rsvp": { max: 10, windowMs: 15 * MINUTE, maxRequests: 60 },
  "consultations.book": { max: 10, windowMs: 15 * MINUTE, maxRequests: 60 },
  "contact.send": { max: 10, windowMs: 15 * MINUTE, maxRequests: 60 },
  "prePlanning.submit": { max: 10, windowMs: 15 * MINUTE, maxRequests: 60 },
  "chat.createSession": { max: 20, windowMs: 15 * MINUTE, maxRequests: 100 },
  "chat.send": { max: 30, windowMs: MINUTE, maxRequests: 120 },
  "chat.aiResponse": { max: 30, windowMs: MINUTE, maxRequests: 120 },
  "uploads.photo": { max: 20, windowMs: 15 * MINUTE, maxRequests: 100 },
  // Asking for a sign-in link: a family needs a few, a script trying addresses many.
  "family.link": { max: 10, windowMs: 15 * MINUTE, maxRequests: 60 },
  // Using a link: a family opens the page on a phone and a computer, a few a day.
  "family.signIn": { max: 20, windowMs: 15 * MINUTE, maxRequests: 60 },
};

/** A write let through: kept in the quota if it is accepted, given back if it is not. */
export type WriteAdmission =
  | { allowed: false; retryAfterSeconds: number }
  | { allowed: true; release: () => void };

/** What counts public writes: this process's memory (RateLimiter) or Redis, shared by every instance (RedisRateLimiter); both rate-limit-flexible.ts. */
export interface WriteLimiter {
  begin(scope: PublicWriteScope, client: string, target: string | null): Promise<WriteAdmission>;
}
