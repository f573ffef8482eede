import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";
import type { Redis } from "ioredis";
import { defaultRateLimits, type PublicWriteScope, type RateLimitRule, type WriteAdmission, type WriteLimiter } from "./rate-limit";

type Rules = Partial<Record<PublicWriteScope, RateLimitRule>>;

/** The three counters of one rule: every request, accepted writes, accepted writes on one target. */
interface RuleLimiters {
  requests: RateLimiterAbstract;
  writes: RateLimiterAbstract;
  target: RateLimiterAbstract | null;
}

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));
const retryAfter = (res: RateLimiterRes) => Math.max(1, Math.ceil(res.msBeforeNext / 1000));

/**
 * One counter (rate-limiter-flexible): in this process's memory without Redis;
 * in Redis with one in memory as its insurance, so that while Redis is
 * unreachable each instance counts on its own and a broken Redis never turns
 * every family's form into an error.
 */
function limiter(redis: Redis | null, keyPrefix: string, points: number, windowMs: number): RateLimiterAbstract {
  const duration = seconds(windowMs);
  if (!redis) return new RateLimiterMemory({ keyPrefix, points, duration });
  return new RateLimiterRedis({
    storeClient: redis,
    keyPrefix,
    points,
    duration,
    insuranceLimiter: new RateLimiterMemory({ keyPrefix, points, duration }),
  });
}

/** Consumes a point; answers the refusal instead of throwing it. Store errors are thrown (the insurance took them). */
async function take(l: RateLimiterAbstract, key: string): Promise<RateLimiterRes | null> {
  try {
    await l.consume(key);
    return null;
  } catch (error) {
    if (error instanceof RateLimiterRes) return error;
    throw error;
  }
}

/**
 * The public write rules (defaultRateLimits) counted per client address: each
 * request, each accepted write (reserved before the write runs, so that
 * simultaneous requests cannot overshoot, and given back when the write was
 * not accepted), and each accepted write on one target. The store is the one
 * difference between one process and many: see RateLimiter and RedisRateLimiter.
 */
class FlexibleRateLimiter implements WriteLimiter {
  private readonly limiters: Record<PublicWriteScope, RuleLimiters>;

  constructor(redis: Redis | null, options: { keyPrefix?: string; rules?: Rules } = {}) {
    const rules = { ...defaultRateLimits, ...options.rules };
    const prefix = options.keyPrefix ?? "fh:rl";
    this.limiters = Object.fromEntries(
      (Object.keys(rules) as PublicWriteScope[]).map((scope) => {
        const rule = rules[scope];
        return [
          scope,
          {
            requests: limiter(redis, `${prefix}:req:${scope}`, rule.maxRequests ?? rule.max * 5, rule.windowMs),
            writes: limiter(redis, `${prefix}:w:${scope}`, rule.max, rule.windowMs),
            target: rule.perTarget ? limiter(redis, `${prefix}:t:${scope}`, rule.perTarget.max, rule.perTarget.windowMs) : null,
          },
        ];
      }),
    ) as Record<PublicWriteScope, RuleLimiters>;
  }

  async begin(scope: PublicWriteScope, client: string, target: string | null): Promise<WriteAdmission> {
    const l = this.limiters[scope];
    const tooManyRequests = await take(l.requests, client);
    if (tooManyRequests) return { allowed: false, retryAfterSeconds: retryAfter(tooManyRequests) };
    const tooManyWrites = await take(l.writes, client);
    if (tooManyWrites) return { allowed: false, retryAfterSeconds: retryAfter(tooManyWrites) };
    const targetKey = l.target && target !== null ? `${client}\u0000${target}` : null;
    if (l.target && targetKey !== null) {
      const tooManyOnTarget = await take(l.target, targetKey);
      if (tooManyOnTarget) {
        await l.writes.reward(client);
        return { allowed: false, retryAfterSeconds: retryAfter(tooManyOnTarget) };
      }
    }
    let released = false;
    return {
      allowed: true,
      release: () => {
        if (released) return;
        released = true;
        // Given back in the background: the refused write's answer does not wait for Redis.
        void Promise.all([l.writes.reward(client), l.target && targetKey !== null ? l.target.reward(targetKey) : null]).catch(() => {});
      },
    };
  }
}

/** The counters in this process's memory: the default without REDIS_URL. */
export class RateLimiter extends FlexibleRateLimiter {
  constructor(rules: Rules = {}) {
    super(null, { rules });
  }
}

/**
 * The counters in Redis, shared by every instance behind a load balancer: a
 * client alternating between two instances gets the same quota as one talking to one.
 */
export class RedisRateLimiter extends FlexibleRateLimiter {
  constructor(redis: Redis, options: { keyPrefix?: string; rules?: Rules } = {}) {
    super(redis, options);
  }
}
