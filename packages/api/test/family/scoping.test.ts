import { familyProposals, obituaries, outboxMessages } from "@fh/db";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { appRouter } from "../../src/root";
import { badRequestMessage, createPublicTestApi, expectTrpcError, type PublicTestApi } from "../public/helpers";
import { notificationSettings, outbox } from "../notifications/helpers";
import { emailedLink, familyBrowser, insertFamilyObituary, signedInFamily } from "./helpers";

/** A whole, valid form for an obituary: what the family page sends. */
const form = (obituaryId: number) => ({
  obituaryId,
  firstName: "Rosa",
  lastName: "Delgado",
  dateOfBirth: "1941-03-12",
  dateOfDeath: "2025-01-02",
  biography: "Rosa loved her garden, her grandchildren and Sunday dinners.\nShe will be missed.",
  photoUrl: null,
  submitterName: "Maria Delgado",
  submitterPhone: "(561) 555-0142",
});

describe("The family page: each family's obituaries and no one else's", () => {
  let api: PublicTestApi;
  beforeAll(async () => {
    api = await createPublicTestApi({ notifications: notificationSettings });
  });
  afterAll(() => api.close());
  beforeEach(async () => {
    await api.deps.db.delete(outboxMessages);
  });

  it("lists a family's obituaries with their states and the public page's address only while published", async () => {
    const ids = {
      waiting: await insertFamilyObituary(api, "four@example.com", "pending", { firstName: "Ana" }),
      published: await insertFamilyObituary(api, "four@example.com", "live", { firstName: "Ben" }),
      notPublished: await insertFamilyObituary(api, "four@example.com", "declined", { firstName: "Cy" }),
      hidden: await insertFamilyObituary(api, "Four@Example.com", "unlisted", { firstName: "Di" }),
    };
    await insertFamilyObituary(api, "someone-else@example.com", "live");
    const family = await signedInFamily(api, "four@example.com", { locale: "es" });
    const list = await family.caller.family.obituaries();
    expect(list.map((o) => [o.id, o.state, o.pageUrl]).sort()).toEqual(
      [
        [ids.waiting, "waiting", null],
        [ids.published, "published", `/es/obituaries/${ids.published}`],
        [ids.notPublished, "notPublished", null],
        [ids.hidden, "hidden", null],
      ].sort(),
    );
    expect(Object.keys(list[0]!).sort()).toEqual(["dateOfBirth", "dateOfDeath", "firstName", "id", "lastName", "pageUrl", "role", "state"]);
  });

  it("every family procedure that takes an obituary id answers 404 for another family's", async () => {
    const mine = await insertFamilyObituary(api, "mine@example.com", "pending");
    const theirs = await insertFamilyObituary(api, "theirs@example.com", "live");
    const family = await signedInFamily(api, "mine@example.com");
    const inputs: Record<string, unknown> = {
      obituary: { obituaryId: theirs },
      edit: form(theirs),
      propose: form(theirs),
      invite: { obituaryId: theirs, email: "cousin@example.com" },
      removeInvite: { obituaryId: theirs, email: "cousin@example.com" },
      setLetters: { obituaryId: theirs, letters: true },
      keepsake: { obituaryId: theirs },
    };
    // Every family procedure with an obituary in its input is listed above: one added later must be too.
    const procedures = Object.keys(appRouter._def.procedures).filter((p) => p.startsWith("family."));
    const withoutObituary = ["family.requestLink", "family.signIn", "family.me", "family.session", "family.obituaries", "family.signOut"];
    expect(procedures.filter((p) => !withoutObituary.includes(p)).sort()).toEqual(Object.keys(inputs).map((k) => `family.${k}`).sort());
    const calls = family.caller.family as unknown as Record<string, (input: unknown) => Promise<unknown>>;
    for (const [name, input] of Object.entries(inputs)) await expectTrpcError(calls[name]!(input), "NOT_FOUND");
    // The same answer as an id that does not exist at all.
    await expectTrpcError(family.caller.family.obituary({ obituaryId: 999_999 }), "NOT_FOUND");
    await expect(family.caller.family.obituary({ obituaryId: mine })).resolves.toMatchObject({ id: mine, role: "submitter", state: "waiting" });
    const [theirRow] = await api.deps.db.select().from(obituaries).where(eq(obituaries.id, theirs));
    expect(theirRow!.status).toBe("live");
  });

  it("waiting for review: the family edits every field with the submission form's rules, and it stays waiting", async () => {
    const id = await insertFamilyObituary(api, "edit@example.com", "pending");
    const family = await signedInFamily(api, "edit@example.com");
    expect(await badRequestMessage(family.caller.family.edit({ ...form(id), firstName: "  " }))).toBe("firstName: Required");
    expect(await badRequestMessage(family.caller.family.edit({ ...form(id), dateOfDeath: "1900-01-01" }))).toBe("dateOfDeath: Date of death cannot be before date of birth");
    expect(await badRequestMessage(family.caller.family.edit({ ...form(id), photoUrl: "http://example.com/a.jpg" }))).toBe(
      "photoUrl: Photo must be an uploaded photo or an https:// address",
    );
    const result = await family.caller.family.edit({ ...form(id), biography: "A new life story, written again with care.", lastName: "Delgado-Ruiz" });
    expect(result.changed.sort()).toEqual(["biography", "lastName"]);
    const [row] = await api.deps.db.select().from(obituaries).where(eq(obituaries.id, id));
    expect(row).toMatchObject({ status: "pending", lastName: "Delgado-Ruiz", biography: "A new life story, written again with care." });
    // Published ones are not edited in place.
    const live = await insertFamilyObituary(api, "edit@example.com", "live");
    await expectTrpcError(family.caller.family.edit(form(live)), "CONFLICT");
  });

  it("published: the family proposes, staff see what changed and approve; the family is emailed in their language", async () => {
    const id = await insertFamilyObituary(api, "propose@example.com", "live");
    const family = await signedInFamily(api, "propose@example.com", { locale: "ht" });
    await expectTrpcError(family.caller.family.propose(form(id)), "BAD_REQUEST");
    await family.caller.family.propose({ ...form(id), dateOfBirth: "1941-03-13" });
    // Nothing changes until staff approve.
    const [before] = await api.deps.db.select().from(obituaries).where(eq(obituaries.id, id));
    expect(before!.dateOfBirth).toBe("1941-03-12");
    expect((await family.caller.family.obituary({ obituaryId: id })).pendingProposal?.changes).toEqual({ dateOfBirth: "1941-03-13" });
    const [proposal] = (await api.staff.admin.family.proposals()).filter((p) => p.obituaryId === id);
    expect(proposal).toMatchObject({ name: "Rosa Delgado", proposedBy: "propose@example.com", changes: [{ field: "dateOfBirth", current: "1941-03-12", proposed: "1941-03-13" }] });
    await api.staff.admin.family.approveProposal({ id: proposal!.id });
    const [after] = await api.deps.db.select().from(obituaries).where(eq(obituaries.id, id));
    expect(after).toMatchObject({ dateOfBirth: "1941-03-13", status: "live" });
    const [mail] = (await outbox(api)).filter((m) => m.kind === "family.proposal_decided");
    expect(mail).toMatchObject({ recipient: "propose@example.com", subject: "Chanjman ou yo nan nekwoloji Rosa Delgado pibliye" });
    expect(mail!.text).toContain(`https://lakeworth.example/ht/obituaries/${id}`);
    // Decided once: a second decision is a 404.
    await expectTrpcError(api.staff.admin.family.rejectProposal({ id: proposal!.id }), "NOT_FOUND");
  });

  it("a rejected proposal changes nothing and the family is told, with the number to call", async () => {
    const id = await insertFamilyObituary(api, "reject@example.com", "live");
    const family = await signedInFamily(api, "reject@example.com", { locale: "es" });
    await family.caller.family.propose({ ...form(id), biography: "Something staff will not publish as written." });
    const [proposal] = await api.deps.db.select().from(familyProposals).where(eq(familyProposals.obituaryId, id));
    await api.staff.admin.family.rejectProposal({ id: proposal!.id });
    const [row] = await api.deps.db.select().from(obituaries).where(eq(obituaries.id, id));
    expect(row!.biography).not.toContain("staff will not publish");
    const [mail] = (await outbox(api)).filter((m) => m.kind === "family.proposal_decided");
    expect(mail!.subject).toBe("Sobre sus cambios al obituario de Rosa Delgado");
    expect(mail!.text).toContain(api.deps.business.phone);
  });

  it("the submitter invites up to five; each signs in with their own link; removed, they lose the page", async () => {
    const id = await insertFamilyObituary(api, "lead@example.com", "live");
    const lead = await signedInFamily(api, "lead@example.com");
    for (let n = 1; n <= 5; n++) await lead.caller.family.invite({ obituaryId: id, email: `cousin${n}@example.com` });
    expect(await badRequestMessage(lead.caller.family.invite({ obituaryId: id, email: "cousin6@example.com" }))).toBe("email: You can invite up to 5 people");
    const invitation = (await outbox(api)).find((m) => m.kind === "family.invite" && m.recipient === "cousin1@example.com");
    expect(invitation!.subject).toBe("You are invited to the family page for Rosa Delgado");
    const cousin = familyBrowser(api);
    await cousin.signInWith(/\/family\/sign-in\/([A-Za-z0-9_-]{43})/.exec(invitation!.text)![1]!);
    const seen = await cousin.caller.family.obituary({ obituaryId: id });
    expect(seen).toMatchObject({ role: "invited", invites: null });
    // Only the submitter manages the family.
    await expectTrpcError(cousin.caller.family.invite({ obituaryId: id, email: "stranger@example.com" }), "FORBIDDEN");
    // An invited address can ask for a link of its own later.
    expect(await emailedLink(api, "cousin2@example.com")).not.toBeNull();
    await lead.caller.family.removeInvite({ obituaryId: id, email: "cousin1@example.com" });
    await expectTrpcError(cousin.caller.family.obituary({ obituaryId: id }), "NOT_FOUND");
    expect((await lead.caller.family.obituary({ obituaryId: id })).invites!.map((i) => i.email)).toEqual([2, 3, 4, 5].map((n) => `cousin${n}@example.com`));
  });

  it("the Book of Memories for the family is in the language they wrote in", async () => {
    const id = await insertFamilyObituary(api, "book@example.com", "live", { submitterLocale: "es" });
    const family = await signedInFamily(api, "book@example.com", { locale: "en" });
    const keepsake = await family.caller.family.keepsake({ obituaryId: id });
    expect(keepsake.locale).toBe("es");
    expect(keepsake.obituary).toMatchObject({ id, firstName: "Rosa" });
  });
});
