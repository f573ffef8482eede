import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, screenshot, seriousViolations } from "../src/browser";
import { expectToast, postJson, signedInPage, unique } from "./admin-helpers";

describe("the staff Notifications page", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it("shows who receives what, checks addresses, queues a test email and lists the outbox", async () => {
    // The browser-test server has no SMTP_URL: a contact message's notice waits in the outbox.
    const name = `Outbox Visitor ${unique()}`;
    const sent = await postJson("/api/contact", { name, email: "outbox.visitor@example.com", phone: "", message: "Please call me." });
    expect(sent.status).toBeLessThan(300);

    const { context, page } = await signedInPage(browser);
    await page.getByRole("navigation", { name: "Staff sections" }).getByRole("link", { name: "Notifications" }).click();
    await page.getByRole("heading", { name: "Who receives which email" }).waitFor();
    expect(await page.title()).toBe("Notifications | Staff Portal");
    await page.getByTestId("smtp-off").waitFor();

    // Staff's notice of the message is in the outbox, waiting.
    const message = page.getByTestId("outbox-message").filter({ hasText: `New message from ${name}` });
    await message.waitFor();
    expect(await message.getByTestId("outbox-status").textContent()).toBe("Waiting");

    // A bad address is named; good ones are saved.
    const contactRecipients = page.getByLabel("New contact messages");
    await contactRecipients.fill("desk@example.com, not-an-address");
    await page.getByTestId("recipients-staff.contact_message").getByRole("button", { name: "Save" }).click();
    await page.getByText("Not an email address: not-an-address").waitFor();
    await contactRecipients.fill("desk@example.com, night@example.com");
    await page.getByTestId("recipients-staff.contact_message").getByRole("button", { name: "Save" }).click();
    await expectToast(page, "Recipients Saved");

    // Send test email: checked in the browser, then queued and listed.
    await page.getByLabel("Send a test email to").fill("nope");
    await page.getByRole("button", { name: "Send Test Email" }).click();
    await page.getByText("Invalid email").waitFor();
    await page.getByLabel("Send a test email to").fill("director@example.com");
    await page.getByRole("button", { name: "Send Test Email" }).click();
    await expectToast(page, "Test Email Queued");
    await page.getByTestId("outbox-message").filter({ hasText: "To director@example.com" }).waitFor();

    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, "admin-notifications-1280");

    // The next contact message goes to the saved recipients.
    await postJson("/api/contact", { name: `${name} again`, email: "outbox.visitor@example.com", phone: "", message: "Me again." });
    await page.reload();
    await page.getByTestId("outbox-message").filter({ hasText: "To desk@example.com, night@example.com" }).waitFor();
    await context.close();
  });

  it("fits a phone", async () => {
    const { context, page } = await signedInPage(browser, 375);
    await page.goto("/admin/notifications");
    await page.getByRole("heading", { name: "Outbox" }).waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, "admin-notifications-375");
    await context.close();
  });
});
