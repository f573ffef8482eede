import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, seriousViolations } from "../src/browser";
import { isoDay, sessionToken, signedInPage, staffFetch, unique } from "./admin-helpers";
import { fullShot, openPage, untilHydrated } from "./public-helpers";

/**
 * "Follow this obituary" on a phone: the form under the Services
 * block, a wrong address told in SPEC §5's words, then the calm "check your
 * inbox" answer, and the confirmation email waiting in the outbox.
 */
describe("following an obituary's services", () => {
  let browser: Browser;
  let token: string;
  let obituaryId: number;
  const tag = unique();
  const address = `follower.${tag}@example.com`.toLowerCase();

  beforeAll(async () => {
    browser = await launchBrowser();
    const { context } = await signedInPage(browser);
    token = await sessionToken(context);
    await context.close();
    const created = await staffFetch(token, "/api/admin/obituaries", {
      method: "POST",
      body: JSON.stringify({
        firstName: "Ernestine",
        lastName: `Baptiste ${tag}`,
        dateOfBirth: "1938-07-04",
        dateOfDeath: isoDay(-2),
        biography: "Ernestine kept a garden of hibiscus on South L Street and fed anyone who stopped by.",
        submitterName: "Paul Baptiste",
        submitterEmail: "paul@example.com",
        state: "live",
      }),
    });
    expect(created.status).toBe(201);
    obituaryId = ((await created.json()) as { id: number }).id;
    const service = await staffFetch(token, "/api/admin/services", {
      method: "POST",
      body: JSON.stringify({ title: "Funeral Service", serviceType: "funeral", serviceDate: isoDay(3), serviceTime: "11:00 AM", deceasedName: "typed", obituaryId }),
    });
    expect(service.status).toBe(201);
  });
  afterAll(() => browser?.close());

  it("takes an email at 375 px, says to check the inbox, and the confirmation email waits in the outbox", async () => {
    const { context, page } = await openPage(browser, `/obituaries/${obituaryId}`, 375);
    await untilHydrated(page);
    const block = page.getByRole("region", { name: "Follow this obituary" });
    await block.waitFor();
    await block.getByText("We'll email you when service times are set or change. You can stop at any time.").waitFor();
    // It sits below the Services block.
    const servicesBottom = await page.getByRole("region", { name: "Services" }).evaluate((el) => el.getBoundingClientRect().bottom);
    const followTop = await block.evaluate((el) => el.getBoundingClientRect().top);
    expect(followTop).toBeGreaterThan(servicesBottom);

    const email = block.getByLabel("Your email");
    await email.fill("not-an-email");
    await block.getByRole("button", { name: "Follow" }).click();
    await block.getByRole("alert").filter({ hasText: "Invalid email" }).waitFor();
    expect(await email.getAttribute("aria-invalid")).toBe("true");
    await fullShot(page, "follow-obituary-375-invalid");

    await email.fill(address);
    await block.getByRole("button", { name: "Follow" }).click();
    const sent = block.getByTestId("follow-sent");
    await sent.waitFor();
    expect(await sent.textContent()).toContain("Please check your inbox");
    expect(await sent.getAttribute("role")).toBe("status");

    expect(await seriousViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await block.scrollIntoViewIfNeeded();
    await fullShot(page, "follow-obituary-375");
    await context.close();

    const outbox = await staffFetch(token, `/trpc/admin.notifications.outbox?input=${encodeURIComponent(JSON.stringify({ json: {} }))}`);
    expect(outbox.status).toBe(200);
    const rows = ((await outbox.json()) as { result: { data: { json: { items: Array<{ kind: string; recipient: string; subject: string }> } } } }).result.data.json.items;
    const mine = rows.filter((r) => r.recipient === address);
    expect(mine.map((r) => [r.kind, r.subject])).toEqual([["family.follow_confirmation", `Please confirm: service updates for Ernestine Baptiste ${tag}`]]);
  });
});
