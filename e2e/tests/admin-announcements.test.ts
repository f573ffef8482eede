import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, screenshot, seriousViolations } from "../src/browser";
import { expectToast, getJson, isoDay, signedInPage, unique } from "./admin-helpers";
import { staffApi } from "./records-helpers";

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

  it("links a service to an obituary found by typing part of its name, each marked published or waiting for review", async () => {
    const staff = await staffApi();
    const lastName = `Linkfield ${unique()}`;
    const obituary = async (firstName: string, state: "live" | "pending", dateOfDeath: string) =>
      ((await staff.call("POST", "/api/admin/obituaries", {
        firstName,
        lastName,
        dateOfBirth: "1938-03-14",
        dateOfDeath,
        biography: "Loved the lake at sunrise and the people on it.",
        submitterName: "The Linkfield family",
        submitterEmail: "linkfield@example.com",
        state,
      })) as { id: number }).id;
    const waiting = await obituary("Margot", "pending", isoDay(-2));
    await obituary("Marguerite", "live", isoDay(-3));
    // Declined: it has no page to send families to, so the picker never offers it.
    const declined = await obituary("Marius", "pending", isoDay(-1));
    await staff.call("PATCH", `/api/admin/obituaries/${declined}/decline`);

    const { context, page } = await signedInPage(browser);
    await page.goto("/admin/services");
    const title = `Funeral Mass ${unique()}`;
    await page.getByRole("button", { name: "Create Service" }).click();
    const dialog = page.getByRole("dialog", { name: "Create New Service" });
    const box = dialog.getByRole("combobox", { name: "Obituary" });
    await dialog.getByText("Not linked", { exact: true }).waitFor();
    expect(await box.getAttribute("aria-expanded")).toBe("false");

    // Part of the name narrows the list; each says its state in words.
    await box.fill(lastName.split(" ")[1]!);
    const list = dialog.getByRole("listbox", { name: "Live and pending obituaries" });
    const options = list.getByRole("option");
    // This test's own memorials: until the typed name's answer comes, the list shows others (other tests' Marguerites too).
    const marguerite = list.getByRole("option", { name: /Marguerite Linkfield/ });
    const margot = list.getByRole("option", { name: /Margot Linkfield/ });
    await marguerite.waitFor();
    await margot.waitFor();
    expect(await box.getAttribute("aria-expanded")).toBe("true");
    // The answer to the typed name, not the list as it was before it.
    await expect.poll(() => options.count(), { timeout: 10_000 }).toBe(2);
    expect(await margot.innerText()).toMatch(/Waiting for review/);
    expect(await marguerite.innerText()).toMatch(/Published/);
    expect(await margot.innerText()).toMatch(/Mar 14, 1938 – [A-Z][a-z]{2} \d{2}, \d{4}/);
    expect(await list.innerText()).not.toContain("Marius");
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, "admin-service-obituary-picker-1280");

    // Escape closes the list, not the dialog; the arrows and Enter pick (the most recent death first).
    await box.press("Escape");
    expect(await box.getAttribute("aria-expanded")).toBe("false");
    expect(await dialog.isVisible()).toBe(true);
    await box.press("ArrowDown");
    expect(await box.getAttribute("aria-activedescendant")).toBe(await options.first().getAttribute("id"));
    await box.press("Enter");
    expect(await box.getAttribute("aria-expanded")).toBe("false");
    await dialog.getByText(`Linked to Margot ${lastName}`).waitFor();
    expect(await dialog.getByLabel("Deceased Name *").inputValue()).toBe(`Margot ${lastName}`);

    // The current link stays in sight while the list shows something else.
    await box.fill("Marguerite");
    await list.getByRole("option", { name: /Marguerite/ }).first().waitFor();
    expect(await dialog.getByText(`Linked to Margot ${lastName}`).isVisible()).toBe(true);
    await box.press("Escape");
    await box.press("Escape");
    expect(await box.inputValue()).toBe("");

    await dialog.getByLabel("Title *").fill(title);
    await dialog.getByLabel("Date *").fill(isoDay(2));
    await dialog.getByLabel("Time *").fill("10:00");
    await dialog.getByRole("button", { name: "Create Service" }).click();
    await expectToast(page, "Service Created");
    const item = card(page, title);
    await item.getByText(`In memory of Margot ${lastName}`).waitFor();
    const linked = async () =>
      ((await staff.call("GET", "/api/admin/services")) as Array<{ title: string; obituaryId: number | null }>).find((s) => s.title === title)?.obituaryId;
    expect(await linked()).toBe(waiting);

    // Editing shows the link with its state; Unlink leaves the service on its own.
    await item.getByRole("button", { name: "Edit" }).click();
    const edit = page.getByRole("dialog", { name: "Edit Service" });
    await edit.getByText(`Linked to Margot ${lastName}`).waitFor();
    await edit.getByText("Waiting for review", { exact: true }).waitFor();
    await screenshot(page, "admin-service-obituary-linked-1280");
    await edit.getByRole("button", { name: "Unlink" }).click();
    await edit.getByText("Not linked", { exact: true }).waitFor();
    await edit.getByRole("button", { name: "Save Changes" }).click();
    await expectToast(page, "Service Updated");
    expect(await linked()).toBeNull();

    await item.getByRole("button", { name: "Delete" }).click();
    await page.getByRole("dialog", { name: "Delete Service" }).getByRole("button", { name: "Delete" }).click();
    await expectToast(page, "Service Deleted");
    await context.close();

    // On a phone: the list fits the dialog's width, nothing spills sideways.
    const phone = await signedInPage(browser, 375);
    await phone.page.goto("/admin/services");
    await phone.page.getByRole("button", { name: "Create Service" }).click();
    const small = phone.page.getByRole("dialog", { name: "Create New Service" });
    await small.getByRole("combobox", { name: "Obituary" }).fill(lastName.split(" ")[1]!);
    await small.getByRole("option", { name: /Marguerite Linkfield/ }).waitFor();
    await expect.poll(() => small.getByRole("listbox").getByRole("option").count(), { timeout: 10_000 }).toBe(2);
    const spill = () => small.evaluate((el) => el.scrollWidth - el.clientWidth);
    expect(await spill()).toBeLessThanOrEqual(0);
    await screenshot(phone.page, "admin-service-obituary-picker-375");
    // The long name and its state beside Unlink, still inside the dialog.
    await small.getByRole("listbox").getByRole("option", { name: /Margot Linkfield/ }).click();
    await small.getByText(`Linked to Margot ${lastName}`).waitFor();
    expect(await spill()).toBeLessThanOrEqual(0);
    await screenshot(phone.page, "admin-service-obituary-linked-375");
    await phone.context.close();
  });
});
