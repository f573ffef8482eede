import { familyLetterSubscriptions, outboxMessages } from "@fh/db";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createInternalContext } from "../../src/context";
import { letterDueAt, sendDueFamilyLetters, unsubscribeFamilyLetters } from "../../src/family/letters";
import { createCaller } from "../../src/root";
import { createPublicTestApi, validObituary, type PublicTestApi } from "../public/helpers";
import { notificationSettings, outbox } from "../notifications/helpers";
import { insertFamilyObituary, signedInFamily } from "./helpers";

const STOP_LINK = /^<(https:\/\/lakeworth\.example\/api\/family\/letters\/unsubscribe\/([A-Za-z0-9_-]{43})(?:\?lang=\w+)?)>$/;
const DAY = 24 * 60 * 60_000;

describe("Letters of support in the year after", () => {
  let api: PublicTestApi;
  // The clock the letters read: each test moves it.
  let now = new Date("2026-01-10T15:00:00Z");
  beforeAll(async () => {
    api = await createPublicTestApi({ now: () => now, notifications: notificationSettings });
  });
  afterAll(() => api.close());
  beforeEach(async () => {
    await api.deps.db.delete(outboxMessages);
    await api.deps.db.delete(familyLetterSubscriptions);
  });
  const letters = async () => (await outbox(api)).filter((m) => m.kind === "family.letter_of_support");
  const pass = (at: string) => sendDueFamilyLetters(api.deps.db, notificationSettings, api.deps.business, new Date(at));

  it("falls due 1, 3, 6 and 11 months after the date of death, a short month's last day standing in for the 31st", () => {
    expect(letterDueAt("2026-01-31", 1).toISOString()).toBe("2026-02-28T14:00:00.000Z");
    expect(letterDueAt("2026-01-15", 3).toISOString()).toBe("2026-04-15T14:00:00.000Z");
    expect(letterDueAt("2025-08-20", 6).toISOString()).toBe("2026-02-20T14:00:00.000Z");
    expect(letterDueAt("2025-12-01", 11).toISOString()).toBe("2026-11-01T14:00:00.000Z");
  });

  it("a family who ticked the box on the form gets four letters, each once, on its day, in their language, with one-click unsubscribe", async () => {
    now = new Date("2026-01-05T12:00:00Z");
    const visitor = createCaller(createInternalContext(api.deps, null, { locale: "es" }));
    await visitor.obituaries.submit({ ...validObituary, dateOfDeath: "2026-01-02", submitterEmail: "cartas@example.com", familyLetters: true });
    expect(await pass("2026-02-02T13:59:00Z")).toBe(0);
    expect(await pass("2026-02-02T14:00:00Z")).toBe(1);
    // Another pass, or another server instance, the same hour: nothing more.
    expect(await pass("2026-02-02T15:00:00Z")).toBe(0);
    expect(await pass("2026-04-01T00:00:00Z")).toBe(0);
    expect(await pass("2026-04-02T14:00:00Z")).toBe(1);
    expect(await pass("2026-07-02T14:00:00Z")).toBe(1);
    expect(await pass("2026-12-02T14:00:00Z")).toBe(1);
    expect(await pass("2027-06-01T00:00:00Z")).toBe(0);
    const sent = await letters();
    expect(sent.map((m) => m.subject)).toEqual([
      "Pensando en usted, un mes después",
      "Seguimos pensando en usted y en su familia",
      "Seis meses después: no está solo",
      "Cuando el año se cumple",
    ]);
    expect(sent.every((m) => m.recipient === "cartas@example.com")).toBe(true);
    expect(sent[0]!.text).toContain("Estimado/a Maria Delgado:");
    expect(sent[0]!.text).toContain("falleció Rosa Delgado");
    expect(sent[0]!.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    expect(sent[0]!.headers["List-Unsubscribe"]).toMatch(STOP_LINK);
  });

  it("the box is unticked unless ticked: no letters without it", async () => {
    now = new Date("2026-01-05T12:00:00Z");
    await createCaller(createInternalContext(api.deps)).obituaries.submit({ ...validObituary, dateOfDeath: "2026-01-02", submitterEmail: "quiet@example.com" });
    expect(await pass("2026-02-03T00:00:00Z")).toBe(0);
  });

  it("one click stops the rest", async () => {
    await insertFamilyObituary(api, "stop@example.com", "live", { dateOfDeath: "2026-01-02" });
    const family = await signedInFamily(api, "stop@example.com");
    const [mine] = await family.caller.family.obituaries();
    await family.caller.family.setLetters({ obituaryId: mine!.id, letters: true });
    expect(await pass("2026-02-02T15:00:00Z")).toBe(1);
    const [first] = await letters();
    const token = STOP_LINK.exec(first!.headers["List-Unsubscribe"]!)![2]!;
    expect(await unsubscribeFamilyLetters(api.deps.db, token, new Date("2026-02-03T00:00:00Z"))).toBe(true);
    expect(await pass("2026-04-02T15:00:00Z")).toBe(0);
    expect((await family.caller.family.obituary({ obituaryId: mine!.id })).letters).toBe(false);
    expect(await unsubscribeFamilyLetters(api.deps.db, "x".repeat(43), new Date())).toBe(false);
  });

  it("a relative the submitter invited may ask for letters too; not having given a name, they are greeted as the family", async () => {
    const id = await insertFamilyObituary(api, "lead.letters@example.com", "live", { dateOfDeath: "2026-01-02" });
    const lead = await signedInFamily(api, "lead.letters@example.com");
    await lead.caller.family.invite({ obituaryId: id, email: "cousin.letters@example.com" });
    const cousin = await signedInFamily(api, "cousin.letters@example.com");
    await cousin.caller.family.setLetters({ obituaryId: id, letters: true });
    expect(await pass("2026-02-02T15:00:00Z")).toBe(1);
    const [letter] = await letters();
    expect(letter).toMatchObject({ recipient: "cousin.letters@example.com" });
    expect(letter!.text.startsWith("Dear family,")).toBe(true);
    // Removed from the page, they get no more.
    await lead.caller.family.removeInvite({ obituaryId: id, email: "cousin.letters@example.com" });
    expect(await pass("2026-04-02T15:00:00Z")).toBe(0);
  });

  it("ticked late, a letter long past is skipped rather than sent late, and the next one comes on its day", async () => {
    await insertFamilyObituary(api, "late@example.com", "live", { dateOfDeath: "2025-09-01" });
    const family = await signedInFamily(api, "late@example.com");
    const [mine] = await family.caller.family.obituaries();
    await family.caller.family.setLetters({ obituaryId: mine!.id, letters: true });
    // In May: the 1- and 3-month letters are long past, the 6-month one (March 1) too.
    expect(await pass("2026-05-01T15:00:00Z")).toBe(0);
    const [row] = await api.deps.db.select().from(familyLetterSubscriptions).where(eq(familyLetterSubscriptions.email, "late@example.com"));
    expect(row!.lastMonthSent).toBe(6);
    expect(await pass(new Date(letterDueAt("2025-09-01", 11).getTime() + DAY).toISOString())).toBe(1);
    expect((await letters()).map((m) => m.subject)).toEqual(["As the year comes around"]);
  });
});
