import type { DatabaseHandle } from "@fh/db";
import { createTestDatabase } from "@fh/db/testing";
import { defaultBusiness } from "@fh/validators";
import { createInternalContext, type ApiDeps, type StaffUser } from "./context";
import { createCaller } from "./root";

export interface TestApi {
  handle: DatabaseHandle;
  deps: ApiDeps;
  /** A caller as an anonymous visitor. */
  visitor: ReturnType<typeof createCaller>;
  /** A caller as a signed-in staff member. */
  staff: ReturnType<typeof createCaller>;
  close: () => Promise<void>;
}

/** Procedures over a fresh migrated database, for tests. */
export async function createTestApi(overrides: Partial<ApiDeps> = {}): Promise<TestApi> {
  const handle = await createTestDatabase();
  const deps: ApiDeps = {
    db: handle.db,
    business: defaultBusiness,
    ...overrides,
  };
  const staffUser: StaffUser = { id: 0, username: "test-staff", role: "owner" };
  return {
    handle,
    deps,
    visitor: createCaller(createInternalContext(deps)),
    staff: createCaller(createInternalContext(deps, staffUser)),
    close: () => handle.close(),
  };
}
