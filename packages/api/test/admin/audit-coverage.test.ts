import { auditEvents, contactMessages, prePlanningRequests, familyProposals, guestBookEntries, obituaries, outboxMessages, photos, users } from "@fh/db";
import { demoPriceList } from "@fh/db/seed";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, eq, count } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStaffAccount } from "../../src/auth/accounts";
import { createStaffSession } from "../../src/auth/sessions";
import { hashSessionToken } from "../../src/auth/token";
import { beginTotpEnrolment, disableTotp, setTwoFactorRequired } from "../../src/auth/totp";
import { decodeBase32IgnorePadding } from "@oslojs/encoding";
import { generateTOTP } from "@oslojs/otp";
import { appRouter } from "../../src/root";
import { createLocalPhotoStorage } from "../../src/storage";
import { storePhoto } from "../../src/storage/upload";
import sharp from "sharp";
import type { SystemOperations } from "../../src/system-operations";
import { staffProcedure } from "../../src/trpc";
import { createTestApi, type TestApi } from "../../src/testing";
import { notificationSettings } from "../notifications/helpers";
import { signIn } from "./helpers";

/**
 * Every staff procedure that changes something writes an
 * audit row in the same transaction. This walks the router for every
 * mutating staff procedure and calls each with an input that succeeds. A new
 * mutating procedure without an entry in `succeeds` fails the first test,
 * by name: add how to call it, and the second test proves it is audited.
 */
interface ProcedureDef {
  _def: { type: string; middlewares: unknown[] };
}
const staffMiddleware = (staffProcedure as unknown as ProcedureDef)._def.middlewares[0];
const mutating = Object.entries((appRouter as unknown as { _def: { procedures: Record<string, ProcedureDef> } })._def.procedures)
  .filter(([, p]) => p._def.type === "mutation" && p._def.middlewares.includes(staffMiddleware))
  .map(([name]) => name);

/** The server's backups (apps/server/src/operations, tested there): here only "Back up now" being asked, and audited, matters. */
const backupsStartedElsewhere: SystemOperations = {
  backups: async () => ({ last: null, running: false, archives: [], everyHours: 0, keep: 14, kept: "disk" }),
  backUpNow: () => ({ started: true }),
};

const PHOTO = "photo-1735689600000-0123456789abcdef.jpg";
const OWNER_PASSWORD = "audited owner passphrase";

interface Harness {
  api: TestApi;
  uploads: string;
  obituary: (status?: "pending" | "live") => Promise<number>;
}

/** For each mutating staff procedure, an input that makes it succeed (after any setup it needs). */
const succeeds: Record<string, (h: Harness) => Promise<unknown>> = {
  "auth.logout": async () => undefined,
  "admin.obituaries.create": async () => ({ firstName: "Ada", lastName: "Stone", dateOfBirth: "1930-01-01", dateOfDeath: "2025-01-01", biography: "A life.", submitterName: "Staff", submitterEmail: "desk@example.com" }),
  "admin.obituaries.approve": async (h) => ({ id: await h.obituary("pending") }),
  "admin.obituaries.decline": async (h) => ({ id: await h.obituary("pending") }),
  "admin.obituaries.undoDecline": async (h) => {
    const id = await h.obituary("pending");
    await call(h, "admin.obituaries.decline", { id, note: "Please call us about the photo." });
    return { id };
  },
  "admin.obituaries.unlist": async (h) => ({ id: await h.obituary("live") }),
  "admin.obituaries.delete": async (h) => ({ id: await h.obituary("live") }),
  "admin.obituaries.update": async (h) => ({
    id: await h.obituary("live"),
    ...{ firstName: "Rosa", lastName: "Delgado", dateOfBirth: "1941-03-12", dateOfDeath: "2025-01-02" },
    ...{ submitterName: "Maria", submitterEmail: "maria@example.com", submitterPhone: "561-555-0142" },
    biography: "Edited.",
  }),
  "admin.photos.delete": async (h) => {
    await h.api.deps.db.insert(photos).values({ filename: PHOTO, originalName: "a.jpg", url: `/uploads/${PHOTO}`, size: 3, mimeType: "image/jpeg", width: 1, height: 1 });
    writeFileSync(path.join(h.uploads, PHOTO), "jpg");
    return { filename: PHOTO };
  },
  "admin.consultations.create": async () => ({ firstName: "Mark", lastName: "Ortiz", email: "mark@example.com", phone: "561-555-0101", appointmentDate: "2025-03-04", preferredTime: "2:00 PM" }),
  "admin.consultations.setStatus": async (h) => ({ id: (await call(h, "admin.consultations.create", await succeeds["admin.consultations.create"]!(h))).id, status: "completed" }),
  "admin.consultations.delete": async (h) => ({ id: (await call(h, "admin.consultations.create", await succeeds["admin.consultations.create"]!(h))).id }),
  "admin.events.create": async () => ({ title: "Candle Night", eventDate: "2025-12-01", eventTime: "6:00 PM" }),
  "admin.events.update": async (h) => ({ id: (await call(h, "admin.events.create", { title: "E", eventDate: "2025-12-01", eventTime: "6:00 PM" })).id, title: "Renamed" }),
  "admin.events.delete": async (h) => ({ id: (await call(h, "admin.events.create", { title: "E", eventDate: "2025-12-01", eventTime: "6:00 PM" })).id }),
  "admin.services.create": async () => ({ title: "Funeral of John Doe", deceasedName: "John Doe", serviceDate: "2025-11-03", serviceTime: "11:00 AM" }),
  "admin.services.update": async (h) => ({ id: (await call(h, "admin.services.create", await succeeds["admin.services.create"]!(h))).id, location: "Chapel" }),
  "admin.services.delete": async (h) => ({ id: (await call(h, "admin.services.create", await succeeds["admin.services.create"]!(h))).id }),
  "admin.contactMessages.setStatus": async (h) => {
    const [row] = await h.api.deps.db.insert(contactMessages).values({ name: "Ana", email: "ana@example.com", message: "Hello" }).returning({ id: contactMessages.id });
    return { id: row!.id, status: "read" };
  },
  "admin.prePlanning.setStatus": async (h) => {
    const [row] = await h.api.deps.db
      .insert(prePlanningRequests)
      .values({ firstName: "Ana", lastName: "Ruiz", email: "ana@example.com", phone: "561-555-0100" })
      .returning({ id: prePlanningRequests.id });
    return { id: row!.id, status: "contacted" };
  },
  "admin.privacy.lookup": async () => ({ email: "nobody@example.com" }),
  "admin.privacy.erase": async () => ({ email: "nobody@example.com" }),
  "admin.notifications.setRecipients": async () => ({ kind: "staff.contact_message", addresses: "desk@example.com" }),
  "admin.notifications.retry": async (h) => {
    const [row] = await h.api.deps.db
      .insert(outboxMessages)
      .values({ kind: "staff.test", recipient: "a@example.com", subject: "A", text: "A", html: "A", messageId: `<${Math.random()}@x>`, status: "failed", attempts: 8 })
      .returning({ id: outboxMessages.id });
    return { id: row!.id };
  },
  "admin.notifications.sendTest": async () => ({ to: "desk@example.com" }),
  "admin.priceList.save": async () => ({ effectiveDate: "2030-01-01", alternativeContainers: demoPriceList.alternativeContainers, items: demoPriceList.items }),
  "admin.account.changePassword": async () => {
    currentPassword = OWNER_PASSWORD + " 2";
    return { currentPassword: OWNER_PASSWORD, newPassword: currentPassword };
  },
  "admin.account.totpBegin": async (h) => {
    await disableTotp(h.api.deps.db, owner.ctx.staff!.id);
    return undefined;
  },
  "admin.account.totpConfirm": async (h) => {
    await disableTotp(h.api.deps.db, owner.ctx.staff!.id);
    const { manualKey } = await beginTotpEnrolment(h.api.deps.db, owner.ctx.staff!.id, "auditor-owner");
    return { code: generateTOTP(decodeBase32IgnorePadding(manualKey), 30, 6) };
  },
  "admin.account.totpDisable": async (h) => {
    await setTwoFactorRequired(h.api.deps.db, false, new Date());
    return { currentPassword };
  },
  "admin.staffAccounts.setRequireTwoFactor": async () => ({ required: false }),
  "admin.staffAccounts.resetTwoFactor": async (h) => ({ id: await staffAccount(h) }),
  "admin.account.revokeSession": async (h) => {
    // Another session of the owner's, opened just now (changePassword may have ended the others).
    const { token } = await createStaffSession(h.api.deps.db, owner.ctx.staff!.id);
    return { id: hashSessionToken(token) };
  },
  "admin.account.revokeOtherSessions": async () => undefined,
  "admin.staffAccounts.create": async () => ({ username: `new${Math.floor(Math.random() * 1e9)}`, displayName: "New Person", role: "staff" }),
  "admin.staffAccounts.setRole": async (h) => ({ id: await staffAccount(h), role: "owner" }),
  "admin.staffAccounts.resetPassword": async (h) => ({ id: await staffAccount(h) }),
  "admin.staffAccounts.deactivate": async (h) => ({ id: await staffAccount(h) }),
  "admin.staffAccounts.reactivate": async (h) => ({ id: await staffAccount(h) }),
  "admin.staffAccounts.setEmail": async (h) => ({ id: await staffAccount(h), email: "colleague@example.com" }),
  "admin.account.requestEmailChange": async () => ({ email: "me@example.com", currentPassword }),
  // The guest book's care.
  "admin.obituaries.setGuestBookCare": async (h) => ({ id: await h.obituary("live"), guestBookMode: "moderated", noindex: true }),
  "admin.obituaries.setFlowers": async (h) => ({ obituaryId: await h.obituary("live"), charityName: "Palm Beach Food Bank", charityUrl: "https://example.org/give", wish: "No flowers, please." }),
  "admin.system.backUpNow": async () => undefined,
  // Changes a family proposed on their family page, and ending a family's access to it.
  "admin.family.approveProposal": async (h) => ({ id: await familyProposal(h) }),
  "admin.family.rejectProposal": async (h) => ({ id: await familyProposal(h) }),
  "admin.family.endAccess": async (h) => ({ id: await h.obituary("live") }),
  "admin.guestBook.approve": async (h) => ({ id: await guestBookEntry(h, "waiting") }),
  "admin.guestBook.hide": async (h) => ({ id: await guestBookEntry(h, "shown") }),
  "admin.guestBook.delete": async (h) => ({ id: await guestBookEntry(h, "shown") }),
};

/** A change a family proposed to a published obituary, waiting for staff. */
async function familyProposal(h: Harness): Promise<number> {
  const obituaryId = await h.obituary("live");
  const [row] = await h.api.deps.db
    .insert(familyProposals)
    .values({ obituaryId, email: "family@example.com", changes: { biography: "A life, told again." } })
    .returning({ id: familyProposals.id });
  return row!.id;
}

async function guestBookEntry(h: Harness, status: "waiting" | "shown"): Promise<number> {
  const [row] = await h.api.deps.db
    .insert(guestBookEntries)
    .values({ obituaryId: await h.obituary("live"), authorName: "June", message: "With love.", status })
    .returning({ id: guestBookEntries.id });
  return row!.id;
}

let owner: Awaited<ReturnType<typeof signIn>>;
let currentPassword = OWNER_PASSWORD;

async function staffAccount(h: Harness): Promise<number> {
  return (await createStaffAccount(h.api.deps.db, h.api.deps.business, { username: `s${Math.floor(Math.random() * 1e9)}`, password: "a long enough passphrase", role: "staff" })).id;
}

/** Calls a procedure by its dotted path as the signed-in owner. */
function call(_h: Harness, name: string, input: unknown): Promise<{ id: number }> {
  const fn = name.split(".").reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], owner.caller) as (i: unknown) => Promise<{ id: number }>;
  return fn(input);
}

async function rowsFor(h: Harness, action: string) {
  const [row] = await h.api.deps.db.select({ n: count() }).from(auditEvents).where(eq(auditEvents.action, action));
  return row?.n ?? 0;
}

describe("the audit trail covers every mutating staff procedure", () => {
  let h: Harness;
  beforeAll(async () => {
    const uploads = mkdtempSync(path.join(tmpdir(), "fh-audit-"));
    const api = await createTestApi({ storage: createLocalPhotoStorage(uploads), notifications: notificationSettings, systemOperations: backupsStartedElsewhere });
    await createStaffAccount(api.deps.db, api.deps.business, { username: "auditor-owner", password: OWNER_PASSWORD });
    owner = await signIn(api, "auditor-owner", OWNER_PASSWORD);
    h = {
      api,
      uploads,
      obituary: async (status = "pending") => {
        const [row] = await api.deps.db
          .insert(obituaries)
          .values({ firstName: "Rosa", lastName: "Delgado", dateOfBirth: "1941-03-12", dateOfDeath: "2025-01-02", biography: "Rosa.", submitterName: "Maria", submitterEmail: "maria@example.com", submitterPhone: "561-555-0142", status })
          .returning({ id: obituaries.id });
        return row!.id;
      },
    };
    afterAll(async () => {
      await api.close();
      rmSync(uploads, { recursive: true, force: true });
    });
  });

  it("knows how to call every mutating staff procedure", () => {
    expect(mutating.length).toBeGreaterThanOrEqual(30);
    const unknown = mutating.filter((name) => !(name in succeeds));
    expect(unknown, `no audit check for ${unknown.join(", ")}: add an input that succeeds to \`succeeds\` in this file`).toEqual([]);
  });

  it("each one writes exactly one audit row naming who, from where and what", async () => {
    const silent: string[] = [];
    // auth.logout ends the session the others use: last.
    for (const name of [...mutating.filter((n) => n !== "auth.logout"), "auth.logout"]) {
      const setup = succeeds[name];
      if (!setup) continue;
      const input = await setup(h);
      const before = await rowsFor(h, name);
      await call(h, name, input);
      if ((await rowsFor(h, name)) !== before + 1) silent.push(name);
    }
    expect(silent, `these mutating procedures wrote no audit row: ${silent.join(", ")}`).toEqual([]);
    const [approve] = await h.api.deps.db.select().from(auditEvents).where(eq(auditEvents.action, "admin.obituaries.approve"));
    const [ownerRow] = await h.api.deps.db.select().from(users).where(eq(users.username, "auditor-owner"));
    expect(approve).toMatchObject({ actorId: ownerRow!.id, actorUsername: "auditor-owner", ip: "198.51.100.20", kind: "obituaries" });
    expect(approve?.target).toMatchObject({ status: "live" });
    const [edit] = await h.api.deps.db.select().from(auditEvents).where(eq(auditEvents.action, "admin.obituaries.update"));
    expect(edit?.fields).toEqual(["biography"]);
  });

  it("a staff photo upload (REST only, no procedure) is on the trail too", async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#336699" } }).png().toBuffer();
    const before = await rowsFor(h, "admin.photos.upload");
    const stored = await storePhoto(owner.ctx, { data: png, originalName: "candle.png" });
    expect(await rowsFor(h, "admin.photos.upload")).toBe(before + 1);
    const [row] = await h.api.deps.db.select().from(auditEvents).where(eq(auditEvents.action, "admin.photos.upload"));
    expect(row?.target).toEqual({ filename: stored.filename });
  });

  it("a change that fails writes no row, and its writes roll back with it", async () => {
    const before = await rowsFor(h, "admin.obituaries.delete");
    await expect(call(h, "admin.obituaries.delete", { id: 987_654 })).rejects.toThrow();
    expect(await rowsFor(h, "admin.obituaries.delete")).toBe(before);
    // The last owner refused: nothing changed, nothing recorded.
    const lastOwner = await h.api.deps.db.select().from(users).where(and(eq(users.role, "owner")));
    for (const row of lastOwner) if (row.username !== "auditor-owner") await h.api.deps.db.update(users).set({ role: "staff" }).where(eq(users.id, row.id));
    const fresh = await signIn(h.api, "auditor-owner", currentPassword);
    const me = lastOwner.find((r) => r.username === "auditor-owner")!;
    const refusals = await rowsFor(h, "admin.staffAccounts.setRole");
    await expect(fresh.caller.admin.staffAccounts.setRole({ id: me.id, role: "staff" })).rejects.toThrow(/last owner/);
    expect(await rowsFor(h, "admin.staffAccounts.setRole")).toBe(refusals);
  });
});
