import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, screenshot } from "../src/browser";
import { expectToast, postJson, signedInPage, unique } from "./admin-helpers";
import { postPublicFrom, staffApi } from "./records-helpers";

/** The list's search, status and page as the address holds them. */
function addressOf(page: Page): { q: string | null; status: string | null; page: string | null } {
  const params = new URL(page.url()).searchParams;
  return { q: params.get("q"), status: params.get("status"), page: params.get("page") };
}

describe("contact messages", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it("lists a message sent through the contact form and changes its status", async () => {
    const name = `Lorraine ${unique()}`;
    const res = await postJson("/api/contact", {
      name,
      email: "lorraine@example.com",
      phone: "561-555-0123",
      message: "Could someone call me about arrangements for my father?",
    });
    expect(res.status).toBeLessThan(300);

    const { context, page } = await signedInPage(browser);
    await page.goto("/admin/contact-messages");
    const item = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name, exact: true }) });
    await item.waitFor();
    await item.getByTestId("status-badge").getByText("New", { exact: true }).waitFor();
    await item.getByText("Could someone call me about arrangements for my father?").waitFor();
    expect(await item.getByRole("link", { name: "Reply by Email" }).getAttribute("href")).toMatch(/^mailto:lorraine@example\.com/);
    expect(await item.getByRole("link", { name: /^Call/ }).getAttribute("href")).toBe("tel:561-555-0123");

    await item.getByLabel("Status").selectOption("read");
    await expectToast(page, "Status Updated");
    await item.getByTestId("status-badge").getByText("Read", { exact: true }).waitFor();
    await item.getByLabel("Status").selectOption("responded");
    await expectToast(page, "Status Updated");
    await item.getByTestId("status-badge").getByText("Responded", { exact: true }).waitFor();

    // The change is stored, not just shown.
    await page.reload();
    await item.getByTestId("status-badge").getByText("Responded", { exact: true }).waitFor();
    await context.close();
  });

  it("searches, filters and pages the contact messages, keeping all three in the address", async () => {
    const family = `Paging${unique()}`;
    const staff = await staffApi();
    // Twenty-two families write in, each from their own address (public writes are limited per address).
    const ids: number[] = [];
    for (let i = 0; i < 22; i++) {
      const sent = (await postPublicFrom(`127.0.0.${10 + i}`, "/api/contact", {
        name: `Visitor${i} ${family}`,
        email: `visitor${i}.${family.toLowerCase()}@example.com`,
        phone: `772-555-${4000 + i}`,
        message: `Message number ${i}: please call about arrangements.`,
      })) as { id: number };
      ids.push(sent.id);
    }
    // Three of them have been answered.
    for (const id of ids.slice(0, 3)) {
      await staff.call("PATCH", `/api/admin/contact-messages/${id}/status`, { status: "responded" });
    }

    const { context, page } = await signedInPage(browser);
    await page.goto("/admin/contact-messages");
    const totals = page.getByTestId("contact-totals");
    await totals.waitFor();
    const totalsText = await totals.innerText();
    const total = Number(/^(\d+) messages/.exec(totalsText)?.[1]);
    expect(total).toBeGreaterThanOrEqual(22);
    const pageCount = Math.ceil(total / 20);
    const headings = () => page.getByRole("listitem").getByRole("heading", { level: 2 }).allInnerTexts();

    // Twenty to a page; Next moves on, and the address says which page.
    const pages = page.getByRole("navigation", { name: "Messages pages" });
    await pages.getByText(`Showing 1–20 of ${total} · Page 1 of ${pageCount}`).waitFor();
    expect(await pages.getByRole("button", { name: "Previous" }).isDisabled()).toBe(true);
    const firstPage = await headings();
    expect(firstPage).toHaveLength(20);
    await pages.getByRole("button", { name: "Next" }).click();
    await pages.getByText(`Page 2 of ${pageCount}`, { exact: false }).waitFor();
    expect(addressOf(page)).toEqual({ q: null, status: null, page: "2" });
    // The reader is taken to the top of the new page.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toMatch(/^Showing 21–/);
    const secondPage = await headings();
    expect(secondPage.some((n) => firstPage.includes(n))).toBe(false);

    // A reload (or a link to a colleague) shows the same page.
    await page.reload();
    await pages.getByText(`Page 2 of ${pageCount}`, { exact: false }).waitFor();
    expect(await headings()).toEqual(secondPage);

    // A search starts again at the first page; the phone number is found by its digits.
    const box = page.getByRole("searchbox", { name: "Search messages" });
    await box.fill("(772) 555-4017");
    await box.press("Enter");
    await page.getByText("Showing 1–1 of 1 matching").waitFor();
    expect(await headings()).toEqual([`Visitor17 ${family}`]);
    expect(addressOf(page)).toEqual({ q: "(772) 555-4017", status: null, page: null });

    // By email, once typing pauses (no Enter).
    await box.fill(`visitor5.${family.toLowerCase()}`);
    await page.getByText("Showing 1–1 of 1 matching").waitFor();
    await expect.poll(() => headings()).toEqual([`Visitor5 ${family}`]);
    expect(addressOf(page).q).toBe(`visitor5.${family.toLowerCase()}`);

    // The family name finds all of them, over two pages.
    await box.fill(family);
    await box.press("Enter");
    await page.getByText("Showing 1–20 of 22 matching").waitFor();
    await pages.getByText("Showing 1–20 of 22 · Page 1 of 2").waitFor();
    await pages.getByRole("button", { name: "Next" }).click();
    await pages.getByText("Showing 21–22 of 22 · Page 2 of 2").waitFor();
    expect(await headings()).toHaveLength(2);
    expect(addressOf(page)).toEqual({ q: family, status: null, page: "2" });

    // The status filter narrows the search and starts at the first page again.
    const filter = page.getByLabel("Filter by status");
    await filter.selectOption("responded");
    await page.getByText("Showing 1–3 of 3 matching").waitFor();
    expect(addressOf(page)).toEqual({ q: family, status: "responded", page: null });
    expect((await headings()).sort()).toEqual([0, 1, 2].map((i) => `Visitor${i} ${family}`).sort());
    const badges = await page.getByRole("listitem").getByTestId("status-badge").allInnerTexts();
    expect(badges).toEqual(["Responded", "Responded", "Responded"]);
    // No pager for one page.
    expect(await pages.count()).toBe(0);

    // Search and filter survive a reload, in the box and the select as well as in the list.
    await page.reload();
    await page.getByText("Showing 1–3 of 3 matching").waitFor();
    expect(await box.inputValue()).toBe(family);
    expect(await filter.inputValue()).toBe("responded");
    await screenshot(page, "admin-contact-messages-filtered-1280");

    // Nothing of this family is merely read: the empty state offers the way back to everything.
    await filter.selectOption("read");
    await page.getByText("No messages match").waitFor();
    expect(addressOf(page)).toEqual({ q: family, status: "read", page: null });
    await page.getByRole("button", { name: "Show all messages" }).click();
    await pages.getByText(`Showing 1–20 of ${total} · Page 1 of ${pageCount}`).waitFor();
    expect(addressOf(page)).toEqual({ q: null, status: null, page: null });
    expect(await box.inputValue()).toBe("");
    expect(await filter.inputValue()).toBe("");
    // The totals are everyone's, whatever the list showed.
    expect(await totals.innerText()).toBe(totalsText);
    await context.close();
  });
});
