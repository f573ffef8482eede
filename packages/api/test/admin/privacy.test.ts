import {
  chatMessages,
  chatSessions,
  consultations,
  contactMessages,
  guestBookEntries,
  idempotencyKeys,
  obituaries,
  obituaryFollowers,
  prePlanningRequests,
} from "@fh/db";
import { defaultBusiness } from "@fh/validators";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createInternalContext } from "../../src/context";
import { ERASED_SUBMITTER_NAME, withoutSubmitterLine } from "../../src/privacy/erasure";
import { createCaller } from "../../src/root";
import { createTestApi, type TestApi } from "../../src/testing";
import { recordingLogger } from "../log";
import { badRequestMessage, expectTrpcError, validObituary } from "../public/helpers";

const MARIA = "maria.delgado@example.com";
const OTHER = "june.park@example.com";

describe("erasing one person's data on request", () => {
  let api: TestApi;
  let log: ReturnType<typeof recordingLogger>;
  let staff: ReturnType<typeof createCaller>;
  const ids = { live: 0, unlisted: 0, pending: 0, declined: 0, others: 0 };

  beforeAll(async () => {
    log = recordingLogger();
    api = await createTestApi({ log });
    staff = createCaller(createInternalContext(api.deps, { id: 1, username: "director", role: "owner" }, { ip: "192.0.2.9" }));
    const db = api.deps.db;

    const submit = async (status: "live" | "unlisted" | "pending" | "declined", email: string, biography = validObituary.biography) => {
      const [row] = await db
        .insert(obituaries)
        .values({ ...validObituary, firstName: status, photoUrl: null, status, submitterEmail: email, biography })
        .returning({ id: obituaries.id });
      return row!.id;
    };
    // Maria writes her address in several ways; all of them are hers.
    ids.live = await submit("live", "Maria.Delgado@Example.com", "Rosa loved her garden.\n\nSubmitted by Maria Delgado (daughter)");
    ids.unlisted = await submit("unlisted", MARIA);
    ids.pending = await submit("pending", MARIA);
    ids.declined = await submit("declined", MARIA);
    ids.others = await submit("live", OTHER);

    await db.insert(guestBookEntries).values([
      { obituaryId: ids.others, authorName: "Maria", authorEmail: MARIA.toUpperCase(), message: "With love" },
      { obituaryId: ids.others, authorName: "June", authorEmail: OTHER, message: "Rest in peace" },
      { obituaryId: ids.others, authorName: "Anonymous", authorEmail: null, message: "Thinking of you" },
    ]);
    const booking = {
      source: "booking" as const,
      firstName: "Maria",
      lastName: "Delgado",
      phone: "561-555-0142",
      appointmentDate: "2031-01-02",
      appointmentTime: "9:00 AM",
    };
    await db.insert(consultations).values([{ ...booking, email: MARIA }, { ...booking, email: OTHER }]);
    await db.insert(contactMessages).values([
      { name: "Maria", email: ` ${MARIA} `, message: "Please call me" },
      { name: "June", email: OTHER, message: "A question" },
    ]);
    await db.insert(chatSessions).values([
      { sessionId: "session-1-maria", visitorEmail: MARIA },
      { sessionId: "session-1-june", visitorEmail: OTHER },
      // The chat asks for no address: Maria typed hers into this one.
      { sessionId: "session-2-maria" },
      // Here only the reply names it (quoting an address is not being its owner).
      { sessionId: "session-2-june" },
    ]);
    await db.insert(chatMessages).values([
      { sessionId: "session-1-maria", sender: "visitor", message: "My mother died" },
      { sessionId: "session-1-maria", sender: "ai", message: "I'm so sorry" },
      { sessionId: "session-1-june", sender: "visitor", message: "Hello" },
      { sessionId: "session-2-maria", sender: "visitor", message: "Please email me at Maria.Delgado@Example.com tomorrow" },
      { sessionId: "session-2-june", sender: "ai", message: `Write to ${MARIA} if you knew her` },
    ]);
    // Answers kept for a repeated form hold copies of what was sent.
    await db.insert(idempotencyKeys).values([
      { scope: "contact.send", key: "maria-1", status: 200, response: { data: { name: "Maria", email: MARIA } } },
      { scope: "contact.send", key: "june-1", status: 200, response: { data: { name: "June", email: OTHER } } },
    ]);
    await db.insert(prePlanningRequests).values({ firstName: "Maria", lastName: "Delgado", email: MARIA, phone: "561-555-0142" });
    // Follows of an obituary's services: Maria's and June's.
    await db.insert(obituaryFollowers).values([
      { obituaryId: ids.live, email: MARIA, status: "confirmed" },
      { obituaryId: ids.live, email: OTHER, status: "pending" },
    ]);
  });
  afterAll(() => api.close());

  const total = async (table: typeof obituaries | typeof prePlanningRequests) =>
    (await api.deps.db.select({ n: count() }).from(table))[0]?.n ?? 0;

  it("finds everything stored for an address, whatever its case, and changes nothing", async () => {
    const before = await total(obituaries);
    const report = await staff.admin.privacy.lookup({ email: "  MARIA.delgado@example.com " });
    expect(report.counts).toEqual({
      obituarySubmissions: 4,
      guestBookEntries: 1,
      consultations: 1,
      contactMessages: 1,
      emails: 0,
      chatSessions: 2,
      chatMessages: 3,
      prePlanningRequests: 1,
      obituaryFollows: 1,
    });
    expect(report.empty).toBe(false);
    expect(report.obituaries.map((o) => [o.id, o.state, o.outcome])).toEqual([
      [ids.live, "live", "contact removed"],
      [ids.unlisted, "unlisted", "contact removed"],
      [ids.pending, "pending", "deleted"],
      [ids.declined, "declined", "deleted"],
    ]);
    expect(await total(obituaries)).toBe(before);
    const nobody = await staff.admin.privacy.lookup({ email: "nobody@example.com" });
    expect(nobody.empty).toBe(true);
  });

  it("erases it all, keeping a published memorial with its submitter's contact removed", async () => {
    const report = await staff.admin.privacy.erase({ email: MARIA });
    expect(report.counts.obituarySubmissions).toBe(4);

    const remaining = await api.deps.db.select().from(obituaries);
    expect(remaining.map((o) => o.id).sort((a, b) => a - b)).toEqual([ids.live, ids.unlisted, ids.others]);
    const live = remaining.find((o) => o.id === ids.live)!;
    expect(live).toMatchObject({
      status: "live",
      firstName: "live",
      submitterName: ERASED_SUBMITTER_NAME,
      submitterEmail: defaultBusiness.email,
      submitterPhone: null,
      biography: "Rosa loved her garden.",
    });
    expect(remaining.find((o) => o.id === ids.unlisted)).toMatchObject({ status: "unlisted", submitterName: ERASED_SUBMITTER_NAME });
    expect(remaining.find((o) => o.id === ids.others)).toMatchObject({ submitterEmail: OTHER, submitterName: validObituary.submitterName });

    const authors = await api.deps.db.select({ name: guestBookEntries.authorName }).from(guestBookEntries);
    expect(authors.map((a) => a.name).sort()).toEqual(["Anonymous", "June"]);
    expect((await api.deps.db.select({ email: consultations.email }).from(consultations)).map((c) => c.email)).toEqual([OTHER]);
    expect((await api.deps.db.select({ email: contactMessages.email }).from(contactMessages)).map((c) => c.email)).toEqual([OTHER]);
    const sessionsLeft = await api.deps.db.select({ id: chatSessions.sessionId }).from(chatSessions);
    expect(sessionsLeft.map((c) => c.id).sort()).toEqual(["session-1-june", "session-2-june"]);
    const repliesLeft = await api.deps.db.select({ key: idempotencyKeys.key }).from(idempotencyKeys);
    expect(repliesLeft.map((r) => r.key)).toEqual(["june-1"]);
    expect(await api.deps.db.select().from(chatMessages).where(eq(chatMessages.sessionId, "session-1-maria"))).toEqual([]);
    expect(await total(prePlanningRequests)).toBe(0);
    expect((await api.deps.db.select({ email: obituaryFollowers.email }).from(obituaryFollowers)).map((f) => f.email)).toEqual([OTHER]);

    expect((await staff.admin.privacy.lookup({ email: MARIA })).empty).toBe(true);
  });

  it("logs who erased how much, never the address", async () => {
    const [erased] = log.events("privacy.erased");
    expect(erased).toMatchObject({
      level: "info",
      fields: {
        username: "director",
        ip: "192.0.2.9",
        erased: { obituariesDeleted: 2, obituariesKept: 2, guestBookEntries: 1, contactMessages: 1, chatSessions: 2 },
      },
    });
    expect(log.events("staff.change").map((l) => l.fields.action)).toEqual(["admin.privacy.lookup", "admin.privacy.lookup", "admin.privacy.erase", "admin.privacy.lookup"]);
    expect(log.text().toLowerCase()).not.toContain("maria.delgado");
  });

  it("is for staff only, refuses a malformed address and unknown fields", async () => {
    const visitor = createCaller(createInternalContext(api.deps));
    await expectTrpcError(visitor.admin.privacy.lookup({ email: MARIA }), "UNAUTHORIZED");
    await expectTrpcError(visitor.admin.privacy.erase({ email: MARIA }), "UNAUTHORIZED");
    expect(await badRequestMessage(staff.admin.privacy.erase({ email: "not an address" }))).toBe("email: Invalid email");
    expect(await badRequestMessage(staff.admin.privacy.erase({ email: "" }))).toBe("email: Email is required");
    await expectTrpcError(staff.admin.privacy.erase({ email: OTHER, alsoDelete: "everything" } as never), "BAD_REQUEST");
    expect((await staff.admin.privacy.lookup({ email: OTHER })).empty).toBe(false);
  });

  it("removes only the creator's own last line naming the submitter", () => {
    expect(withoutSubmitterLine("A life.\n\nSubmitted by Maria Delgado", "Maria Delgado")).toBe("A life.");
    expect(withoutSubmitterLine("A life.\n\nSubmitted by Maria Delgado (daughter)", "Maria Delgado")).toBe("A life.");
    expect(withoutSubmitterLine("A life.\n\nSubmitted by Maria Delgadoson", "Maria Delgado")).toBe("A life.\n\nSubmitted by Maria Delgadoson");
    expect(withoutSubmitterLine("Submitted by Maria Delgado", "Maria Delgado")).toBe("Submitted by Maria Delgado");
    expect(withoutSubmitterLine("Maria Delgado wrote this.", "Maria Delgado")).toBe("Maria Delgado wrote this.");
  });
});
