import { users } from "@fh/db";
import { and, eq, isNull } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createStaffAccount } from "../../src/auth/accounts";
import { createTestApi } from "../../src/testing";
import { callerWithResponse } from "./helpers";

/**
 * The last active owner can be neither demoted nor deactivated, also when two
 * owners act on each other at the same moment. On PostgreSQL
 * (TEST_DATABASE_URL) the two calls run on two connections at once; the
 * embedded database runs them one after the other, which must hold too.
 */
describe("the last owner under concurrent changes", () => {
  // Races happen only on PostgreSQL's two connections; the embedded database runs the calls in turn,
  // so two rounds there check the rule itself, and each round's two argon2 accounts cost time.
  const ROUNDS = process.env.TEST_DATABASE_URL ? 8 : 2;
  const TIMEOUT_MS = 120_000;

  async function twoOwners() {
    const api = await createTestApi();
    const a = await createStaffAccount(api.deps.db, api.deps.business, { username: "owner-a", password: "owner a's long passphrase" });
    const b = await createStaffAccount(api.deps.db, api.deps.business, { username: "owner-b", password: "owner b's long passphrase" });
    const as = (account: { id: number; username: string }) => callerWithResponse(api, { staff: { id: account.id, username: account.username, role: "owner" } }).caller;
    const activeOwners = async () =>
      (await api.deps.db.select({ id: users.id }).from(users).where(and(eq(users.role, "owner"), isNull(users.deactivatedAt)))).length;
    return { api, a, b, callerA: as(a), callerB: as(b), activeOwners };
  }

  it("two owners deactivating each other at once leave one active owner", async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const { api, a, b, callerA, callerB, activeOwners } = await twoOwners();
      const results = await Promise.allSettled([callerA.admin.staffAccounts.deactivate({ id: b.id }), callerB.admin.staffAccounts.deactivate({ id: a.id })]);
      expect(results.filter((r) => r.status === "fulfilled"), `round ${round}`).toHaveLength(1);
      const refused = results.find((r) => r.status === "rejected") as PromiseRejectedResult;
      expect(refused.reason).toMatchObject({ code: "CONFLICT", message: expect.stringContaining("last owner") });
      expect(await activeOwners(), `round ${round}`).toBe(1);
      await api.close();
    }
  }, TIMEOUT_MS);

  it("two owners making each other staff at once leave one owner", async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const { api, a, b, callerA, callerB, activeOwners } = await twoOwners();
      const results = await Promise.allSettled([
        callerA.admin.staffAccounts.setRole({ id: b.id, role: "staff" }),
        callerB.admin.staffAccounts.setRole({ id: a.id, role: "staff" }),
      ]);
      expect(results.filter((r) => r.status === "fulfilled"), `round ${round}`).toHaveLength(1);
      expect(await activeOwners(), `round ${round}`).toBe(1);
      await api.close();
    }
  }, TIMEOUT_MS);
});
