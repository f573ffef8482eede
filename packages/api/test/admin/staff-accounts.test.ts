import { auditEvents } from "@fh/db";
import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultBusiness, judgeStaffPassword } from "@fh/validators";
import { createStaffAccount, resetStaffPassword } from "../../src/auth/accounts";
import { validateStaffSession } from "../../src/auth/sessions";
import { createTestApi, type TestApi } from "../../src/testing";
import { callerWithResponse, rejectsWith, signIn } from "./helpers";

const OWNER_PASSWORD = "owner's long passphrase 1";

describe("staff accounts and roles", () => {
  let api: TestApi;
  let ownerId: number;
  beforeAll(async () => {
    api = await createTestApi();
    ownerId = (await createStaffAccount(api.deps.db, api.deps.business, { username: "owner", password: OWNER_PASSWORD })).id;
  });
  afterAll(() => api.close());

  it("an owner adds a staff account with a one-time password that must be changed at first sign-in", async () => {
    const owner = await signIn(api, "owner", OWNER_PASSWORD);
    const made = await owner.caller.admin.staffAccounts.create({ username: "office", displayName: "Office Manager", role: "staff" });
    expect(made.oneTimePassword.length).toBeGreaterThanOrEqual(20);
    const list = await owner.caller.admin.staffAccounts.list();
    expect(list.find((a) => a.username === "office")).toMatchObject({ displayName: "Office Manager", role: "staff", mustChangePassword: true });
    // The one-time password is never stored as such.
    expect(JSON.stringify(list)).not.toContain(made.oneTimePassword);

    const office = await signIn(api, "office", made.oneTimePassword);
    expect(await office.caller.auth.me()).toEqual({ user: { username: "office", role: "staff", mustChangePassword: true, mustEnrolTwoFactor: false } });
    // Until it is changed, nothing else answers.
    await rejectsWith(office.caller.admin.obituaries.counts(), "FORBIDDEN");

    // A breached password is refused, naming the field, even at 12+ characters.
    const breached = await rejectsWith(
      office.caller.admin.account.changePassword({ currentPassword: made.oneTimePassword, newPassword: "qwerty123456" }),
      "BAD_REQUEST",
    );
    expect(breached.message).toMatch(/^newPassword: .*breached/);
    await rejectsWith(office.caller.admin.account.changePassword({ currentPassword: made.oneTimePassword, newPassword: "short" }), "BAD_REQUEST");
    const wrong = await rejectsWith(
      office.caller.admin.account.changePassword({ currentPassword: "not the password", newPassword: "a fine new passphrase" }),
      "BAD_REQUEST",
    );
    expect(wrong.message).toMatch(/^currentPassword:/);

    await office.caller.admin.account.changePassword({ currentPassword: made.oneTimePassword, newPassword: "a fine new passphrase" });
    const after = await validateStaffSession(api.deps.db, office.token);
    expect(after?.staff.mustChangePassword).toBe(false);
    const again = callerWithResponse(api, { staff: after!.staff, sessionToken: office.token });
    expect(await again.caller.admin.obituaries.counts()).toBeTypeOf("object");
    // The old one-time password no longer signs in.
    await rejectsWith(callerWithResponse(api).caller.auth.login({ username: "office", password: made.oneTimePassword }), "UNAUTHORIZED");
  });

  it("a staff account gets 403 from owner-only procedures; an owner does not", async () => {
    const office = await signIn(api, "office", "a fine new passphrase");
    await rejectsWith(office.caller.admin.staffAccounts.list(), "FORBIDDEN");
    await rejectsWith(office.caller.admin.audit.search({}), "FORBIDDEN");
    await rejectsWith(office.caller.admin.priceList.versions(), "FORBIDDEN");
    await rejectsWith(office.caller.admin.notifications.settings(), "FORBIDDEN");
    await rejectsWith(office.caller.admin.staffAccounts.create({ username: "sneaky", displayName: "Sneaky", role: "owner" }), "FORBIDDEN");
    const owner = await signIn(api, "owner", OWNER_PASSWORD);
    expect((await owner.caller.admin.priceList.versions()).versions.length).toBeGreaterThanOrEqual(0);
  });

  it("a role change takes effect on the very next request", async () => {
    const owner = await signIn(api, "owner", OWNER_PASSWORD);
    const office = await signIn(api, "office", "a fine new passphrase");
    const [row] = (await owner.caller.admin.staffAccounts.list()).filter((a) => a.username === "office");
    await owner.caller.admin.staffAccounts.setRole({ id: row!.id, role: "owner" });
    expect((await validateStaffSession(api.deps.db, office.token))?.staff.role).toBe("owner");
    await owner.caller.admin.staffAccounts.setRole({ id: row!.id, role: "staff" });
    expect((await validateStaffSession(api.deps.db, office.token))?.staff.role).toBe("staff");
  });

  it("the last owner can be neither demoted nor deactivated", async () => {
    const owner = await signIn(api, "owner", OWNER_PASSWORD);
    const demote = await rejectsWith(owner.caller.admin.staffAccounts.setRole({ id: ownerId, role: "staff" }), "CONFLICT");
    expect(demote.message).toMatch(/^role: The last owner/);
    await rejectsWith(owner.caller.admin.staffAccounts.deactivate({ id: ownerId }), "BAD_REQUEST");
    await rejectsWith(owner.caller.admin.staffAccounts.setRole({ id: 999_999, role: "staff" }), "BAD_REQUEST");
  });

  it("deactivating an account ends its sessions at once and stops sign-in; reactivating lets it sign in again", async () => {
    const owner = await signIn(api, "owner", OWNER_PASSWORD);
    const office = await signIn(api, "office", "a fine new passphrase");
    const [row] = (await owner.caller.admin.staffAccounts.list()).filter((a) => a.username === "office");
    await owner.caller.admin.staffAccounts.deactivate({ id: row!.id });
    expect(await validateStaffSession(api.deps.db, office.token)).toBeNull();
    await rejectsWith(callerWithResponse(api).caller.auth.login({ username: "office", password: "a fine new passphrase" }), "UNAUTHORIZED");
    await owner.caller.admin.staffAccounts.reactivate({ id: row!.id });
    await signIn(api, "office", "a fine new passphrase");
  });

  it("an owner's reset gives a new one-time password and ends the account's sessions", async () => {
    const owner = await signIn(api, "owner", OWNER_PASSWORD);
    const office = await signIn(api, "office", "a fine new passphrase");
    const [row] = (await owner.caller.admin.staffAccounts.list()).filter((a) => a.username === "office");
    const { oneTimePassword } = await owner.caller.admin.staffAccounts.resetPassword({ id: row!.id });
    expect(await validateStaffSession(api.deps.db, office.token)).toBeNull();
    const fresh = await signIn(api, "office", oneTimePassword);
    expect((await fresh.caller.auth.me()).user.mustChangePassword).toBe(true);
    await fresh.caller.admin.account.changePassword({ currentPassword: oneTimePassword, newPassword: "a fine new passphrase" });
  });

  it("lists your own sessions with device, address and last seen, and signs out of one or all others", async () => {
    const phone = await signIn(api, "office", "a fine new passphrase", "203.0.113.50");
    const desk = await signIn(api, "office", "a fine new passphrase", "203.0.113.51");
    const sessions = await desk.caller.admin.account.sessions();
    expect(sessions.length).toBeGreaterThanOrEqual(2);
    expect(sessions.filter((s) => s.current)).toHaveLength(1);
    expect(sessions.map((s) => s.ip)).toEqual(expect.arrayContaining(["203.0.113.50", "203.0.113.51"]));
    expect(sessions.every((s) => s.lastSeenAt instanceof Date)).toBe(true);
    const phoneId = sessions.find((s) => s.ip === "203.0.113.50")!.id;
    await desk.caller.admin.account.revokeSession({ id: phoneId });
    expect(await validateStaffSession(api.deps.db, phone.token)).toBeNull();
    // Someone else's session id is not yours to end.
    const owner = await signIn(api, "owner", OWNER_PASSWORD);
    const ownerSession = (await owner.caller.admin.account.sessions()).find((s) => s.current)!;
    await rejectsWith(desk.caller.admin.account.revokeSession({ id: ownerSession.id }), "BAD_REQUEST");
    expect(await validateStaffSession(api.deps.db, owner.token)).not.toBeNull();

    const laptop = await signIn(api, "office", "a fine new passphrase", "203.0.113.52");
    const { ended } = await desk.caller.admin.account.revokeOtherSessions();
    expect(ended).toBeGreaterThanOrEqual(1);
    expect(await validateStaffSession(api.deps.db, laptop.token)).toBeNull();
    expect(await validateStaffSession(api.deps.db, desk.token)).not.toBeNull();
  });

  it("records sign-ins, failed sign-ins and account changes, never a password", async () => {
    await rejectsWith(callerWithResponse(api, { ip: "192.0.2.9" }).caller.auth.login({ username: "owner", password: "wrong guess at it" }), "UNAUTHORIZED");
    const owner = await signIn(api, "owner", OWNER_PASSWORD);
    const rows = await api.deps.db.select().from(auditEvents).orderBy(desc(auditEvents.id));
    expect(rows.find((r) => r.action === "auth.login_failed" && r.ip === "192.0.2.9")).toMatchObject({ actorUsername: "owner", kind: "auth" });
    expect(rows.find((r) => r.action === "auth.login")).toMatchObject({ kind: "auth" });
    const roleChange = rows.find((r) => r.action === "admin.staffAccounts.setRole");
    expect(roleChange).toMatchObject({ kind: "staffAccounts", fields: ["role"], actorUsername: "owner" });
    const all = JSON.stringify(rows);
    for (const secret of [OWNER_PASSWORD, "a fine new passphrase", "wrong guess at it", owner.token]) expect(all).not.toContain(secret);
    expect(rows.filter((r) => r.action === "admin.account.changePassword").every((r) => r.fields === null)).toBe(true);

    // The Audit screen: newest first, filter by person and kind, paginated.
    const page = await owner.caller.admin.audit.search({ kind: "staffAccounts", limit: 2 });
    expect(page.items).toHaveLength(2);
    expect(page.total).toBeGreaterThan(2);
    expect(page.items[0]!.at.getTime()).toBeGreaterThanOrEqual(page.items[1]!.at.getTime());
    expect(page.items.every((r) => r.kind === "staffAccounts")).toBe(true);
    const [office] = (await owner.caller.admin.staffAccounts.list()).filter((a) => a.username === "office");
    const byOffice = await owner.caller.admin.audit.search({ actorId: office!.id, limit: 100 });
    expect(byOffice.items.length).toBeGreaterThan(0);
    expect(byOffice.items.every((r) => r.actorId === office!.id)).toBe(true);
    const none = await owner.caller.admin.audit.search({ from: "2001-01-01", to: "2001-01-02" });
    expect(none.total).toBe(0);
    await rejectsWith(owner.caller.admin.audit.search({ from: "2030-01-02", to: "2030-01-01" }), "BAD_REQUEST");
    // Dates that match the pattern but are no day of the calendar: refused, naming the field, never a database error.
    for (const [field, day] of [["from", "2026-02-30"], ["from", "0000-01-01"], ["to", "2026-13-01"]] as const) {
      await expect(owner.caller.admin.audit.search({ [field]: day })).rejects.toMatchObject({ code: "BAD_REQUEST", message: expect.stringContaining(`${field} must be a valid date`) });
    }
    expect((await owner.caller.admin.audit.filters()).kinds).toEqual(expect.arrayContaining(["auth", "staffAccounts", "account"]));
    const stored = await api.deps.db.select().from(auditEvents).where(eq(auditEvents.action, "admin.staffAccounts.create"));
    expect(stored[0]?.fields).toEqual(["username", "displayName", "role"]);
  });
});

describe("a new staff password's strength", () => {
  const business = { ...defaultBusiness, name: "Bellhaven Memorial Chapel" };
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi({ business });
    await createStaffAccount(api.deps.db, business, { username: "owner", password: OWNER_PASSWORD });
    await createStaffAccount(api.deps.db, business, { username: "rosalind.okafor", password: "mourning dove cedar lantern", role: "staff" });
  });
  afterAll(() => api.close());

  const guessable = ["password12345", "password123456", "welcome12345", "Password1234!"];

  it("refuses long guessable passwords when staff change their own, giving the reason and zxcvbn's suggestion under the field", async () => {
    const staff = await signIn(api, "rosalind.okafor", "mourning dove cedar lantern");
    for (const newPassword of guessable) {
      const refused = await rejectsWith(staff.caller.admin.account.changePassword({ currentPassword: "mourning dove cedar lantern", newPassword }), "BAD_REQUEST");
      expect(refused.message).toBe("newPassword: This password is too easy to guess. This is similar to a commonly used password. " + (newPassword === "Password1234!" ? "Add more words that are less common. Capitalize more than the first letter." : "Add more words that are less common."));
    }
    // Her username in it: a stranger's "rosalind.okafor.2026" would pass, hers does not.
    const own = await rejectsWith(staff.caller.admin.account.changePassword({ currentPassword: "mourning dove cedar lantern", newPassword: "rosalind.okafor.2026" }), "BAD_REQUEST");
    expect(own.message).toMatch(/^newPassword: This password is too easy to guess\. Your username and the funeral home's name/);
    // The configured name of the home counts the same way (BUSINESS_NAME).
    await rejectsWith(staff.caller.admin.account.changePassword({ currentPassword: "mourning dove cedar lantern", newPassword: "Bellhaven1988!" }), "BAD_REQUEST");
    await staff.caller.admin.account.changePassword({ currentPassword: "mourning dove cedar lantern", newPassword: "tidal quilt amber orchard" });
    await signIn(api, "rosalind.okafor", "tidal quilt amber orchard");
  });

  it("refuses them for a new owner and a reset too (`pnpm admin:create`, `pnpm admin:password`), naming the password field", async () => {
    for (const password of guessable) {
      await expect(createStaffAccount(api.deps.db, business, { username: "second-owner", password })).rejects.toMatchObject({
        name: "AccountError",
        field: "password",
        message: expect.stringMatching(/^This password is too easy to guess\./),
      });
      await expect(resetStaffPassword(api.deps.db, business, "owner", password)).rejects.toMatchObject({ field: "password", message: expect.stringMatching(/too easy to guess/) });
    }
    // The username being made counts: "harborkeeper1988!" would pass for "second-owner".
    await expect(createStaffAccount(api.deps.db, business, { username: "harborkeeper", password: "harborkeeper1988!" })).rejects.toMatchObject({
      message: expect.stringMatching(/Your username/),
    });
    await createStaffAccount(api.deps.db, business, { username: "second-owner", password: "harborkeeper1988!" });
    await resetStaffPassword(api.deps.db, business, "owner", OWNER_PASSWORD);
  });

  it("the one-time passwords an owner hands over always pass the same rule", async () => {
    const owner = await signIn(api, "owner", OWNER_PASSWORD);
    const made = await owner.caller.admin.staffAccounts.create({ username: "porter", displayName: "Porter", role: "staff" });
    for (let i = 0; i < 10; i++) {
      const { oneTimePassword } = await owner.caller.admin.staffAccounts.resetPassword({ id: made.id });
      expect(await judgeStaffPassword(oneTimePassword, { username: "porter", businessName: business.name })).toMatchObject({ ok: true });
    }
  });
});
