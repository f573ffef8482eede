import { createTestApi, type TestApi } from "@fh/api/testing";
import { obituaries, services } from "@fh/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { drawPage } from "./draw-page";

/**
 * What the public pages write themselves, as the server draws them (the
 * browser takes over with the same components): a service's kind in
 * sentence case, with no CSS capitalize to title-case it; its time the way
 * the page's language writes times; an obituary's dates with the words read
 * to a screen reader spaced once.
 */
const NOW = new Date("2026-11-20T15:00:00Z");

/** The text of the markup, tags and comments removed, as a browser would give it. */
const textOf = (html: string) =>
  html
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/<[^>]+>/g, "")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&amp;/g, "&");

/** The opening tag and text of each element carrying `data-testid`. */
function badges(html: string): { tag: string; text: string }[] {
  return [...html.matchAll(/(<p[^>]*data-testid="service-kind"[^>]*>)([\s\S]*?)<\/p>/g)].map((m) => ({ tag: m[1]!, text: textOf(m[2]!) }));
}

describe("typography of the pages in each language", () => {
  let api: TestApi;
  let obituaryId = 0;
  const draw = (url: string) => drawPage(api, url);

  beforeAll(async () => {
    api = await createTestApi({ now: () => NOW });
    const [row] = await api.deps.db
      .insert(obituaries)
      .values({
        firstName: "Aurelia",
        lastName: "Santos",
        dateOfBirth: "1938-04-12",
        dateOfDeath: "2026-11-20",
        biography: "Aurelia sang in the choir for sixty years.",
        submitterName: "Marta Santos",
        submitterEmail: "marta@example.com",
        status: "live",
      })
      .returning({ id: obituaries.id });
    obituaryId = row!.id;
    await api.deps.db.insert(services).values({
      title: "A celebration of Aurelia's life",
      serviceType: "celebration",
      serviceDate: "2026-11-28",
      serviceTime: "11:00 AM",
      deceasedName: "Aurelia Santos",
      obituaryId,
      location: "Our chapel",
    });
  }, 60_000);
  afterAll(() => api?.close());

  it("a service's kind is in sentence case, never title-cased by CSS, and its time is written the language's way", { timeout: 30_000 }, async () => {
    for (const [url, kind, time] of [
      ["/es/", "Celebración de la vida", "28 nov 2026, 11:00 a. m."],
      [`/es/obituaries/${obituaryId}`, "Celebración de la vida", "28 nov 2026, 11:00 a. m."],
      ["/ht/", "Selebrasyon lavi", "28 nov 2026, a 11:00"],
      ["/", "Celebration", "Nov 28, 2026 at 11:00 AM"],
    ] as const) {
      const html = await draw(url);
      const found = badges(html);
      expect(found.length, url).toBeGreaterThan(0);
      for (const badge of found) {
        expect(badge.text, url).toBe(kind);
        expect(badge.tag, url).not.toMatch(/\bcapitalize\b/);
      }
      expect(textOf(html), url).toContain(time);
    }
    // No "AM" left on a Spanish or Creole page.
    expect(textOf(await draw("/es/"))).not.toMatch(/\d AM\b/);
    expect(textOf(await draw("/ht/"))).not.toMatch(/\d AM\b/);
  });

  it("an obituary's dates read 'falleció el 20 nov', with one space, on its card and its page", { timeout: 30_000 }, async () => {
    const list = textOf(await draw("/es/obituaries"));
    expect(list).toContain("Nació el 12 abr 1938 – falleció el 20 nov 2026");
    const page = textOf(await draw(`/es/obituaries/${obituaryId}`));
    expect(page).toContain("Nació el 12 de abril de 1938 – falleció el 20 de noviembre de 2026");
    expect(textOf(await draw("/obituaries"))).toContain("Born Apr 12, 1938 – died Nov 20, 2026");
    for (const text of [list, page]) expect(text).not.toMatch(/falleció el {2}|Nació el {2}/);
  });
});
