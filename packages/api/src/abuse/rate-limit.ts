/** How many writes one client address may make in a window, per kind of write. */
export interface RateLimitRule {
  max: number;
  windowMs: number;
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

/**
 * Generous for a family filling a form twice, tight for a script. Chat moves
 * faster than forms. Overridable (ApiDeps.rateLimits) for tests and busy sites.
 */
export const defaultRateLimits: Record<PublicWriteScope, RateLimitRule> = {
  "obituaries.submit": { max: 10, windowMs: 15 * 60_000 },
  "guestBook.add": { max: 20, windowMs: 15 * 60_000 },
  "consultations.book": { max: 10, windowMs: 15 * 60_000 },
  "contact.send": { max: 10, windowMs: 15 * 60_000 },
  "chat.createSession": { max: 20, windowMs: 15 * 60_000 },
  "chat.send": { max: 30, windowMs: 60_000 },
  "chat.aiResponse": { max: 30, windowMs: 60_000 },
  "uploads.photo": { max: 20, windowMs: 15 * 60_000 },
};

export type RateLimitDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Fixed-window counters in memory, per (scope, client address). One server
 * process holds them; several instances would move this behind the same
 * interface into a shared store.
 */
export class RateLimiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();
  private readonly rules: Record<PublicWriteScope, RateLimitRule>;

  constructor(overrides: Partial<Record<PublicWriteScope, RateLimitRule>> = {}) {
    this.rules = { ...defaultRateLimits, ...overrides };
  }

  take(scope: PublicWriteScope, client: string, now: number = Date.now()): RateLimitDecision {
    const rule = this.rules[scope];
    const key = `${scope}\u0000${client}`;
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      if (this.windows.size > 50_000) this.sweep(now);
      window = { count: 0, resetAt: now + rule.windowMs };
      this.windows.set(key, window);
    }
    if (window.count >= rule.max) {
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((window.resetAt - now) / 1000)) };
    }
    window.count += 1;
    return { allowed: true };
  }

  private sweep(now: number): void {
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}
