import postgres from "postgres";
import { describe, expect, it } from "vitest";

/**
 * postgres.js 3.4.9, as patched (patches/postgres@3.4.9.patch): a query sent on a
 * connection whose backend has gone (PostgreSQL restarted, the backend killed) is
 * failed as closed. Unpatched, the driver's deferred write ran on a closed socket and
 * threw from setImmediate, which ends the whole server process (vitest reports it as
 * an unhandled error, failing this file).
 */
const databaseUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!databaseUrl)(
  databaseUrl ? "a PostgreSQL connection whose backend dies" : "a PostgreSQL connection whose backend dies (skipped: no PostgreSQL; set TEST_DATABASE_URL)",
  () => {
    it("fails the next query on it as closed, and the pool goes on answering", async () => {
      const sql = postgres(databaseUrl!, { max: 2, onnotice: () => {} });
      try {
        const reserved = await sql.reserve();
        const [row] = await reserved<{ pid: number }[]>`select pg_backend_pid() as pid`;
        await sql`select pg_terminate_backend(${row!.pid})`;
        await new Promise((resolve) => setTimeout(resolve, 200));
        await expect(reserved`select 1`).rejects.toMatchObject({ code: "CONNECTION_CLOSED" });
        reserved.release();
        const [answer] = await sql<{ one: number }[]>`select 1 as one`;
        expect(answer!.one).toBe(1);
      } finally {
        await sql.end({ timeout: 1 });
      }
    });
  },
);
