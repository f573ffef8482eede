/**
 * Failed sign-ins counted per client address and per username over a sliding
 * window. Once either count reaches its limit, further attempts are refused
 * (before any password is checked) until the oldest failure leaves the window.
 * In memory: one server process. Several instances would each count their own.
 */
export interface LoginThrottleOptions {
  windowMs: number;
  maxFailuresPerUsername: number;
  maxFailuresPerAddress: number;
  /** Bound on remembered keys, so a flood of made-up usernames cannot grow memory without end. */
  maxKeys: number;
}

export const DEFAULT_LOGIN_THROTTLE: LoginThrottleOptions = {
  windowMs: 15 * 60 * 1000,
  maxFailuresPerUsername: 5,
  // Several staff may share one office address; a guesser trying many usernames still stops here.
  maxFailuresPerAddress: 20,
  maxKeys: 10_000,
};

export class LoginThrottle {
  private readonly failures = new Map<string, number[]>();

  constructor(private readonly options: LoginThrottleOptions = DEFAULT_LOGIN_THROTTLE) {}

  private keys(ip: string, username: string): Array<[string, number]> {
    return [
      [`ip:${ip}`, this.options.maxFailuresPerAddress],
      [`user:${username.trim().toLowerCase()}`, this.options.maxFailuresPerUsername],
    ];
  }

  private recent(key: string, now: number): number[] {
    const times = (this.failures.get(key) ?? []).filter((t) => now - t < this.options.windowMs);
    if (times.length === 0) this.failures.delete(key);
    else this.failures.set(key, times);
    return times;
  }

  /** Seconds to wait before trying again, or 0 when an attempt may be made now. */
  retryAfterSeconds(ip: string, username: string, now: number): number {
    let waitMs = 0;
    for (const [key, limit] of this.keys(ip, username)) {
      const times = this.recent(key, now);
      if (times.length >= limit) {
        const oldestThatCounts = times[times.length - limit] ?? now;
        waitMs = Math.max(waitMs, oldestThatCounts + this.options.windowMs - now);
      }
    }
    return waitMs > 0 ? Math.max(1, Math.ceil(waitMs / 1000)) : 0;
  }

  recordFailure(ip: string, username: string, now: number): void {
    for (const [key] of this.keys(ip, username)) {
      const times = this.recent(key, now);
      times.push(now);
      // Re-insert so the Map's order is least recently failed first.
      this.failures.delete(key);
      this.failures.set(key, times);
    }
    while (this.failures.size > this.options.maxKeys) {
      const oldest = this.failures.keys().next().value;
      if (oldest === undefined) break;
      this.failures.delete(oldest);
    }
  }

  /** A successful sign-in clears that username's failures (the address keeps its count). */
  recordSuccess(username: string): void {
    this.failures.delete(`user:${username.trim().toLowerCase()}`);
  }
}

const throttles = new WeakMap<object, LoginThrottle>();

/** The throttle of one server (keyed by its database handle, which lives as long as the server). */
export function loginThrottleFor(owner: object): LoginThrottle {
  let throttle = throttles.get(owner);
  if (!throttle) {
    throttle = new LoginThrottle();
    throttles.set(owner, throttle);
  }
  return throttle;
}
