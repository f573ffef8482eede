import { auditEvents, familyLinkTokens, familySessions, outboxMessages } from "@fh/db";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createInternalContext } from "../../src/context";
import { FAMILY_LINK_ANSWER, familyLinksSettled } from "../../src/family/link";
import { hashSessionToken } from "../../src/auth/token";
import { createCaller } from "../../src/root";
import { createPublicTestApi, expectTrpcError, validObituary, type PublicTestApi } from "../public/helpers";
import { notificationSettings, outbox } from "../notifications/helpers";
import { emailedLink, familyBrowser, insertFamilyObituary, SIGN_IN_LINK } from "./helpers";

const MINUTE = 60_000;

describe("The family's sign-in without a password", () => {
  let api: PublicTestApi;
  let now = new Date("2026-11-24T15:00:00Z");
  beforeAll(async () => {
    api = await createPublicTestApi({ now: () => now, notifications: notificationSettings });
  });
  afterAll(() => api.close());
  beforeEach(async () => {
    now = new Date("2026-11-24T15:00:00Z");
    await api.deps.db.delete(outboxMessages);
  });

  it("answers a known and an unknown address alike, before anything is looked up, and emails only the known one", async () => {
    await insertFamilyObituary(api, "known@example.com", "pending");
    const visitor = createCaller(createInternalContext(api.deps));
    const known = await visitor.family.requestLink({ email: "Known@Example.com" });
    // Answered, and nothing written yet: the lookup and the email come after the answer, so its time tells nothing.
    expect(await outbox(api)).toEqual([]);
    const unknown = await visitor.family.requestLink({ email: "stranger@example.com" });
    expect(known).toEqual(FAMILY_LINK_ANSWER);
    expect(unknown).toEqual(known);
    await familyLinksSettled();
    const mails = await outbox(api);
    expect(mails.map((m) => [m.kind, m.recipient])).toEqual([["family.sign_in_link", "known@example.com"]]);
    expect(mails[0]!.text).toMatch(SIGN_IN_LINK);
    // Only the hash is stored.
    const token = SIGN_IN_LINK.exec(mails[0]!.text)![1]!;
    const rows = await api.deps.db.select().from(familyLinkTokens).where(eq(familyLinkTokens.email, "known@example.com"));
    expect(rows.map((r) => r.tokenHash)).toContain(hashSessionToken(token));
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it("signs in once with a link; the same link a second time does nothing", async () => {
    await insertFamilyObituary(api, "once@example.com", "pending");
    const token = (await emailedLink(api, "once@example.com"))!;
    const first = familyBrowser(api);
    await expect(first.signInWith(token)).resolves.toEqual({ signedIn: true });
    await expect(first.caller.family.me()).resolves.toEqual({ email: "once@example.com" });
    const second = familyBrowser(api);
    await expectTrpcError(second.signInWith(token), "NOT_FOUND");
    expect(second.jar.token).toBeNull();
    await expectTrpcError(second.caller.family.me(), "UNAUTHORIZED");
    // What the family page asks first: who is signed in, or null (no error for a visitor who is not).
    await expect(first.caller.family.session()).resolves.toEqual({ email: "once@example.com" });
    await expect(second.caller.family.session()).resolves.toBeNull();
  });

  it("a link works for 30 minutes and not a minute more", async () => {
    await insertFamilyObituary(api, "late@example.com", "pending");
    const early = (await emailedLink(api, "late@example.com"))!;
    const late = (await emailedLink(api, "late@example.com"))!;
    now = new Date(now.getTime() + 29 * MINUTE);
    await expect(familyBrowser(api).signInWith(early)).resolves.toEqual({ signedIn: true });
    now = new Date(now.getTime() + 2 * MINUTE);
    await expectTrpcError(familyBrowser(api).signInWith(late), "NOT_FOUND");
  });

  it("the received email of a new submission carries a sign-in link in the family's language", async () => {
    const visitor = createCaller(createInternalContext(api.deps, null, { locale: "es" }));
    await visitor.obituaries.submit({ ...validObituary, submitterEmail: "nueva@example.com" });
    const [received] = (await outbox(api)).filter((m) => m.kind === "family.obituary_received");
    expect(received!.text).toContain("En su página familiar puede seguir la revisión");
    const token = SIGN_IN_LINK.exec(received!.text)![1]!;
    expect(received!.text).toContain(`/family/sign-in/${token}?lang=es`);
    const browser = familyBrowser(api);
    await browser.signInWith(token);
    const [listed] = await browser.caller.family.obituaries();
    expect(listed).toMatchObject({ firstName: "Rosa", lastName: "Delgado", state: "waiting", pageUrl: null, role: "submitter" });
  });

  it("without the cookie every family call is 401; Sign out ends the session; each action is an audit row naming the address", async () => {
    await insertFamilyObituary(api, "out@example.com", "pending");
    await expectTrpcError(familyBrowser(api).caller.family.obituaries(), "UNAUTHORIZED");
    const browser = familyBrowser(api);
    await browser.signInWith((await emailedLink(api, "out@example.com"))!);
    const sessionToken = browser.jar.token!;
    await browser.caller.family.signOut();
    expect(browser.jar.token).toBeNull();
    // The old cookie, replayed, opens nothing.
    const replay = familyBrowser(api);
    replay.jar.token = sessionToken;
    await expectTrpcError(replay.caller.family.obituaries(), "UNAUTHORIZED");
    const trail = await api.deps.db.select().from(auditEvents).where(eq(auditEvents.actorUsername, "out@example.com"));
    expect(trail.map((e) => e.action)).toEqual(["family.linkSent", "family.signIn", "family.signOut"]);
  });

  it("lasts 30 days, and staff's End family access ends it at once", async () => {
    const id = await insertFamilyObituary(api, "days@example.com", "live");
    const browser = familyBrowser(api);
    await browser.signInWith((await emailedLink(api, "days@example.com"))!);
    now = new Date(now.getTime() + 29 * 24 * 60 * MINUTE);
    await expect(browser.caller.family.obituaries()).resolves.toHaveLength(1);
    await api.staff.admin.family.endAccess({ id });
    await expectTrpcError(browser.caller.family.obituaries(), "UNAUTHORIZED");
    const again = familyBrowser(api);
    await again.signInWith((await emailedLink(api, "days@example.com"))!);
    now = new Date(now.getTime() + 30 * 24 * 60 * MINUTE + MINUTE);
    await expectTrpcError(again.caller.family.obituaries(), "UNAUTHORIZED");
    expect(await api.deps.db.select().from(familySessions).where(eq(familySessions.email, "days@example.com"))).toEqual([]);
  });

  it("the funeral home's own address, which stands in for an erased submitter's, never opens a family page", async () => {
    await insertFamilyObituary(api, api.deps.business.email, "live");
    expect(await emailedLink(api, api.deps.business.email)).toBeNull();
  });

  it("a privacy erasure of the address ends its sessions", async () => {
    await insertFamilyObituary(api, "erase@example.com", "pending");
    const browser = familyBrowser(api);
    await browser.signInWith((await emailedLink(api, "erase@example.com"))!);
    await api.staff.admin.privacy.erase({ email: "erase@example.com" });
    await expectTrpcError(browser.caller.family.obituaries(), "UNAUTHORIZED");
  });
});
