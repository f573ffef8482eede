import { outboxMessages, users } from "@fh/db";
import { INVALID_EMAIL_LINK_MESSAGE } from "@fh/validators";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStaffAccount } from "../../src/auth/accounts";
import { createTestApi, type TestApi } from "../../src/testing";
import { notificationSettings } from "../notifications/helpers";
import { callerWithResponse, rejectsWith, signIn } from "./helpers";

/**
 * A staff account's email address, where its sign-in links go: owners set
 * anyone's; a staff member changes their own with their current password, and
 * the new address is theirs only once the link sent to it is opened.
 */
const PASSWORD = "correct horse battery staple";

describe("a staff account's email address", () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi({ notifications: notificationSettings });
    await createStaffAccount(api.deps.db, api.deps.business, { username: "owner", password: PASSWORD });
    await createStaffAccount(api.deps.db, api.deps.business, { username: "clerk", password: PASSWORD, role: "staff" });
  });
  afterAll(() => api.close());

  const emailOf = async (username: string) => (await api.deps.db.select({ email: users.email }).from(users).where(eq(users.username, username)))[0]?.email;

  it("an owner sets and clears a colleague's address; a staff member cannot; a bad address is a 400 naming email", async () => {
    const owner = await signIn(api, "owner", PASSWORD);
    const clerk = await signIn(api, "clerk", PASSWORD);
    const [clerkRow] = await api.deps.db.select({ id: users.id }).from(users).where(eq(users.username, "clerk"));
    await owner.caller.admin.staffAccounts.setEmail({ id: clerkRow!.id, email: "clerk@lakeworth.example" });
    expect(await emailOf("clerk")).toBe("clerk@lakeworth.example");
    expect((await owner.caller.admin.staffAccounts.list()).find((a) => a.username === "clerk")?.email).toBe("clerk@lakeworth.example");
    const bad = await rejectsWith(owner.caller.admin.staffAccounts.setEmail({ id: clerkRow!.id, email: "not an address" }), "BAD_REQUEST");
    expect(bad.message).toContain("email");
    await rejectsWith(clerk.caller.admin.staffAccounts.setEmail({ id: clerkRow!.id, email: "me@elsewhere.example" }), "FORBIDDEN");
    await owner.caller.admin.staffAccounts.setEmail({ id: clerkRow!.id, email: "" });
    expect(await emailOf("clerk")).toBeNull();
  });

  it("a staff member's own new address, with the current password, is theirs once the emailed link is opened, once", async () => {
    const clerk = await signIn(api, "clerk", PASSWORD);
    await rejectsWith(clerk.caller.admin.account.requestEmailChange({ email: "clerk@home.example", currentPassword: "wrong" }), "BAD_REQUEST");
    expect(await clerk.caller.admin.account.requestEmailChange({ email: "clerk@home.example", currentPassword: PASSWORD })).toEqual({ sentTo: "clerk@home.example" });
    // Not yet: only the link makes it so.
    expect((await clerk.caller.admin.account.email()).email).toBeNull();
    const [sent] = await api.deps.db.select().from(outboxMessages).where(eq(outboxMessages.kind, "staff.confirm_email"));
    expect(sent?.recipient).toBe("clerk@home.example");
    const token = /#confirm-email=([A-Za-z0-9_-]{43})/.exec(sent!.text)?.[1];
    expect(token).toBeTruthy();
    const anyone = callerWithResponse(api, { ip: "198.51.100.9" });
    expect(await anyone.caller.auth.confirmEmail({ token: token! })).toEqual({ confirmed: true });
    expect((await clerk.caller.admin.account.email()).email).toBe("clerk@home.example");
    const again = await rejectsWith(anyone.caller.auth.confirmEmail({ token: token! }), "BAD_REQUEST");
    expect(again.message).toBe(INVALID_EMAIL_LINK_MESSAGE);
  });
});
