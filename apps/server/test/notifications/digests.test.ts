import { guestBookDigestSubscriptions, type DatabaseHandle } from "@fh/db";
import { createTestDatabase } from "@fh/db/testing";
import type { ParsedMail } from "mailparser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BuiltServer } from "../../src/app";
import { callers, mailServer, STAFF, submission } from "./server";
import { TestSmtp } from "./smtp";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const header = (mail: ParsedMail, name: string) => mail.headerLines.find((h) => h.key === name)?.line.replace(/^[^:]+:\s*/, "");

describe("guest-book digests", () => {
  const smtp = new TestSmtp();
  let database: DatabaseHandle;
  let server: BuiltServer;
  let clock = new Date();
  let obituaryId = 0;
  const staffDigests = () => smtp.to(STAFF[0]!).filter((m) => /guest-book message/.test(m.subject ?? ""));
  const familyDigests = () => smtp.to("maria@example.com").filter((m) => m.subject?.startsWith("New guest-book messages"));

  beforeAll(async () => {
    await smtp.start();
    database = await createTestDatabase();
    server = await mailServer(database, smtp.url, {}, { digestNow: () => clock });
    const { visitor, staff } = callers(server);
    const created = await visitor.obituaries.submit({ ...submission, guestBookDigest: true });
    obituaryId = created.id;
    await staff.admin.obituaries.approve({ id: obituaryId });
    // Staff's notice, "received" and "published".
    for (let i = 0; i < 200 && smtp.received.length < 3; i++) await sleep(50);
  });
  afterAll(async () => {
    await server.app.close();
    await database.close();
    await smtp.stop();
  });

  const post = (authorName: string, message: string) =>
    callers(server).visitor.guestBook.add({ obituaryId, authorName, authorEmail: `${authorName.split(" ")[0]!.toLowerCase()}@guests.example`, message });

  it("staff get at most one digest every 15 minutes, never one email per post; guests' emails are never shown", async () => {
    await post("June Park", "Rosa was the kindest neighbor.");
    await expect.poll(() => staffDigests().length, { timeout: 10_000 }).toBe(1);
    expect(staffDigests()[0]!.subject).toBe("New guest-book message");
    expect(staffDigests()[0]!.text).toContain("Rosa was the kindest neighbor.");
    // To the staff Guest Book, kept to this memorial (one host here: the staff app is under /admin).
    expect(staffDigests()[0]!.text).toContain(`https://lakeworth.example/admin/guest-book?obituary=${obituaryId}`);

    await post("Sam Lee", "I will miss our Sunday talks.");
    await post("Ivy Chen", "<script>alert('x')</script>");
    await sleep(500);
    expect(staffDigests()).toHaveLength(1);

    clock = new Date(clock.getTime() + 15 * 60_000);
    await expect.poll(() => staffDigests().length, { timeout: 10_000 }).toBe(2);
    const second = staffDigests()[1]!;
    expect(second.subject).toBe("2 new guest-book messages");
    expect(second.text).toContain("I will miss our Sunday talks.");
    expect(second.html).toContain("&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;");
    for (const m of smtp.received) expect(`${m.text} ${m.html}`).not.toMatch(/@guests\.example/);
  });

  it("the submitter who asked gets a daily digest with a one-click unsubscribe (RFC 8058) that needs no sign-in", async () => {
    await expect.poll(() => familyDigests().length, { timeout: 10_000 }).toBeGreaterThanOrEqual(1);
    const [first] = familyDigests();
    expect(first!.to).toBeDefined();
    expect(first!.text).toContain("Rosa was the kindest neighbor.");
    expect(first!.text).not.toMatch(/@guests\.example|director@/);
    const listUnsubscribe = header(first!, "list-unsubscribe")!;
    expect(header(first!, "list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
    const url = /^<(https:\/\/lakeworth\.example\/api\/notifications\/unsubscribe\/[A-Za-z0-9_-]{43})>$/.exec(listUnsubscribe)?.[1];
    expect(url).toBeDefined();
    expect(first!.text).toContain(url!);
    const path = new URL(url!).pathname;

    // Opening the link shows a button; it does not unsubscribe.
    const shown = await server.app.inject({ method: "GET", url: path });
    expect(shown.statusCode).toBe(200);
    expect(shown.body).toContain("Unsubscribe");
    expect((await database.db.select().from(guestBookDigestSubscriptions))[0]?.unsubscribedAt).toBeNull();

    // No more than one a day.
    const before = familyDigests().length;
    await post("Ann Ray", "Thinking of your family.");
    await sleep(400);
    expect(familyDigests()).toHaveLength(before);

    // A mail program's one-click POST, without any cookie.
    const done = await server.app.inject({
      method: "POST",
      url: path,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "List-Unsubscribe=One-Click",
    });
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain("You are unsubscribed");
    clock = new Date(clock.getTime() + 25 * 60 * 60_000);
    await expect.poll(() => staffDigests().length, { timeout: 10_000 }).toBe(3);
    await sleep(400);
    expect(familyDigests()).toHaveLength(before);

    const bogus = await server.app.inject({ method: "POST", url: "/api/notifications/unsubscribe/not-a-token", payload: "List-Unsubscribe=One-Click", headers: { "content-type": "application/x-www-form-urlencoded" } });
    expect(bogus.statusCode).toBe(404);
  });
});
