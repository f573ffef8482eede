import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser } from "../src/browser";
import { expectToast, getJson, isoDay, signedInPage, unique } from "./admin-helpers";

const card = (page: Page, title: string) =>
  page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: title, exact: true }) });

async function publicTitles(path: "/api/events" | "/api/services"): Promise<string[]> {
  const list = await getJson<{ title: string }[]>(path);
  return list.map((x) => x.title);
}

describe("events and services management", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it("creates, edits and deletes an event, and GET /api/events follows", async () => {
    const { context, page } = await signedInPage(browser);
    await page.goto("/admin/events");
    const title = `Memorial Walk ${unique()}`;

    // Required fields are checked with the shared schema before anything is sent.
    await page.getByRole("button", { name: "Create Event" }).click();
    const dialog = page.getByRole("dialog", { name: "Create New Event" });
    expect(await dialog.getByLabel("Event Type").inputValue()).toBe("memorial");
    expect(await dialog.getByLabel("Public").isChecked()).toBe(true);
    await dialog.getByRole("button", { name: "Create Event" }).click();
    await dialog.getByText("Title is required").waitFor();

    await dialog.getByLabel("Title *").fill(title);
    await dialog.getByLabel("Date *").fill(isoDay(1));
    await dialog.getByLabel("Time *").fill("18:30");
    await dialog.getByLabel("Location").fill("Lakeside Garden");
    await dialog.getByLabel("Description").fill("A quiet walk around the lake in memory of loved ones.");
    await dialog.getByRole("button", { name: "Create Event" }).click();
    await expectToast(page, "Event Created");
    const item = card(page, title);
    await item.waitFor();
    expect(await item.innerText()).toMatch(/[A-Z][a-z]{2} \d{2}, \d{4} at 6:30 PM/);
    expect(await item.getByText("Public", { exact: true }).isVisible()).toBe(true);
    expect(await item.getByText("Memorial", { exact: true }).isVisible()).toBe(true);
    expect(await publicTitles("/api/events")).toContain(title);

    // Edit: rename and make it private; the public list drops it.
    await item.getByRole("button", { name: "Edit" }).click();
    const edit = page.getByRole("dialog", { name: "Edit Event" });
    expect(await edit.getByLabel("Time *").inputValue()).toBe("18:30");
    await edit.getByLabel("Title *").fill(`${title} (rescheduled)`);
    await edit.getByLabel("Event Type").selectOption("community");
    await edit.getByRole("button", { name: "Save Changes" }).click();
    await expectToast(page, "Event Updated");
    const renamed = card(page, `${title} (rescheduled)`);
    await renamed.getByText("Community", { exact: true }).waitFor();
    expect(await publicTitles("/api/events")).toContain(`${title} (rescheduled)`);

    await renamed.getByRole("button", { name: "Edit" }).click();
    await edit.getByLabel("Public").uncheck();
    await edit.getByRole("button", { name: "Save Changes" }).click();
    await expectToast(page, "Event Updated");
    await renamed.getByText("Private", { exact: true }).waitFor();
    expect(await publicTitles("/api/events")).not.toContain(`${title} (rescheduled)`);

    // Delete asks first.
    await renamed.getByRole("button", { name: "Delete" }).click();
    const confirm = page.getByRole("dialog", { name: "Delete Event" });
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expectToast(page, "Event Deleted");
    await renamed.waitFor({ state: "detached" });
    await context.close();
  });

  it("creates, edits and deletes a service, and GET /api/services follows", async () => {
    const { context, page } = await signedInPage(browser);
    await page.goto("/admin/services");
    const title = `Celebration of Life ${unique()}`;

    await page.getByRole("button", { name: "Create Service" }).click();
    const dialog = page.getByRole("dialog", { name: "Create New Service" });
    expect(await dialog.getByLabel("Service Type").inputValue()).toBe("funeral");
    expect(await dialog.getByLabel("Public").isChecked()).toBe(true);
    await dialog.getByLabel("Title *").fill(title);
    await dialog.getByLabel("Date *").fill(isoDay(1));
    await dialog.getByLabel("Time *").fill("11:00");
    await dialog.getByRole("button", { name: "Create Service" }).click();
    await dialog.getByText("Deceased name is required").waitFor();
    await dialog.getByLabel("Deceased Name *").fill("Ruth Ellington");
    await dialog.getByLabel("Location").fill("Chapel of Peace");
    await dialog.getByRole("button", { name: "Create Service" }).click();
    await expectToast(page, "Service Created");
    const item = card(page, title);
    await item.getByText("In memory of Ruth Ellington").waitFor();
    // SPEC §5: 'MMM dd, yyyy' then ' at ' and the time, once (no second "Time" line repeating it).
    const [year, month, day] = isoDay(1).split("-");
    const months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
    const text = await item.innerText();
    expect(text).toContain(`${months[Number(month) - 1]} ${day}, ${year} at 11:00 AM`);
    expect(text.match(/11:00 AM/g)).toHaveLength(1);
    expect(text).not.toMatch(/^Time$/m);
    expect(await publicTitles("/api/services")).toContain(title);

    await item.getByRole("button", { name: "Edit" }).click();
    const edit = page.getByRole("dialog", { name: "Edit Service" });
    await edit.getByLabel("Service Type").selectOption("memorial");
    await edit.getByLabel("Time *").fill("14:00");
    await edit.getByRole("button", { name: "Save Changes" }).click();
    await expectToast(page, "Service Updated");
    await item.getByText("Memorial", { exact: true }).waitFor();
    await item.getByText(/at 2:00 PM/).waitFor();

    await item.getByRole("button", { name: "Delete" }).click();
    await page.getByRole("dialog", { name: "Delete Service" }).getByRole("button", { name: "Delete" }).click();
    await expectToast(page, "Service Deleted");
    await item.waitFor({ state: "detached" });
    expect(await publicTitles("/api/services")).not.toContain(title);
    await context.close();
  });
});
