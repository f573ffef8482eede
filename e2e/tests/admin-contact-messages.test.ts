import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser } from "../src/browser";
import { expectToast, postJson, signedInPage, unique } from "./admin-helpers";

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
});
