import type { Redis } from "ioredis";
import { RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";
import { DEFAULT_LOGIN_THROTTLE, LoginThrottle, type BeginOptions, type LoginAttempt, type LoginThrottleLike, type LoginThrottleOptions } from "./throttle";

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));
const normalise = (username: string) => username.trim().toLowerCase();
/** Effectively unlimited points: these limiters count, the rules below decide. */
const COUNT_ONLY = 1_000_000;

/**
 * The sign-in throttle of auth/throttle.ts with its rules unchanged, kept in
 * Redis (rate-limiter-flexible) so that a guesser alternating between
 * instances meets one count:
 * - per (username, address): failures counted for pairMemoryMs; past the free
 *   ones, the pair is blocked for a wait that doubles with each failure;
 * - per username and per address: failures in a window, against their ceilings;
 * - an address that signed in as a username is exempt from both ceilings for it;
 * - sign-in may go past a reached ceiling (`pastCeilings`) to ask for a second proof.
 * An attempt counts from its start and is given back on success, as in memory.
 * While Redis is unreachable, this instance's own throttle (the same rules,
 * counted in this process) decides: a guesser is still slowed, and the real
 * person is never refused for Redis's sake.
 */
export class RedisLoginThrottle implements LoginThrottleLike {
  private readonly pairCount: RateLimiterAbstract;
  private readonly pairWait: RateLimiterAbstract;
  private readonly perUser: RateLimiterAbstract;
  private readonly perAddress: RateLimiterAbstract;
  private readonly known: RateLimiterAbstract;
  private readonly whileAway: LoginThrottle;

  constructor(
    redis: Redis,
    private readonly options: LoginThrottleOptions = DEFAULT_LOGIN_THROTTLE,
    keyPrefix = "fh:login",
    /** Told each time Redis could not answer (the server logs the first of an outage). */
    private readonly onUnavailable: (error: unknown) => void = () => {},
  ) {
    this.whileAway = new LoginThrottle(options);
    const make = (name: string, points: number, ms: number) =>
      new RateLimiterRedis({ storeClient: redis, keyPrefix: `${keyPrefix}:${name}`, points, duration: seconds(ms) });
    this.pairCount = make("pair", COUNT_ONLY, options.pairMemoryMs);
    this.pairWait = make("wait", 1, options.maxDelayMs);
    this.perUser = make("user", COUNT_ONLY, options.windowMs);
    this.perAddress = make("ip", COUNT_ONLY, options.windowMs);
    this.known = make("known", COUNT_ONLY, options.knownAddressMs);
  }

  async begin(ip: string, username: string, now: number = Date.now(), options: BeginOptions = {}): Promise<LoginAttempt> {
    const user = normalise(username);
    const pairKey = `${user}\u0000${ip}`;
    let ceilingMs = 0;
    try {
      const [blocked, userCount, ipCount, known] = await Promise.all([
        this.pairWait.get(pairKey),
        this.perUser.get(user),
        this.perAddress.get(ip),
        this.known.get(pairKey),
      ]);
      const pairMs = blocked && blocked.consumedPoints > 0 ? blocked.msBeforeNext : 0;
      if (pairMs > 0) return { allowed: false, retryAfterSeconds: seconds(pairMs) };
      ceilingMs = known
        ? 0
        : Math.max(
            userCount && userCount.consumedPoints >= this.options.maxFailuresPerUsername ? userCount.msBeforeNext : 0,
            ipCount && ipCount.consumedPoints >= this.options.maxFailuresPerAddress ? ipCount.msBeforeNext : 0,
          );
      if (ceilingMs > 0 && !options.pastCeilings) return { allowed: false, retryAfterSeconds: seconds(ceilingMs) };

      const [pair] = await Promise.all([this.pairCount.consume(pairKey), this.perUser.consume(user), this.perAddress.consume(ip)]);
      const failures = pair.consumedPoints;
      if (failures >= this.options.freeFailures) {
        const steps = failures - this.options.freeFailures;
        const delay = Math.min(this.options.firstDelayMs * 2 ** Math.min(steps, 40), this.options.maxDelayMs);
        await this.pairWait.block(pairKey, seconds(delay));
      }
    } catch (error) {
      if (error instanceof RateLimiterRes) return { allowed: false, retryAfterSeconds: seconds(error.msBeforeNext) };
      this.onUnavailable(error);
      return this.whileAway.begin(ip, username, now, options);
    }

    let settled = false;
    return {
      allowed: true,
      ...(ceilingMs > 0 ? { ceilingRetryAfterSeconds: seconds(ceilingMs) } : {}),
      failed: () => {
        settled = true;
      },
      succeeded: async () => {
        if (settled) return;
        settled = true;
        await Promise.all([
          this.pairCount.delete(pairKey),
          this.pairWait.delete(pairKey),
          this.perUser.reward(user),
          this.perAddress.reward(ip),
          this.known.set(pairKey, 1, seconds(this.options.knownAddressMs)),
        ]).catch(() => {});
      },
    };
  }
}
