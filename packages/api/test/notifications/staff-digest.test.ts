import { obituaries, outboxMessages } from "@fh/db";
import { defaultBusiness } from "@fh/validators";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { writeStaffGuestBookDigest } from "../../src/notifications";
import { createPublicTestApi, insertObituary, type PublicTestApi } from "../public/helpers";
import { notificationSettings, outbox } from "./helpers";

describe("staff's guest-book digest", () => {
  let api: PublicTestApi;
  let now = new Date("2026-11-24T15:00:00Z");
  beforeAll(async () => {
    api = await createPublicTestApi({ now: () => now, notifications: notificationSettings });
  });
  afterAll(() => api.close());

  const digest = async () => {
    now = new Date(now.getTime() + 16 * 60_000);
    return writeStaffGuestBookDigest(api.deps.db, notificationSettings, defaultBusiness, now);
  };

  it("marks what waits for approval and what was reported, and links to the staff Guest Book kept to each memorial", async () => {
    // The first run only sets where the digest starts.
    await digest();
    await api.deps.db.delete(outboxMessages);
    const rosa = await insertObituary(api, "live", "Rosa");
    const jose = await insertObituary(api, "live", "José");
    await api.deps.db.update(obituaries).set({ lastName: "Ramírez Peña" }).where(eq(obituaries.id, jose));
    await api.staff.admin.obituaries.setGuestBookCare({ id: jose, guestBookMode: "moderated" });

    await api.visitor.guestBook.add({ obituaryId: rosa, authorName: "June Park", message: "Rosa was the kindest neighbor." });
    const rude = await api.visitor.guestBook.add({ obituaryId: rosa, authorName: "Troll", message: "Something unkind." });
    await api.visitor.guestBook.report({ entryId: rude.id });
    await api.visitor.guestBook.report({ entryId: rude.id });
    await api.visitor.guestBook.add({ obituaryId: jose, authorName: "Lucía", message: "Descanse en paz, tío." });
    expect(await digest()).toBe(3);

    const [mail, ...more] = (await outbox(api)).filter((m) => m.kind === "staff.guest_book_digest");
    expect(more).toEqual([]);
    // The inbox alone says whether staff must act.
    expect(mail!.subject).toBe("3 new guest-book messages (1 waiting for approval, 1 reported)");
    expect(mail!.text).toContain(
      "3 new guest-book messages were posted. One waits for your approval before it appears on the memorial page. One was reported by visitors.",
    );
    // By memorial, each message marked as the staff Guest Book marks it, then that memorial's staff link.
    expect(mail!.text).toContain(
      [
        "On the memorial of Rosa Delgado:",
        "",
        "> Rosa was the kindest neighbor.\n— June Park",
        "",
        "[Reported 2 times]\n> Something unkind.\n— Troll",
        "",
        `Review Rosa Delgado's messages in the staff Guest Book: https://admin.lakeworth.example/admin/guest-book?obituary=${rosa}`,
        "",
        "On the memorial of José Ramírez Peña:",
        "",
        "[Waiting for approval]\n> Descanse en paz, tío.\n— Lucía",
        "",
        `Review José Ramírez Peña's messages in the staff Guest Book: https://admin.lakeworth.example/admin/guest-book?obituary=${jose}`,
      ].join("\n"),
    );
    // Staff act in the staff app: no link to the public page, where a waiting message is not shown at all.
    expect(mail!.text).not.toContain("https://lakeworth.example/obituaries/");
    expect(mail!.html).toMatch(/<span style="[^"]*#a12a2a[^"]*">Reported 2 times<\/span><\/p><blockquote[^>]*>Something unkind\./);
    expect(mail!.html).toMatch(/<span style="[^"]*#6b5417[^"]*">Waiting for approval<\/span><\/p><blockquote[^>]*>Descanse en paz, tío\./);
    expect(mail!.html).toContain(`<a href="https://admin.lakeworth.example/admin/guest-book?obituary=${jose}"`);
    // A message with nothing to do carries no mark.
    expect(mail!.html).toMatch(/<\/p>\n<blockquote[^>]*>Rosa was the kindest neighbor\./);
    // The staff app's filter behind the link answers that memorial's messages, and names it.
    const listed = await api.staff.admin.guestBook.search({ obituaryId: jose });
    expect(listed.items.map((e) => e.message)).toEqual(["Descanse en paz, tío."]);
    expect(listed.memorial).toEqual({ id: jose, firstName: "José", lastName: "Ramírez Peña" });
    expect((await api.staff.admin.guestBook.search({})).memorial).toBeNull();
  });

  it("says what staff already settled: a message hidden before the digest is marked hidden, not reported", async () => {
    const id = await insertObituary(api, "live", "Ann");
    const row = await api.visitor.guestBook.add({ obituaryId: id, authorName: "Troll", message: "Go away." });
    await api.visitor.guestBook.report({ entryId: row.id });
    await api.staff.admin.guestBook.hide({ id: row.id });
    await api.deps.db.delete(outboxMessages);
    expect(await digest()).toBe(1);
    const [mail] = await outbox(api);
    expect(mail!.subject).toBe("New guest-book message");
    expect(mail!.text).toContain("[Hidden]\n> Go away.");
    expect(mail!.text).not.toContain("Reported");
  });
});
