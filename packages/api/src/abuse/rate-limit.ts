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
  | "consultations.book"
  | "contact.send"
  | "chat.createSession"
  | "chat.send"
  | "chat.aiResponse"
  | "uploads.photo";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * Generous for a family filling a form twice, tight for a script. Chat moves
 * faster than forms. The guest book is sized for a funeral reception: fifty
 * guests posting from the venue's one Wi-Fi address within an hour are all
 * accepted (docs/decisions/2026-11-23-public-write-limits.md). Overridable
 * (ApiDeps.rateLimiter) for tests and busy sites.
 */
export const defaultRateLimits: Record<PublicWriteScope, RateLimitRule> = {
  "obituaries.submit": { max: 10, windowMs: 15 * MINUTE, maxRequests: 60 },
  "guestBook.add": { max: 300, windowMs: HOUR, maxRequests: 600, perTarget: { max: 100, windowMs: HOUR } },
  "consultations.book": { max: 10, windowMs: 15 * MINUTE, maxRequests: 60 },
  "contact.send": { max: 10, windowMs: 15 * MINUTE, maxRequests: 60 },
  "chat.createSession": { max: 20, windowMs: 15 * MINUTE, maxRequests: 100 },
  "chat.send": { max: 30, windowMs: MINUTE, maxRequests: 120 },
  "chat.aiResponse": { max: 30, windowMs: MINUTE, maxRequests: 120 },
  "uploads.photo": { max: 20, windowMs: 15 * MINUTE, maxRequests: 100 },
};

/** A write let through: kept in the quota if it is accepted, given back if it is not. */
export type WriteAdmission =
  | { allowed: false; retryAfterSeconds: number }
  | { allowed: true; release: () => void };

interface Window {
  count: number;
  resetAt: number;
}

const retryAfter = (window: Window, now: number) => Math.max(1, Math.ceil((window.resetAt - now) / 1000));

/**
 * Fixed-window counters in memory, per (scope, client address) and, where the
 * rule has one, per (scope, client address, target). One server process holds
 * them; several instances would move this behind the same interface into a
 * shared store.
 */
export class RateLimiter {
  private readonly windows = new Map<string, Window>();
  private readonly rules: Record<PublicWriteScope, RateLimitRule>;

  constructor(overrides: Partial<Record<PublicWriteScope, RateLimitRule>> = {}) {
    this.rules = { ...defaultRateLimits, ...overrides };
  }

  /**
   * Counts one request and reserves one accepted write (and one on the
   * target, if any). The caller releases the reservation when the write was
   * not accepted. Reserving before the write runs keeps simultaneous requests
   * from overshooting the quota.
   */
  begin(scope: PublicWriteScope, client: string, target: string | null, now: number = Date.now()): WriteAdmission {
    const rule = this.rules[scope];
    const requests = this.current(`requests\u0000${scope}\u0000${client}`, rule.windowMs, now);
    if (requests.count >= (rule.maxRequests ?? rule.max * 5)) return { allowed: false, retryAfterSeconds: retryAfter(requests, now) };
    requests.count += 1;

    const reserved: Window[] = [];
    const writes = this.current(`writes\u0000${scope}\u0000${client}`, rule.windowMs, now);
    if (writes.count >= rule.max) return { allowed: false, retryAfterSeconds: retryAfter(writes, now) };
    reserved.push(writes);
    if (rule.perTarget && target !== null) {
      const onTarget = this.current(`target\u0000${scope}\u0000${client}\u0000${target}`, rule.perTarget.windowMs, now);
      if (onTarget.count >= rule.perTarget.max) return { allowed: false, retryAfterSeconds: retryAfter(onTarget, now) };
      reserved.push(onTarget);
    }
    for (const window of reserved) window.count += 1;

    let released = false;
    return {
      allowed: true,
      release: () => {
        if (released) return;
        released = true;
        // A window that has since been replaced by a new one keeps its own count.
        for (const window of reserved) window.count = Math.max(0, window.count - 1);
      },
    };
  }

  /** The live window of a key, a fresh one when it has run out. */
  private current(key: string, windowMs: number, now: number): Window {
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      if (this.windows.size > 50_000) this.sweep(now);
      window = { count: 0, resetAt: now + windowMs };
      this.windows.set(key, window);
    }
    return window;
  }

  private sweep(now: number): void {
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}
