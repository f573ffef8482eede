import { randomBytes } from "node:crypto";
import { DEFAULT_LOGIN_THROTTLE, RedisLoginThrottle } from "@fh/api";
import { Redis } from "ioredis";
import { afterAll, describe, expect, it } from "vitest";

/**
 * The Redis sign-in throttle keeps the in-memory one's ceiling rules (every
 * instance shares them): at a reached ceiling a plain check is refused, sign-in
 * may go past it and is told so (a second proof is then needed), and an address
 * that signed in as the account passes both ceilings.
 */
const REDIS_URL = process.env.REDIS_TEST_URL ?? "redis://127.0.0.1:6379";

async function redisAnswers(): Promise<boolean> {
  const probe = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0, connectTimeout: 1000, retryStrategy: () => null });
  try {
    await probe.connect();
    return (await probe.ping()) === "PONG";
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}

const available = await redisAnswers();

describe.skipIf(!available)(
  available ? "the Redis sign-in throttle at a ceiling" : `the Redis sign-in throttle at a ceiling (skipped: no Redis at ${REDIS_URL}; set REDIS_TEST_URL)`,
  () => {
    const redis = new Redis(REDIS_URL);
    afterAll(() => redis.disconnect());
    const rules: typeof DEFAULT_LOGIN_THROTTLE = { ...DEFAULT_LOGIN_THROTTLE, maxFailuresPerUsername: 6, maxFailuresPerAddress: 4 };

    it("refuses a plain check, lets sign-in past with the ceiling's wait, and lets a known address through", async () => {
      const throttle = new RedisLoginThrottle(redis, rules, `fh-test:${randomBytes(4).toString("hex")}`);
      const now = Date.now();
      // The office signs in as the owner once: a known address from then on.
      const office = await throttle.begin("192.0.2.10", "owner", now);
      expect(office.allowed).toBe(true);
      if (office.allowed) await office.succeeded();
      // Six failures for the owner from three addresses reach the username's ceiling.
      for (const ip of ["203.0.113.1", "203.0.113.2", "203.0.113.3"]) {
        for (let i = 0; i < 2; i++) {
          const attempt = await throttle.begin(ip, "owner", now);
          expect(attempt.allowed).toBe(true);
          if (attempt.allowed) await attempt.failed();
        }
      }
      const plain = await throttle.begin("198.51.100.5", "owner", now);
      expect(plain).toMatchObject({ allowed: false });
      const past = await throttle.begin("198.51.100.5", "owner", now, { pastCeilings: true });
      expect(past.allowed).toBe(true);
      expect(past.allowed && past.ceilingRetryAfterSeconds).toBeGreaterThan(0);
      const known = await throttle.begin("192.0.2.10", "owner", now);
      expect(known.allowed).toBe(true);
      expect(known.allowed && known.ceilingRetryAfterSeconds).toBeUndefined();
    });
  },
);
