import { auditEvents, obituaryFollowers, obituaryFollowerUnsubscribeTokens, outboxMessages } from "@fh/db";
import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { confirmFollow, FOLLOW_ANSWER, hashFollowToken, unsubscribeFollower } from "../../src/notifications";
import { purgeExpiredPersonalData } from "../../src/privacy/retention";
import { badRequestMessage, createPublicTestApi, expectTrpcError, insertObituary, type PublicTestApi } from "../public/helpers";
import { notificationSettings, outbox } from "./helpers";

const HOUR = 3_600_000;
const byRecipientIn = <M extends { recipient: string }>(mails: M[], to: string) => mails.find((m) => m.recipient === to)!;
const CONFIRM_LINK = /https:\/\/lakeworth\.example\/api\/notifications\/follow\/confirm\/([A-Za-z0-9_-]{43})/;
const STOP_LINK = /^<(https:\/\/lakeworth\.example\/api\/notifications\/follow\/unsubscribe\/([A-Za-z0-9_-]{43}))>$/;

describe("Follow this obituary", () => {
  let api: PublicTestApi;
  let now = new Date("2026-11-24T15:00:00Z");
  beforeAll(async () => {
    api = await createPublicTestApi({ now: () => now, notifications: notificationSettings });
  });
  afterAll(() => api.close());
  beforeEach(async () => {
    await api.deps.db.delete(outboxMessages);
  });

  const follow = (obituaryId: number, email: string) => api.visitor.followers.follow({ obituaryId, email });
  const mails = async (kind: string) => (await outbox(api)).filter((m) => m.kind === kind);
  const followerOf = async (obituaryId: number, email: string) =>
    (await api.deps.db.select().from(obituaryFollowers).where(eq(obituaryFollowers.obituaryId, obituaryId))).find((f) => f.email === email);
  /** Follows and confirms through the emailed link, as a visitor would. */
  async function confirmedFollower(obituaryId: number, email: string) {
    await follow(obituaryId, email);
    const mail = (await mails("family.follow_confirmation")).filter((m) => m.recipient === email).at(-1);
    const token = CONFIRM_LINK.exec(mail?.text ?? "")?.[1];
    expect(token).toBeDefined();
    expect(await confirmFollow(api.deps.db, token!, now)).toBe(obituaryId);
  }
  const service = (obituaryId: number | null, change: Record<string, unknown> = {}) =>
    api.staff.admin.services.create({
      title: "Funeral Mass",
      serviceDate: "2026-12-05",
      serviceTime: "10:00 AM",
      location: "St. Luke's Church, 2896 S Federal Hwy, Lake Worth, FL",
      serviceType: "funeral",
      deceasedName: "typed",
      obituaryId,
      ...change,
    } as never);

  it("writes a pending follower and one confirmation email in the outbox; the database keeps only the token's hash", async () => {
    const id = await insertObituary(api, "live", "Rosa");
    await expect(follow(id, "June@Example.com")).resolves.toEqual(FOLLOW_ANSWER);
    const [mail, ...rest] = await outbox(api);
    expect(rest).toEqual([]);
    expect(mail).toMatchObject({ kind: "family.follow_confirmation", recipient: "june@example.com", status: "waiting" });
    expect(mail!.subject).toBe("Please confirm: service updates for Rosa Delgado");
    expect(mail!.text).toContain(`https://lakeworth.example/obituaries/${id}`);
    expect(mail!.text).toContain("The link works for 7 days.");
    // Not a list email: nothing to unsubscribe from before confirming.
    expect(mail!.headers).toEqual({});
    const token = CONFIRM_LINK.exec(mail!.text)![1]!;
    const row = await followerOf(id, "june@example.com");
    expect(row).toMatchObject({ status: "pending", confirmTokenHash: hashFollowToken(token), confirmedAt: null });
    expect(JSON.stringify(row)).not.toContain(token);
  });

  it("refuses a page that is not public (404) and a malformed email (SPEC §5's words), writing nothing", async () => {
    for (const state of ["pending", "unlisted", "declined"] as const) {
      await expectTrpcError(follow(await insertObituary(api, state), "june@example.com"), "NOT_FOUND");
    }
    await expectTrpcError(follow(999_999, "june@example.com"), "NOT_FOUND");
    const live = await insertObituary(api, "live");
    expect(await badRequestMessage(follow(live, "not-an-email"))).toBe("email: Invalid email");
    expect(await outbox(api)).toEqual([]);
  });

  it("answers a repeat the same, and never floods an inbox: a pending address gets a new link at most hourly, a confirmed one none", async () => {
    const id = await insertObituary(api, "live");
    expect(await follow(id, "ann@example.com")).toEqual(FOLLOW_ANSWER);
    expect(await follow(id, "ANN@example.com")).toEqual(FOLLOW_ANSWER);
    expect(await mails("family.follow_confirmation")).toHaveLength(1);
    now = new Date(now.getTime() + HOUR);
    expect(await follow(id, "ann@example.com")).toEqual(FOLLOW_ANSWER);
    expect(await mails("family.follow_confirmation")).toHaveLength(2);
    // Only the newest link confirms.
    const [first, second] = (await mails("family.follow_confirmation")).map((m) => CONFIRM_LINK.exec(m.text)![1]!);
    expect(await confirmFollow(api.deps.db, first!, now)).toBeNull();
    expect(await confirmFollow(api.deps.db, second!, now)).toBe(id);
    // A second click is fine.
    expect(await confirmFollow(api.deps.db, second!, now)).toBe(id);
    now = new Date(now.getTime() + 2 * HOUR);
    expect(await follow(id, "ann@example.com")).toEqual(FOLLOW_ANSWER);
    expect(await mails("family.follow_confirmation")).toHaveLength(2);
    expect((await followerOf(id, "ann@example.com"))?.status).toBe("confirmed");
  });

  it("a confirmation link expires after 7 days", async () => {
    const id = await insertObituary(api, "live");
    await follow(id, "late@example.com");
    const token = CONFIRM_LINK.exec((await mails("family.follow_confirmation"))[0]!.text)![1]!;
    expect(await confirmFollow(api.deps.db, token, new Date(now.getTime() + 7 * 24 * HOUR + 1))).toBeNull();
    expect((await followerOf(id, "late@example.com"))?.status).toBe("pending");
  });

  it("tells each confirmed follower of an added, changed and removed service, with the one-click unsubscribe headers; pending addresses get nothing", async () => {
    const id = await insertObituary(api, "live", "Rosa");
    await confirmedFollower(id, "june@example.com");
    await confirmedFollower(id, "sam@example.com");
    await follow(id, "pending@example.com");
    await api.deps.db.delete(outboxMessages);

    const added = await service(id);
    const addNotices = await mails("family.service_update");
    expect(addNotices.map((m) => m.recipient).sort()).toEqual(["june@example.com", "sam@example.com"]);
    const notice = addNotices[0]!;
    expect(notice.subject).toBe("Service details for Rosa Delgado: Funeral Mass");
    expect(notice.text).toContain("Date: Saturday, December 5, 2026");
    expect(notice.text).toContain("Time: 10:00 AM (Eastern Time)");
    expect(notice.text).toContain("Place: St. Luke's Church, 2896 S Federal Hwy, Lake Worth, FL");
    expect(notice.text).toContain("https://www.google.com/maps/search/?api=1&query=St.%20Luke's%20Church");
    expect(notice.text).toContain(`https://lakeworth.example/obituaries/${id}`);
    expect(notice.text).toContain(`https://lakeworth.example/services/${added.id}.ics`);
    expect(notice.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    const [, stopUrl] = STOP_LINK.exec(notice.headers["List-Unsubscribe"]!)!;
    // The visible link is the header's link.
    expect(notice.text).toContain(`Stop these emails: ${stopUrl}`);
    // Every email its own link; the database keeps their hashes only.
    const links = addNotices.map((m) => m.headers["List-Unsubscribe"]);
    expect(new Set(links).size).toBe(2);

    await api.deps.db.delete(outboxMessages);
    await api.staff.admin.services.update({ id: added.id, serviceTime: "11:30 AM", location: "Lake Worth Family Funeral Home chapel" });
    const changed = await mails("family.service_update");
    expect(changed).toHaveLength(2);
    expect(changed[0]!.subject).toBe("Service update for Rosa Delgado: Funeral Mass has changed");
    expect(changed[0]!.text).toContain("has changed (time, place)");
    expect(changed[0]!.text).toContain("Time: 11:30 AM (Eastern Time)");
    // The staff change is audited as before.
    const [audit] = await api.deps.db.select().from(auditEvents).orderBy(desc(auditEvents.id)).limit(1);
    expect(audit).toMatchObject({ action: "admin.services.update" });

    // Wording only (the description): no email for a comma.
    await api.deps.db.delete(outboxMessages);
    await api.staff.admin.services.update({ id: added.id, description: "Reception to follow." });
    expect(await mails("family.service_update")).toEqual([]);

    await api.staff.admin.services.delete({ id: added.id });
    const removed = await mails("family.service_update");
    expect(removed).toHaveLength(2);
    expect(removed[0]!.subject).toBe("Service update for Rosa Delgado: Funeral Mass is no longer listed");
    expect(removed[0]!.text).toContain("(561)");
    expect(removed.every((m) => m.recipient !== "pending@example.com")).toBe(true);
  });

  it("writes to each follower in the language they followed in: the confirmation, the notices and their links", async () => {
    const id = await insertObituary(api, "live", "Rosa");
    await api.visitorWith({ ip: "198.51.100.71", locale: "es" }).followers.follow({ obituaryId: id, email: "ana@example.com" });
    await api.visitorWith({ ip: "198.51.100.72", locale: "ht" }).followers.follow({ obituaryId: id, email: "jak@example.com" });
    const confirmations = await mails("family.follow_confirmation");
    const spanish = confirmations.find((m) => m.recipient === "ana@example.com")!;
    expect(spanish.subject).toBe("Por favor, confirme: avisos de los servicios de Rosa Delgado");
    expect(spanish.text).toContain(`https://lakeworth.example/es/obituaries/${id}`);
    const creole = confirmations.find((m) => m.recipient === "jak@example.com")!;
    expect(creole.subject).toBe("Tanpri konfime: nouvèl sou sèvis Rosa Delgado yo");
    expect(creole.text).toContain(`https://lakeworth.example/ht/obituaries/${id}`);
    for (const mail of [spanish, creole]) {
      const token = CONFIRM_LINK.exec(mail.text)?.[1];
      expect(await confirmFollow(api.deps.db, token!, now)).toBe(id);
    }
    await confirmedFollower(id, "june@example.com");
    await api.deps.db.delete(outboxMessages);

    const added = await service(id, { livestreamUrl: "https://example.com/live" });
    const notices = await mails("family.service_update");
    const byRecipient = (to: string) => notices.find((m) => m.recipient === to)!;
    expect(byRecipient("june@example.com").subject).toBe("Service details for Rosa Delgado: Funeral Mass");
    const es = byRecipient("ana@example.com");
    expect(es.subject).toBe("Detalles del servicio de Rosa Delgado: Funeral Mass");
    expect(es.text).toContain("Fecha: sábado, 5 de diciembre de 2026");
    expect(es.text).toContain("Tipo: Funeral");
    expect(es.text).toContain("Hora: 10:00 a. m. (hora del Este)");
    expect(es.text).toContain(`https://lakeworth.example/es/obituaries/${id}`);
    expect(es.text).toMatch(/Dejar de recibir estos correos: https:\/\/lakeworth\.example\/api\/notifications\/follow\/unsubscribe\//);
    const ht = byRecipient("jak@example.com");
    expect(ht.subject).toBe("Detay sèvis Rosa Delgado: Funeral Mass");
    expect(ht.text).toContain("Kalite: Finèy");
    expect(ht.text).toContain("Emisyon an dirèk: Lyen an ap sou paj memwa a depi inèdtan anvan sèvis la");

    await api.deps.db.delete(outboxMessages);
    await api.staff.admin.services.update({ id: added.id, serviceTime: "11:00 AM" });
    expect(byRecipientIn(await mails("family.service_update"), "ana@example.com").text).toContain("ha cambiado (hora)");
    await api.deps.db.delete(outboxMessages);
    await api.staff.admin.services.delete({ id: added.id });
    expect(byRecipientIn(await mails("family.service_update"), "jak@example.com").subject).toBe("Nouvèl sou sèvis Rosa Delgado: Funeral Mass pa parèt ankò");
  });

  it("a notice's directions lead to the funeral home's full address for a room of ours, and add the city to an outside place", async () => {
    const id = await insertObituary(api, "live", "Jan Pòl");
    await confirmedFollower(id, "june@example.com");
    await api.deps.db.delete(outboxMessages);
    const maps = (query: string) => `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
    await service(id, { title: "Viewing", location: "Main Parlor, 1200 Lake Avenue" });
    await service(id, { title: "Burial", location: "Pinecrest Cemetery" });
    const [viewing, burial] = await mails("family.service_update");
    // The place is shown as staff typed it; only the maps search is completed.
    expect(viewing!.text).toContain("Place: Main Parlor, 1200 Lake Avenue");
    expect(viewing!.text).toContain(maps("Lake Worth Family Funeral Home, 1200 Lake Avenue, Lake Worth, FL 33460"));
    expect(burial!.text).toContain(maps("Pinecrest Cemetery, Lake Worth, FL"));
  });

  it("a private service sends nothing; one made private reads as no longer listed, and back public as added", async () => {
    const id = await insertObituary(api, "live", "Pedro");
    await confirmedFollower(id, "june@example.com");
    await api.deps.db.delete(outboxMessages);
    const rosary = await service(id, { title: "Family rosary", isPublic: false });
    await api.staff.admin.services.update({ id: rosary.id, serviceTime: "7:00 PM" });
    expect(await mails("family.service_update")).toEqual([]);

    const mass = await service(id);
    await api.staff.admin.services.update({ id: mass.id, isPublic: false });
    await api.staff.admin.services.update({ id: mass.id, isPublic: true });
    await api.staff.admin.services.update({ id: mass.id, obituaryId: null });
    expect((await mails("family.service_update")).map((m) => m.subject)).toEqual([
      "Service details for Pedro Delgado: Funeral Mass",
      "Service update for Pedro Delgado: Funeral Mass is no longer listed",
      "Service details for Pedro Delgado: Funeral Mass",
      "Service update for Pedro Delgado: Funeral Mass is no longer listed",
    ]);
    // Nothing private leaks into any notice.
    for (const m of await outbox(api)) expect(m.text).not.toContain("Family rosary");
  });

  it("unsubscribing stops further mail at once; a repeated or unknown link is harmless", async () => {
    const id = await insertObituary(api, "live");
    await confirmedFollower(id, "june@example.com");
    await api.deps.db.delete(outboxMessages);
    const s = await service(id);
    const [, , token] = STOP_LINK.exec((await mails("family.service_update"))[0]!.headers["List-Unsubscribe"]!)!;
    expect(await unsubscribeFollower(api.deps.db, token!, now)).toBe(true);
    expect(await unsubscribeFollower(api.deps.db, token!, now)).toBe(true);
    expect(await unsubscribeFollower(api.deps.db, "A".repeat(43), now)).toBe(false);
    expect((await followerOf(id, "june@example.com"))?.status).toBe("unsubscribed");
    await api.deps.db.delete(outboxMessages);
    await api.staff.admin.services.update({ id: s.id, serviceDate: "2026-12-06" });
    expect(await mails("family.service_update")).toEqual([]);
    // Following again starts over with a new confirmation (double opt-in again).
    now = new Date(now.getTime() + 2 * HOUR);
    await follow(id, "june@example.com");
    expect(await mails("family.follow_confirmation")).toHaveLength(1);
    expect((await followerOf(id, "june@example.com"))?.status).toBe("pending");
  });

  it("the follower count is in no public answer; staff see it", async () => {
    const id = await insertObituary(api, "live");
    await confirmedFollower(id, "june@example.com");
    await service(id);
    const answers = [
      await api.visitor.obituaries.byId({ id }),
      await api.visitor.obituaries.list(),
      await api.visitor.services.forObituary({ obituaryId: id }),
      await api.visitor.services.upcoming(),
      await follow(id, "other@example.com"),
    ];
    expect(JSON.stringify(answers)).not.toMatch(/follow/i);
    // Staff see the confirmed ones (the pending "other@" is not counted); a visitor cannot ask.
    expect(await api.staff.admin.obituaries.followers({ id })).toEqual({ confirmed: 1 });
    await expectTrpcError(api.visitor.admin.obituaries.followers({ id }), "UNAUTHORIZED");
  });

  it("retention: pending followers go after 7 days, confirmed ones stay; all go with their obituary", async () => {
    const id = await insertObituary(api, "live");
    await confirmedFollower(id, "kept@example.com");
    await follow(id, "never@example.com");
    const later = new Date(now.getTime() + 8 * 24 * HOUR);
    const purged = await purgeExpiredPersonalData(api.deps.db, undefined, later);
    expect(purged.followers).toBeGreaterThanOrEqual(1);
    expect(await followerOf(id, "never@example.com")).toBeUndefined();
    expect((await followerOf(id, "kept@example.com"))?.status).toBe("confirmed");
    await service(id);
    expect((await api.deps.db.select().from(obituaryFollowerUnsubscribeTokens)).length).toBeGreaterThan(0);
    await api.staff.admin.obituaries.delete({ id });
    expect(await followerOf(id, "kept@example.com")).toBeUndefined();
  });
});
