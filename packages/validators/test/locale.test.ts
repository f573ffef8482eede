import { describe, expect, it } from "vitest";
import { localeFromPath, localizePath, requestLocale, stripLocale } from "../src/locale";

describe("the public site's language prefixes", () => {
  it("reads the language from the path; English has none", () => {
    expect(localeFromPath("/es/obituaries/1")).toBe("es");
    expect(localeFromPath("/ht")).toBe("ht");
    expect(localeFromPath("/obituaries/1")).toBe("en");
    expect(localeFromPath("/en/obituaries")).toBe("en");
    expect(localeFromPath("/estate")).toBe("en");
  });

  it("moves a page between languages and keeps the visitor on it", () => {
    expect(stripLocale("/es/obituaries/1")).toBe("/obituaries/1");
    expect(stripLocale("/es")).toBe("/");
    expect(localizePath("/obituaries/1", "ht")).toBe("/ht/obituaries/1");
    expect(localizePath("/es/book-consultation", "en")).toBe("/book-consultation");
    expect(localizePath("/", "es")).toBe("/es/");
  });

  it("answers in the header's language, then the cookie's, else English", () => {
    expect(requestLocale("es", "ht")).toBe("es");
    expect(requestLocale(undefined, "ht")).toBe("ht");
    expect(requestLocale("fr", null)).toBe("en");
  });
});
