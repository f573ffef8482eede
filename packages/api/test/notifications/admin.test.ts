import { outboxMessages } from "@fh/db";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { badRequestMessage, createPublicTestApi, expectTrpcError, validObituary, type PublicTestApi } from "../public/helpers";
import { notificationSettings, outbox } from "./helpers";

describe("the staff Notifications page's procedures", () => {
  let api: PublicTestApi;
  beforeAll(async () => {
    api = await createPublicTestApi({ notifications: notificationSettings });
  });
  afterAll(() => api.close());

  it("lists each staff kind with STAFF_NOTIFY_EMAIL's recipients until staff change them", async () => {
    const settings = await api.staff.admin.notifications.settings();
    expect(settings.smtpConfigured).toBe(false);
    expect(settings.kinds.map((k) => [k.kind, k.isDefault])).toEqual([
      ["staff.consultation_booked", true],
      ["staff.obituary_submitted", true],
      ["staff.contact_message", true],
      ["staff.pre_planning_request", true],
      ["staff.guest_book_digest", true],
      ["staff.backup_failed", true],
    ]);
    expect(settings.kinds[0]?.addresses).toEqual(notificationSettings.staffRecipients);
  });

  it("validates recipients, naming the first bad address; saved ones are used from then on; blank is nobody", async () => {
    expect(await badRequestMessage(api.staff.admin.notifications.setRecipients({ kind: "staff.contact_message", addresses: "ok@example.com, nope" }))).toBe(
      "addresses: Not an email address: nope",
    );
    expect(
      await badRequestMessage(api.staff.admin.notifications.setRecipients({ kind: "staff.contact_message", addresses: "a@example.com\r\nBcc: x@evil.example" })),
    ).toMatch(/^addresses: Not an email address/);
    expect(await badRequestMessage(api.staff.admin.notifications.setRecipients({ kind: "staff.nothing" as never, addresses: "" }))).toMatch(/^kind: /);
    await api.staff.admin.notifications.setRecipients({ kind: "staff.contact_message", addresses: "Desk@Example.com, desk@example.com, night@example.com" });
    await api.visitor.contact.send({ name: "Ana", email: "ana@example.com", message: "Hello" });
    await api.staff.admin.notifications.setRecipients({ kind: "staff.obituary_submitted", addresses: "" });
    const rows = await outbox(api);
    expect(rows.at(-1)).toMatchObject({ kind: "staff.contact_message", recipient: "desk@example.com, night@example.com" });
    const settings = await api.staff.admin.notifications.settings();
    expect(settings.kinds.find((k) => k.kind === "staff.obituary_submitted")).toMatchObject({ addresses: [], isDefault: false });
  });

  it("shows the outbox with each message's status, and retries a failed one only", async () => {
    const [failed] = await api.deps.db
      .insert(outboxMessages)
      .values([
        { kind: "staff.test", recipient: "a@example.com", subject: "A", text: "A", html: "A", messageId: "<a@x>", status: "failed", attempts: 8, lastError: "timeout" },
        { kind: "staff.test", recipient: "b@example.com", subject: "B", text: "B", html: "B", messageId: "<b@x>", status: "waiting", attempts: 2, lastError: "refused" },
        { kind: "staff.test", recipient: "c@example.com", subject: "C", text: "C", html: "C", messageId: "<c@x>", status: "sent", attempts: 1 },
      ])
      .returning();
    const retrying = await api.staff.admin.notifications.outbox({ status: "retrying" });
    expect(retrying.items.map((m) => m.subject)).toEqual(["B"]);
    const counts = await api.staff.admin.notifications.counts();
    expect(counts).toMatchObject({ failed: 1, retrying: 1, sent: 1 });
    expect(counts.waiting).toBeGreaterThanOrEqual(1);
    const page = await api.staff.admin.notifications.outbox({});
    expect(page.items[0]).not.toHaveProperty("text");
    expect(page.items[0]).not.toHaveProperty("html");

    await api.staff.admin.notifications.retry({ id: failed!.id });
    const [again] = await api.deps.db.select().from(outboxMessages).where(eq(outboxMessages.id, failed!.id));
    expect(again).toMatchObject({ status: "waiting", attempts: 0 });
    await expectTrpcError(api.staff.admin.notifications.retry({ id: failed!.id }), "CONFLICT");
    await expectTrpcError(api.staff.admin.notifications.retry({ id: 999_999 }), "NOT_FOUND");
  });

  it("queues a test email to a checked address", async () => {
    expect(await badRequestMessage(api.staff.admin.notifications.sendTest({ to: "not an address" }))).toMatch(/^to: /);
    const sent = await api.staff.admin.notifications.sendTest({ to: "Director@Example.com" });
    const [row] = await api.deps.db.select().from(outboxMessages).where(eq(outboxMessages.id, sent.id));
    expect(row).toMatchObject({ kind: "staff.test", recipient: "director@example.com", status: "waiting" });
    expect(row?.text).toContain("test-staff");
  });

  it("a privacy erasure takes the emails to and about the address with it", async () => {
    await api.staff.admin.notifications.setRecipients({ kind: "staff.obituary_submitted", addresses: "desk@example.com" });
    await api.visitor.obituaries.submit({ ...validObituary, submitterEmail: "erase.me@example.com", guestBookDigest: true });
    const report = await api.staff.admin.privacy.lookup({ email: "Erase.Me@example.com" });
    // Staff's notice quotes the address; the "received" email goes to it.
    expect(report.counts.emails).toBe(2);
    await api.staff.admin.privacy.erase({ email: "erase.me@example.com" });
    const left = (await outbox(api)).filter((m) => m.recipient.includes("erase.me") || m.text.includes("erase.me"));
    expect(left).toEqual([]);
  });

  it("refuses visitors", async () => {
    await expectTrpcError(api.visitor.admin.notifications.settings(), "UNAUTHORIZED");
    await expectTrpcError(api.visitor.admin.notifications.sendTest({ to: "a@example.com" }), "UNAUTHORIZED");
  });
});
