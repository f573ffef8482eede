/**
 * Failed staff sign-ins, counted so that a guesser slows down without anyone
 * being able to lock the staff out:
 *
 * - per (username, client address): a few free failures (a person mistyping),
 *   then a wait that doubles with each further failure, up to a cap. This is
 *   the throttle a guesser meets first, and it touches only that address;
 * - per username across all addresses: a ceiling far above what one address
 *   can reach through its own delays, so only an attack spread over many
 *   addresses meets it;
 * - per client address across usernames: one address trying many names.
 *
 * The two ceilings slow guessers without locking the real person out
 * (docs/decisions/033-second-proof-at-the-ceiling.md): an address that has
 * signed in as the username before passes both, and sign-in asks the throttle
 * to let an attempt past them (`pastCeilings`) so that a right password from a
 * new address can be accepted with a second proof; a wrong one is refused as
 * before. Only the per-pair wait, the guesser's own, refuses outright.
 *
 * An attempt counts as a failure from the moment it starts (before the
 * password is checked) and is taken back if the password was right, so a burst
 * of simultaneous guesses cannot all slip past the count.
 *
 * LoginThrottle keeps them in memory (one server process, the default);
 * RedisLoginThrottle (throttle-redis.ts) keeps the same rules in Redis, shared
 * by every instance, with REDIS_URL.
 */
export interface LoginThrottleOptions {
  /** Failures of one username from one address that cost no wait. */
  freeFailures: number;
  /** The wait after the first failure past the free ones; each further failure doubles it. */
  firstDelayMs: number;
  /** The longest wait one (username, address) pair is made to take. */
  maxDelayMs: number;
  /** A pair's failures are forgotten this long after its last one. */
  pairMemoryMs: number;
  /** The window of both ceilings below. */
  windowMs: number;
  /** Failures for one username from all addresses together, per window. */
  maxFailuresPerUsername: number;
  /** Failures from one address across usernames, per window. */
  maxFailuresPerAddress: number;
  /** How long an address that signed in as a username stays exempt from that username's ceiling. */
  knownAddressMs: number;
  /** Bound on each table's keys, so a flood of made-up usernames cannot grow memory without end. */
  maxKeys: number;
}

export const DEFAULT_LOGIN_THROTTLE: LoginThrottleOptions = {
  freeFailures: 5,
  // 30 s, 1, 2, 4, 8, then 15 minutes: about nine guesses in the first quarter hour, four an hour after.
  firstDelayMs: 30_000,
  maxDelayMs: 15 * 60_000,
  pairMemoryMs: 60 * 60_000,
  windowMs: 15 * 60_000,
  // One address reaches about nine failures per window on its own: this takes a dozen addresses at least.
  maxFailuresPerUsername: 100,
  // Several staff may share one office address; a guesser trying many usernames still stops here.
  maxFailuresPerAddress: 20,
  knownAddressMs: 30 * 24 * 60 * 60_000,
  maxKeys: 10_000,
};

/** The answer to "may this sign-in be tried now?". */
export type LoginAttempt =
  | { allowed: false; retryAfterSeconds: number }
  | {
      allowed: true;
      /**
       * Set when a ceiling was reached and the caller asked to go past it: the
       * seconds a plain refusal would have asked to wait. The password may be
       * checked, but only a second proof lets it in.
       */
      ceilingRetryAfterSeconds?: number;
      /** The password was right: the attempt stops counting and the pair starts afresh. */
      succeeded: () => void | Promise<void>;
      /** The password was wrong (the attempt already counts; kept for the caller's clarity). */
      failed: () => void | Promise<void>;
    };

/** Either throttle, as the sign-in procedure uses it. */
export interface LoginThrottleLike {
  begin(ip: string, username: string, now: number, options?: BeginOptions): LoginAttempt | Promise<LoginAttempt>;
}

export interface BeginOptions {
  /** Sign-in only: let the attempt past a reached ceiling (reported as ceilingRetryAfterSeconds) instead of refusing it. */
  pastCeilings?: boolean;
}

const toSeconds = (ms: number) => (ms > 0 ? Math.max(1, Math.ceil(ms / 1000)) : 0);

interface PairFailures {
  count: number;
  lastAt: number;
}

/**
 * A Map bounded in keys. Beyond the bound it forgets the oldest written entry
 * that holds nothing back any more (`holds` false: forgotten by its own rules,
 * or too few failures to slow anyone); only when every other entry holds
 * someone back does the oldest of them go. So a flood of made-up usernames,
 * each a key with one failure, pushes out such keys (its own) and never a
 * guesser's blocked pair or a username's ceiling: to push those out, the
 * flood's keys must each hold someone back too (several failures of one
 * username from one address, or of one address), which the per-address
 * ceiling makes slow, and then only the oldest go first.
 */
class BoundedMap<V> extends Map<string, V> {
  constructor(
    private readonly bound: number,
    private readonly holds: (value: V, now: number) => boolean,
  ) {
    super();
  }

  /** Writes the key as the most recent one, at time `now`. */
  write(key: string, value: V, now: number): void {
    super.delete(key);
    super.set(key, value);
    while (this.size > this.bound) {
      let oldest: string | undefined;
      let idle: string | undefined;
      for (const [k, v] of this) {
        if (k === key) continue;
        oldest ??= k;
        if (!this.holds(v, now)) {
          idle = k;
          break;
        }
      }
      const gone = idle ?? oldest;
      if (gone === undefined) break;
      super.delete(gone);
    }
  }
}

const normalise = (username: string) => username.trim().toLowerCase();

export class LoginThrottle implements LoginThrottleLike {
  private readonly pairs: BoundedMap<PairFailures>;
  /** Failure times per `user:` and `ip:` key, oldest first. */
  private readonly logs: BoundedMap<number[]>;
  /** Last successful sign-in per (username, address). */
  private readonly known: BoundedMap<number>;

  constructor(private readonly options: LoginThrottleOptions = DEFAULT_LOGIN_THROTTLE) {
    // A pair holds someone back once past its free failures, until forgotten.
    this.pairs = new BoundedMap(options.maxKeys, (pair, now) => pair.count >= options.freeFailures && now - pair.lastAt < options.pairMemoryMs);
    // A username's or an address's log, once it has as many failures in the window as a pair's free ones.
    this.logs = new BoundedMap(options.maxKeys, (times, now) => times.filter((t) => now - t < options.windowMs).length >= options.freeFailures);
    // Only a right password writes here, which no flood of guesses has: oldest first is fair.
    this.known = new BoundedMap(options.maxKeys, (at, now) => now - at < options.knownAddressMs);
  }

  /**
   * Refuses with the seconds to wait, or lets the attempt go ahead; then the
   * caller reports how it ended.
   */
  begin(ip: string, username: string, now: number, options: BeginOptions = {}): LoginAttempt {
    const user = normalise(username);
    const pairKey = `${user}\u0000${ip}`;
    const pairWait = toSeconds(this.pairWaitMs(pairKey, now));
    if (pairWait > 0) return { allowed: false, retryAfterSeconds: pairWait };
    const ceilingWait = toSeconds(this.ceilingsWaitMs(ip, user, pairKey, now));
    if (ceilingWait > 0 && !options.pastCeilings) return { allowed: false, retryAfterSeconds: ceilingWait };

    const pair = this.livePair(pairKey, now);
    this.pairs.write(pairKey, { count: (pair?.count ?? 0) + 1, lastAt: now }, now);
    this.log(`user:${user}`, now);
    this.log(`ip:${ip}`, now);

    let settled = false;
    return {
      allowed: true,
      ...(ceilingWait > 0 ? { ceilingRetryAfterSeconds: ceilingWait } : {}),
      failed: () => {
        settled = true;
      },
      succeeded: () => {
        if (settled) return;
        settled = true;
        this.pairs.delete(pairKey);
        this.unlog(`user:${user}`, now);
        this.unlog(`ip:${ip}`, now);
        this.known.write(pairKey, now, now);
      },
    };
  }

  /** Seconds before an attempt for this username from this address may start; 0 when it may now. Counts nothing. */
  retryAfterSeconds(ip: string, username: string, now: number): number {
    const user = normalise(username);
    const pairKey = `${user}\u0000${ip}`;
    return toSeconds(Math.max(this.pairWaitMs(pairKey, now), this.ceilingsWaitMs(ip, user, pairKey, now)));
  }

  /** The two ceilings' wait; none for an address that has signed in as this username before. */
  private ceilingsWaitMs(ip: string, user: string, pairKey: string, now: number): number {
    if (this.isKnown(pairKey, now)) return 0;
    return Math.max(
      this.ceilingWaitMs(`user:${user}`, this.options.maxFailuresPerUsername, now),
      this.ceilingWaitMs(`ip:${ip}`, this.options.maxFailuresPerAddress, now),
    );
  }

  private livePair(key: string, now: number): PairFailures | undefined {
    const pair = this.pairs.get(key);
    if (pair && now - pair.lastAt >= this.options.pairMemoryMs) {
      this.pairs.delete(key);
      return undefined;
    }
    return pair;
  }

  /** The growing delay: none for the free failures, then doubling from the first delay up to the cap. */
  private pairWaitMs(key: string, now: number): number {
    const pair = this.livePair(key, now);
    if (!pair || pair.count < this.options.freeFailures) return 0;
    const steps = pair.count - this.options.freeFailures;
    // 2^steps overflows nothing: past ~40 steps the cap has long been reached.
    const delay = Math.min(this.options.firstDelayMs * 2 ** Math.min(steps, 40), this.options.maxDelayMs);
    return Math.max(0, pair.lastAt + delay - now);
  }

  private isKnown(pairKey: string, now: number): boolean {
    const at = this.known.get(pairKey);
    return at !== undefined && now - at < this.options.knownAddressMs;
  }

  private recent(key: string, now: number): number[] {
    const times = (this.logs.get(key) ?? []).filter((t) => now - t < this.options.windowMs);
    if (times.length === 0) this.logs.delete(key);
    return times;
  }

  /** Until the oldest failure that keeps the count at its limit leaves the window. */
  private ceilingWaitMs(key: string, limit: number, now: number): number {
    const times = this.recent(key, now);
    if (times.length < limit) return 0;
    const oldestThatCounts = times[times.length - limit] ?? now;
    return Math.max(0, oldestThatCounts + this.options.windowMs - now);
  }

  private log(key: string, now: number): void {
    const times = this.recent(key, now);
    times.push(now);
    this.logs.write(key, times, now);
  }

  private unlog(key: string, at: number): void {
    const times = this.logs.get(key);
    if (!times) return;
    const i = times.lastIndexOf(at);
    if (i >= 0) times.splice(i, 1);
    if (times.length === 0) this.logs.delete(key);
  }
}

const throttles = new WeakMap<object, LoginThrottle>();

/** The throttle of one server (keyed by its database handle, which lives as long as the server). */
export function loginThrottleFor(owner: object): LoginThrottleLike {
  let throttle = throttles.get(owner);
  if (!throttle) {
    throttle = new LoginThrottle();
    throttles.set(owner, throttle);
  }
  return throttle;
}
