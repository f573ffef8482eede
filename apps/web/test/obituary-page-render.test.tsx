import { readCatalog } from "@fh/i18n/files";
import { createTestApi, type TestApi } from "@fh/api/testing";
import { guestBookEntries, obituaries, services } from "@fh/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asDrawn, drawPage } from "./draw-page";

/**
 * An obituary page as the server draws it (src/entry-server.tsx, through the
 * API router in process), in each language: the next service under the name
 * and dates, before the life story, with everything the Services block gives
 * a service; and the guest book's messages, newest first, in a list that says
 * it scrolls. The server's side of serving it: apps/server/test/obituary-page.test.ts.
 */
const words = (locale: string) => readCatalog(locale).obituary!;


/** The markup of the element carrying `data-testid`, up to its closing tag (no nesting of the same tag inside). */
function block(html: string, testId: string, tag = "section"): string | null {
  const at = html.indexOf(`data-testid="${testId}"`);
  if (at === -1) return null;
  const start = html.lastIndexOf(`<${tag}`, at);
  return html.slice(start, html.indexOf(`</${tag}>`, at) + tag.length + 3);
}

// 9:30 AM in Lake Worth on 8 November 2026 (EST): the Mass at 10:00 is next, its livestream open.
const NOW = new Date("2026-11-08T14:30:00Z");

describe("the next service at the top of an obituary drawn on the server", () => {
  let api: TestApi;
  const ids = { upcoming: 0, over: 0, mass: 0 };
  const draw = (url: string) => drawPage(api, url);

  beforeAll(async () => {
    api = await createTestApi({ now: () => NOW });
    for (const key of ["upcoming", "over"] as const) {
      const [row] = await api.deps.db
        .insert(obituaries)
        .values({
          firstName: "Odette",
          lastName: key === "upcoming" ? "Lamour" : "Pierre",
          dateOfBirth: "1938-04-12",
          dateOfDeath: "2026-11-02",
          biography: "Odette sewed every christening gown in the parish for forty years.\n\nShe is missed.",
          submitterName: "Jean Lamour",
          submitterEmail: "jean@example.com",
          status: "live",
        })
        .returning({ id: obituaries.id });
      ids[key] = row!.id;
    }
    const service = (obituaryId: number, values: Partial<typeof services.$inferInsert>) =>
      api.deps.db
        .insert(services)
        .values({ title: "Visitation", serviceDate: "2026-11-06", serviceTime: "5:00 PM", deceasedName: "Odette", obituaryId, ...values })
        .returning({ id: services.id });
    await service(ids.upcoming, { serviceType: "viewing", location: "Lake Worth Funeral Home chapel" });
    const [mass] = await service(ids.upcoming, {
      title: "Funeral Mass",
      serviceType: "funeral",
      serviceDate: "2026-11-08",
      serviceTime: "10:00 AM",
      location: "St. Luke's Catholic Church, Palm Springs",
      livestreamUrl: "https://stream.example.com/odette",
    });
    ids.mass = mass!.id;
    await service(ids.upcoming, { title: "Burial", serviceType: "burial", serviceDate: "2026-11-09", serviceTime: "1:00 PM", location: "Pinecrest Cemetery" });
    await service(ids.over, { title: "Memorial service", serviceDate: "2026-11-03", serviceTime: "11:00 AM" });
  }, 180_000);
  afterAll(() => api?.close());

  for (const [locale, prefix] of [
    ["en", ""],
    ["es", "/es"],
    ["ht", "/ht"],
  ] as const) {
    const t = words(locale);

    it(`${locale}: the next service, with its place, directions, calendar and livestream, sits under the dates and before the life story`, { timeout: 30_000 }, async () => {
      const html = await draw(`${prefix}/obituaries/${ids.upcoming}`);
      const next = block(html, "next-service");
      expect(next).not.toBeNull();
      expect(next).toContain(asDrawn(t["services.next"]!));
      expect(next).toContain("Funeral Mass");
      expect(next).not.toContain("Burial");
      expect(next).not.toContain("Visitation");
      expect(next).toContain(asDrawn("St. Luke's Catholic Church, Palm Springs"));
      // The time staff typed ("10:00 AM"), written as the page's language writes times.
      expect(next).toContain({ en: "at 10:00 AM", es: "10:00 a. m.", ht: ", a 10:00" }[locale]);
      expect(next).toContain(asDrawn(t["services.directions"]!));
      expect(next).toContain(`href="/services/${ids.mass}.ics"`);
      expect(next).toContain(asDrawn(t["services.addToCalendar"]!));
      expect(next).toContain('href="https://stream.example.com/odette"');
      expect(next).toContain(asDrawn(t["services.livestream"]!));
      // Under the name and dates, before the biography and before the full Services block, which stays.
      const at = html.indexOf('data-testid="next-service"');
      expect(html.indexOf('id="obituary-name"')).toBeLessThan(at);
      expect(at).toBeLessThan(html.indexOf("Odette sewed every christening gown"));
      expect(html.indexOf("Odette sewed every christening gown")).toBeLessThan(html.indexOf('id="services-title"'));
      expect(html.match(/data-testid="obituary-service"/g)).toHaveLength(3);
    });

    it(`${locale}: no next-service block when every service is over`, { timeout: 30_000 }, async () => {
      const html = await draw(`${prefix}/obituaries/${ids.over}`);
      expect(html).not.toContain('data-testid="next-service"');
      expect(html).toContain("Memorial service");
      expect(html).toContain(asDrawn(t["services.past"]!));
    });
  }
});

describe("the guest book's messages drawn on the server", () => {
  let api: TestApi;
  let id = 0;
  const draw = (url: string) => drawPage(api, url);

  beforeAll(async () => {
    api = await createTestApi({ now: () => NOW });
    const [row] = await api.deps.db
      .insert(obituaries)
      .values({
        firstName: "Rosa",
        lastName: "Delgado",
        dateOfBirth: "1941-03-12",
        dateOfDeath: "2026-11-01",
        biography: "Rosa taught the whole street to make pasteles.",
        submitterName: "Ana Delgado",
        submitterEmail: "ana@example.com",
        status: "live",
      })
      .returning({ id: obituaries.id });
    id = row!.id;
    await api.deps.db.insert(guestBookEntries).values([
      // 2:05 PM in Lake Worth on 3 November (EST), 6:30 PM on 31 October (EDT: the clocks went back on 1 November).
      { obituaryId: id, authorName: "Older neighbour", message: "She waved every morning.", createdAt: new Date("2026-10-31T22:30:00Z") },
      { obituaryId: id, authorName: "Newer cousin", message: "Her pasteles, every Christmas.", createdAt: new Date("2026-11-03T19:05:00Z") },
      { obituaryId: id, authorName: "Held back", message: "Waiting for review.", status: "waiting", createdAt: new Date("2026-11-04T12:00:00Z") },
    ]);
  }, 180_000);
  afterAll(() => api?.close());

  for (const [locale, prefix] of [
    ["en", ""],
    ["es", "/es"],
    ["ht", "/ht"],
  ] as const) {
    const t = words(locale);

    it(`${locale}: the shown messages are in the page, newest first, in a scrolling region named by its heading`, { timeout: 30_000 }, async () => {
      const html = await draw(`${prefix}/obituaries/${id}`);
      const newer = html.indexOf("Her pasteles, every Christmas.");
      const older = html.indexOf("She waved every morning.");
      expect(newer).toBeGreaterThan(-1);
      expect(older).toBeGreaterThan(newer);
      expect(html).not.toContain("Waiting for review.");
      expect(html).not.toContain(asDrawn(t["guestBook.loading"]!));
      expect(html).toContain(`${asDrawn(t["guestBook.messages"]!)} <span class="text-ink-soft">(2)</span>`);
      const region = /<div[^>]*role="region"[^>]*>/.exec(html.slice(html.indexOf('id="messages-title"')))?.[0] ?? "";
      expect(region).toContain('aria-labelledby="messages-title"');
      expect(region).toContain('tabindex="0"');
      expect(region).toContain("max-h-96");
      expect(region).toContain("overflow-y-auto");
      // The fade at its foot is drawn with the page: it shows whenever the list overflows, before any script.
      expect(html).toContain('data-testid="guest-book-fade"');
    });
  }

  it("stamps each message with Lake Worth's clock until the browser, which knows the reader's, takes over", { timeout: 30_000 }, async () => {
    const html = await draw(`/obituaries/${id}`);
    expect(html).toContain('<time datetime="2026-11-03T19:05:00.000Z">Nov 3, 2026, 2:05 PM</time>');
    expect(html).toContain('<time datetime="2026-10-31T22:30:00.000Z">Oct 31, 2026, 6:30 PM</time>');
    expect(await draw(`/ht/obituaries/${id}`)).toContain('<time datetime="2026-11-03T19:05:00.000Z">3 nov 2026, 14:05</time>');
  });
});
