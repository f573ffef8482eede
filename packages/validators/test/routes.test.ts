import { describe, expect, it } from "vitest";
import { isKnownPublicPage, matchPage, obituaryPath, publicPages, sitePages } from "../src/routes";

describe("the page table", () => {
  it("finds each page at its address, fixed addresses before patterns, trailing slashes ignored", () => {
    expect(matchPage("/").key).toBe("home");
    expect(matchPage("/obituaries").key).toBe("obituaries");
    expect(matchPage("/obituaries/").key).toBe("obituaries");
    expect(matchPage("/obituaries/submit").key).toBe("submitObituary");
    expect(matchPage("/obituaries/creative-submit").key).toBe("creativeSubmit");
    expect(matchPage("/privacy/").key).toBe("privacy");
    expect(matchPage("/no-such-page").key).toBe("notFound");
    expect(matchPage("/obituaries/1/guestbook").key).toBe("notFound");
  });

  it("reads an obituary's id by the one id rule: anything else is that page, not found", () => {
    expect(matchPage("/obituaries/42")).toMatchObject({ key: "obituary", id: 42 });
    expect(matchPage("/obituaries/2147483647")).toMatchObject({ key: "obituary", id: 2147483647 });
    for (const raw of ["0", "007", "-1", "1.5", "1e3", "abc", "2147483648", "99999999999"]) {
      expect(matchPage(`/obituaries/${raw}`), raw).toMatchObject({ key: "obituary", id: null });
      expect(isKnownPublicPage(`/obituaries/${raw}`), raw).toBe(false);
    }
    expect(obituaryPath(42)).toBe("/obituaries/42");
    expect(matchPage(obituaryPath(42)).id).toBe(42);
  });

  it("knows the fixed pages and well-formed obituary addresses, nothing else", () => {
    for (const path of Object.values(publicPages)) expect(isKnownPublicPage(path), path).toBe(true);
    expect(isKnownPublicPage("/obituaries/7")).toBe(true);
    expect(isKnownPublicPage("/admin")).toBe(false);
    expect(isKnownPublicPage("/nope")).toBe(false);
  });

  it("lists the fixed addresses by key, as links and the sitemap use them (SPEC §2)", () => {
    expect(publicPages).toEqual({
      home: "/",
      obituaries: "/obituaries",
      submitObituary: "/obituaries/submit",
      creativeSubmit: "/obituaries/creative-submit",
      bookConsultation: "/book-consultation",
      griefSupport: "/grief-support",
      moreGriefResources: "/more-grief-resources",
      pricing: "/pricing",
      privacy: "/privacy",
      terms: "/terms",
      planAhead: "/plan-ahead",
      familyPage: "/family",
    });
  });

  it("gives every page its own module", () => {
    const modules = Object.values(sitePages).map((p) => p.module);
    expect(new Set(modules).size).toBe(modules.length);
  });
});
