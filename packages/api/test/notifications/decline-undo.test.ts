import { auditEvents, obituaries, outboxMessages } from "@fh/db";
import { DECLINE_NOTE_MAX, DECLINE_UNDO_MS } from "@fh/validators";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { sendDueMessages, type MailTransport, type OutboxRow } from "../../src/notifications";
import { DECLINE_UNDO_TOO_LATE } from "../../src/routers/admin/obituaries";
import { badRequestMessage, createPublicTestApi, expectTrpcError, insertObituary, validObituary, type PublicTestApi } from "../public/helpers";
import { notificationSettings, outbox } from "./helpers";

const START = new Date("2026-11-26T15:00:00Z");
const MINUTE = 60_000;

/**
 * Decline does not ask (SPEC §5), so it can be taken back: the family's "not
 * published" email waits DECLINE_UNDO_MS in the outbox, and Undo within that
 * time restores the submission to pending and deletes the email unsent. The
 * clock is the API's and the sender's injectable one: nothing here sleeps.
 */
describe("a decline can be undone while the family's email waits", () => {
  let api: PublicTestApi;
  let now = START;
  const sent: OutboxRow[] = [];
  const transport: MailTransport = { send: async (m) => void sent.push(m) };
  const at = (ms: number) => () => new Date(START.getTime() + ms);
  const send = (ms: number) => sendDueMessages(api.deps.db, transport, { now: at(ms) });
  const declineEmails = async () => (await outbox(api)).filter((m) => m.kind === "family.obituary_declined");
  const stateOf = async (id: number) => (await api.deps.db.select({ status: obituaries.status }).from(obituaries).where(eq(obituaries.id, id)))[0]?.status;

  beforeAll(async () => {
    api = await createPublicTestApi({ now: () => now, notifications: notificationSettings });
  });
  afterAll(() => api.close());
  beforeEach(async () => {
    now = START;
    sent.length = 0;
    await api.deps.db.delete(outboxMessages);
  });

  it("holds the family's email: not sent a moment before 10 minutes, sent at 10 minutes", async () => {
    const id = await insertObituary(api, "pending", "Tomas");
    const declined = await api.staff.admin.obituaries.decline({ id });
    expect(declined).toMatchObject({ state: "declined", declineUndoUntil: new Date(START.getTime() + DECLINE_UNDO_MS) });
    const [email] = await declineEmails();
    expect(email).toMatchObject({ status: "waiting", attempts: 0, notBefore: new Date(START.getTime() + DECLINE_UNDO_MS) });

    expect(await send(0)).toEqual({ sent: 0, retrying: 0, failed: 0 });
    expect(await send(DECLINE_UNDO_MS - 1)).toEqual({ sent: 0, retrying: 0, failed: 0 });
    expect(sent).toHaveLength(0);
    expect(await send(DECLINE_UNDO_MS)).toEqual({ sent: 1, retrying: 0, failed: 0 });
    expect(sent.map((m) => m.subject)).toEqual(["About the obituary for Tomas Delgado"]);
    expect((await declineEmails())[0]).toMatchObject({ status: "sent", attempts: 1 });
  });

  it("undo within the 10 minutes: back to pending, the unsent email deleted, an audit row; nothing is sent later", async () => {
    const id = await insertObituary(api, "pending", "Elena");
    await api.staff.admin.obituaries.decline({ id });
    expect(await declineEmails()).toHaveLength(1);

    now = new Date(START.getTime() + DECLINE_UNDO_MS - 1_000);
    const restored = await api.staff.admin.obituaries.undoDecline({ id });
    expect(restored).toMatchObject({ id, state: "pending", isListed: true, declineUndoUntil: null });
    expect(await stateOf(id)).toBe("pending");
    expect(await declineEmails()).toHaveLength(0);
    const audits = await api.deps.db.select().from(auditEvents).where(eq(auditEvents.action, "admin.obituaries.undoDecline"));
    const audit = audits.find((row) => row.target?.id === id);
    expect(audit).toMatchObject({ kind: "obituaries", target: { id, status: "pending" }, actorUsername: "test-staff" });

    expect(await send(DECLINE_UNDO_MS + MINUTE)).toEqual({ sent: 0, retrying: 0, failed: 0 });
    expect(sent).toHaveLength(0);
    // Declined again later: a new email, held afresh.
    await api.staff.admin.obituaries.decline({ id });
    expect((await declineEmails())[0]?.notBefore).toEqual(new Date(now.getTime() + DECLINE_UNDO_MS));
  });

  it("undo after 10 minutes is a 409 that says the family has been emailed; the obituary stays declined and the email goes", async () => {
    const id = await insertObituary(api, "pending", "Luis");
    await api.staff.admin.obituaries.decline({ id });
    now = new Date(START.getTime() + DECLINE_UNDO_MS);
    const refused = await expectTrpcError(api.staff.admin.obituaries.undoDecline({ id }), "CONFLICT");
    expect(refused.message).toBe(DECLINE_UNDO_TOO_LATE);
    expect(refused.message).toMatch(/Too late to undo: the 10 minutes have passed and the family has been emailed/);
    expect(await stateOf(id)).toBe("declined");
    expect(await send(DECLINE_UNDO_MS)).toMatchObject({ sent: 1 });
    // And once it has gone, later still.
    now = new Date(START.getTime() + 60 * MINUTE);
    expect((await expectTrpcError(api.staff.admin.obituaries.undoDecline({ id }), "CONFLICT")).message).toBe(DECLINE_UNDO_TOO_LATE);
  });

  it("undo is a 409 once a sender has claimed the email, even inside the 10 minutes (another instance's clock ahead)", async () => {
    const id = await insertObituary(api, "pending", "Ana");
    await api.staff.admin.obituaries.decline({ id });
    // A sender whose clock runs a minute ahead takes it just before this server's window closes.
    expect(await send(DECLINE_UNDO_MS + MINUTE)).toMatchObject({ sent: 1 });
    now = new Date(START.getTime() + DECLINE_UNDO_MS - 30_000);
    expect((await expectTrpcError(api.staff.admin.obituaries.undoDecline({ id }), "CONFLICT")).message).toBe(DECLINE_UNDO_TOO_LATE);
    expect(await stateOf(id)).toBe("declined");
    expect(await declineEmails()).toHaveLength(1);
  });

  it("only a decline of a pending submission can be undone: others answer 409, a missing obituary 404", async () => {
    const live = await insertObituary(api, "live", "Marta");
    await api.staff.admin.obituaries.decline({ id: live });
    const fromLive = await expectTrpcError(api.staff.admin.obituaries.undoDecline({ id: live }), "CONFLICT");
    expect(fromLive.message).toMatch(/cannot be undone/);
    const pending = await insertObituary(api, "pending", "Nora");
    expect((await expectTrpcError(api.staff.admin.obituaries.undoDecline({ id: pending }), "CONFLICT")).message).toMatch(/Only a declined obituary/);
    await expectTrpcError(api.staff.admin.obituaries.undoDecline({ id: 987_654 }), "NOT_FOUND");
    expect(await declineEmails()).toHaveLength(0);
  });

  it("approving a declined submission while its email waits withdraws that email: the family hears only that it is published", async () => {
    const id = await insertObituary(api, "pending", "Pablo");
    await api.staff.admin.obituaries.decline({ id });
    now = new Date(START.getTime() + 2 * MINUTE);
    const approved = await api.staff.admin.obituaries.approve({ id });
    expect(approved).toMatchObject({ state: "live", declineUndoUntil: null });
    // The outbox holds the published notice alone: the held decline is gone, so no sender can ever send it.
    expect((await outbox(api)).map((m) => m.kind)).toEqual(["family.obituary_published"]);
  });

  it("a note from staff is in the email, set apart and HTML-escaped, and as written in the text part", async () => {
    const id = await insertObituary(api, "pending", "Rosa");
    const note = 'We need a photo we may publish.\nPlease call Ms. <b>Ortiz</b> & "bring" it <script>alert(1)</script>';
    await api.staff.admin.obituaries.decline({ id, note: `  ${note}  ` });
    const [email] = await declineEmails();
    expect(email?.text).toContain("A note from our staff:\n> We need a photo we may publish.\n> Please call Ms. <b>Ortiz</b> & \"bring\" it <script>alert(1)</script>");
    expect(email?.html).not.toContain("<script>");
    expect(email?.html).not.toContain("<b>Ortiz</b>");
    expect(email?.html).toContain(
      '<p style="margin:0 0 4px;font-weight:600">A note from our staff</p><p style="margin:0">We need a photo we may publish.<br>Please call Ms. &lt;b&gt;Ortiz&lt;/b&gt; &amp; &quot;bring&quot; it &lt;script&gt;alert(1)&lt;/script&gt;</p></div>',
    );
    // The note sits between the decline and the invitation to call.
    const text = email?.text ?? "";
    expect(text.indexOf("We were not able to publish it")).toBeLessThan(text.indexOf("A note from our staff"));
    expect(text.indexOf("A note from our staff")).toBeLessThan(text.indexOf("Please call us at (561) 555-0199"));
  });

  it("the note's heading is in the family's language, the note as staff wrote it", async () => {
    const submitted = await api.visitorWith({ ip: "198.51.100.77", locale: "es" }).obituaries.submit({ ...validObituary, firstName: "Carmen" });
    await api.deps.db.delete(outboxMessages);
    await api.staff.admin.obituaries.decline({ id: submitted.id, note: "Please call Maria." });
    const [email] = await declineEmails();
    expect(email?.text).toContain("Una nota de nuestro equipo:\n> Please call Maria.");
  });

  it("without a note (or a blank one) the email is as before; a note past its bound is a 400 naming the field, and nothing changes", async () => {
    const plain = await insertObituary(api, "pending", "Tomas");
    await api.staff.admin.obituaries.decline({ id: plain });
    const blank = await insertObituary(api, "pending", "Irene");
    await api.staff.admin.obituaries.decline({ id: blank, note: "   " });
    const emails = await declineEmails();
    expect(emails).toHaveLength(2);
    for (const email of emails) {
      expect(email.text).not.toContain("A note from our staff");
      expect(email.text).toContain("(561) 555-0199");
    }
    expect(emails[0]?.subject).toBe("About the obituary for Tomas Delgado");

    const long = await insertObituary(api, "pending", "Olga");
    const message = await badRequestMessage(api.staff.admin.obituaries.decline({ id: long, note: "x".repeat(DECLINE_NOTE_MAX + 1) }));
    expect(message).toBe(`note: Note to the family must be at most ${DECLINE_NOTE_MAX} characters`);
    expect(await stateOf(long)).toBe("pending");
    expect(await declineEmails()).toHaveLength(2);
    // Exactly at the bound is fine.
    await api.staff.admin.obituaries.decline({ id: long, note: "y".repeat(DECLINE_NOTE_MAX) });
    expect(await stateOf(long)).toBe("declined");
  });

  it("a decline email held back by the per-address limit is deleted by an undo as well", async () => {
    const ids: number[] = [];
    for (let i = 0; i < 6; i++) ids.push(await insertObituary(api, "pending", `Name${i}`));
    for (const id of ids) await api.staff.admin.obituaries.decline({ id });
    const emails = await declineEmails();
    expect(emails.filter((m) => m.status === "failed")).toHaveLength(1);
    await api.staff.admin.obituaries.undoDecline({ id: ids[5]! });
    expect((await declineEmails()).filter((m) => m.status === "failed")).toHaveLength(0);
    expect(await stateOf(ids[5]!)).toBe("pending");
  });
});
