import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser } from "../src/browser";
import { isoDay, signedInPage, unique } from "./admin-helpers";
import { postPublicFrom } from "./records-helpers";

/**
 * A family who booked or wrote from the Spanish or Creole site: the staff
 * lists say so beside the name, and say nothing for English. The requests
 * carry the page's language as the web app sends it (x-fh-locale), each from
 * its own loopback address so no other file's write quota is used.
 */
describe("the family's language in the staff lists", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it("shows 'Booked in Spanish' on a Spanish booking and 'Wrote in Haitian Creole' on a Creole message, nothing on English ones", async () => {
    const tag = unique();
    const spanish = `Lucía Reyes${tag}`;
    const english = `Laura Reyes${tag}`;
    const booking = (lastName: string, day: number) => ({
      firstName: lastName.split(" ")[0],
      lastName: lastName.split(" ")[1],
      email: "reyes@example.com",
      phone: "561-555-0177",
      appointmentDate: isoDay(day),
      appointmentTime: "11:00 AM",
      consultationType: "in-person",
      serviceInterest: "pre-planning",
    });
    // Far-off days of their own, so no other test's booking holds the slot.
    const day = 200 + Math.floor(Math.random() * 100);
    await postPublicFrom("127.0.0.200", "/api/consultations", booking(spanish, day), { "x-fh-locale": "es" });
    await postPublicFrom("127.0.0.201", "/api/consultations", booking(english, day + 1));
    const creole = `Roseline ${tag}`;
    const plain = `Rose ${tag}`;
    await postPublicFrom("127.0.0.202", "/api/contact", { name: creole, email: "roseline@example.com", message: "Bonjou, tanpri rele m." }, { "x-fh-locale": "ht" });
    await postPublicFrom("127.0.0.203", "/api/contact", { name: plain, email: "rose@example.com", message: "Please call me." });

    const { context, page } = await signedInPage(browser);
    const card = (name: string) => page.getByRole("listitem").filter({ has: page.getByRole("heading", { name, exact: true }) });

    await page.goto(`/admin/consultations?q=${encodeURIComponent(tag)}`);
    await card(spanish).waitFor();
    expect(await card(spanish).getByTestId("language-badge").innerText()).toBe("Booked in Spanish");
    await card(english).waitFor();
    expect(await card(english).getByTestId("language-badge").count()).toBe(0);

    await page.goto(`/admin/contact-messages?q=${encodeURIComponent(tag)}`);
    await card(creole).waitFor();
    expect(await card(creole).getByTestId("language-badge").innerText()).toBe("Wrote in Haitian Creole");
    await card(plain).waitFor();
    expect(await card(plain).getByTestId("language-badge").count()).toBe(0);
    await context.close();
  });
});
