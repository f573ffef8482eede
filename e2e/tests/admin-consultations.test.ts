import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser } from "../src/browser";
import { expectToast, isoDay, postJson, signedInPage, unique } from "./admin-helpers";

const card = (page: Page, name: string) =>
  page.getByRole("listitem").filter({ has: page.getByRole("heading", { name, exact: true }) });

async function statusCount(page: Page, label: string): Promise<number> {
  const cards = page.getByRole("list", { name: "Consultations by status" });
  // The card shows a dash until the list has loaded; wait for the number.
  const card = cards.getByRole("listitem").filter({ hasText: new RegExp(`^${label}\\s*\\d+`) });
  const text = await card.innerText();
  return Number(/(\d+)/.exec(text)?.[1] ?? NaN);
}

describe("consultations management", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it("creates a consultation (confirmed), changes its status and deletes it", async () => {
    const { context, page } = await signedInPage(browser);
    await page.goto("/admin/consultations");
    await page.getByRole("heading", { name: "Consultations", exact: true }).waitFor();
    await page.getByRole("list", { name: "Consultations by status" }).waitFor();
    const last = `Okafor${unique()}`;
    const name = `Miriam ${last}`;

    const confirmedBefore = await statusCount(page, "Confirmed");
    await page.getByRole("button", { name: "Create New Consultation" }).click();
    const dialog = page.getByRole("dialog", { name: "Create New Consultation" });
    expect(await dialog.getByLabel("Service Type").inputValue()).toBe("funeral");
    await dialog.getByLabel("First Name *").fill("Miriam");
    await dialog.getByLabel("Last Name *").fill(last);
    await dialog.getByLabel("Email *").fill("miriam.example");
    await dialog.getByLabel("Phone *").fill("561-555-0142");
    await dialog.getByLabel("Date *").fill(isoDay(3));
    await dialog.getByLabel("Time *").fill("14:00");
    await dialog.getByRole("button", { name: "Create Consultation" }).click();
    await dialog.getByText("Invalid email").waitFor();
    await dialog.getByLabel("Email *").fill("miriam@example.com");
    await dialog.getByLabel("Message").fill("Planning ahead for my mother.");
    await dialog.getByRole("button", { name: "Create Consultation" }).click();
    await expectToast(page, "Consultation Created");

    const item = card(page, name);
    await item.waitFor();
    await item.getByTestId("status-badge").getByText("Confirmed", { exact: true }).waitFor();
    await item.getByText("Planning ahead for my mother.").waitFor();
    await item.getByText("2:00 PM").waitFor();
    await item.getByText(/Requested on/).waitFor();
    expect(await item.getByRole("link", { name: "miriam@example.com" }).getAttribute("href")).toBe("mailto:miriam@example.com");
    expect(await statusCount(page, "Confirmed")).toBe(confirmedBefore + 1);

    await item.getByLabel("Status").selectOption("completed");
    await expectToast(page, "Status Updated");
    await item.getByTestId("status-badge").getByText("Completed", { exact: true }).waitFor();

    await item.getByRole("button", { name: "Delete" }).click();
    const confirm = page.getByRole("dialog", { name: "Delete Consultation" });
    await confirm.getByText("Are you sure you want to delete this consultation? This action cannot be undone.").waitFor();
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expectToast(page, "Consultation Deleted");
    await item.waitFor({ state: "detached" });
    await context.close();
  });

  it("shows a booking made on the public booking page, with its consultation type and service interest", async () => {
    const last = `Booker${unique()}`;
    const res = await postJson("/api/consultations", {
      firstName: "Daniel",
      lastName: last,
      email: "daniel@example.com",
      phone: "561-555-0177",
      appointmentDate: isoDay(5),
      appointmentTime: "10:00 AM",
      consultationType: "virtual",
      serviceInterest: "cremation",
      budgetRange: "under-5000",
      additionalNotes: "Mornings suit us best.",
    });
    expect(res.status).toBeLessThan(300);

    const { context, page } = await signedInPage(browser);
    await page.goto("/admin/consultations");
    const item = card(page, `Daniel ${last}`);
    await item.waitFor();
    await item.getByTestId("status-badge").getByText("Scheduled", { exact: true }).waitFor();
    await item.getByText("Booked online").waitFor();
    await item.getByText("Virtual", { exact: true }).waitFor();
    expect(await item.innerText()).toContain("Cremation");
    await item.getByText("10:00 AM").waitFor();
    await item.getByText("Mornings suit us best.").waitFor();

    await item.getByLabel("Status").selectOption("confirmed");
    await expectToast(page, "Status Updated");
    await item.getByTestId("status-badge").getByText("Confirmed", { exact: true }).waitFor();
    await context.close();
  });
});
