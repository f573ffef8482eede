import { describe, expect, it } from "vitest";
import { alternativeContainerStatement, formatCents, formatItemPrice, itemDescription, parseDollars, priceSpan, type PriceListItem } from "../src/price-list";

describe("money on the price list", () => {
  it("writes cents as dollars, without Intl", () => {
    expect(formatCents(129_500)).toBe("$1,295");
    expect(formatCents(129_550)).toBe("$1,295.50");
    expect(formatCents(5)).toBe("$0.05");
    expect(formatCents(100_000_000)).toBe("$1,000,000");
    expect(formatItemPrice({ priceCents: 99_500, priceToCents: 895_000 })).toBe("$995 to $8,950");
  });

  it("reads dollars as staff type them, exactly, or refuses", () => {
    expect(parseDollars("1295")).toBe(129_500);
    expect(parseDollars(" $1,295.5 ")).toBe(129_550);
    expect(parseDollars("0.07")).toBe(7);
    expect(parseDollars("1295.10")).toBe(129_510);
    for (const bad of ["", "12.345", "-5", "1e3", "abc", "$"]) expect(parseDollars(bad), bad).toBeNull();
  });

  it("spans a kind's lines, a range's top included", () => {
    const line = (priceCents: number, priceToCents: number | null): PriceListItem => ({ kind: "other", name: "x", description: null, priceCents, priceToCents });
    expect(priceSpan([line(500, null), line(300, 900)])).toEqual({ fromCents: 300, toCents: 900 });
    expect(priceSpan([])).toBeNull();
  });

  it("names the containers at the end of the alternative-container statement", () => {
    expect(alternativeContainerStatement("a cardboard box.").text).toMatch(/The containers we provide are a cardboard box\.$/);
  });

  it("gives a line's description in the reader's language when staff wrote it, else the English", () => {
    const line: PriceListItem = { kind: "hearse", name: "Hearse", description: "Within 30 miles.", descriptionEs: "Dentro de 30 millas.", descriptionHt: " ", priceCents: 1, priceToCents: null };
    expect(itemDescription(line, "es")).toEqual({ text: "Dentro de 30 millas.", lang: "es" });
    expect(itemDescription(line, "ht")).toEqual({ text: "Within 30 miles.", lang: "en" });
    expect(itemDescription(line, "en")).toEqual({ text: "Within 30 miles.", lang: "en" });
    // A version saved before translations existed has no such fields.
    expect(itemDescription({ kind: "hearse", name: "Hearse", description: null, priceCents: 1, priceToCents: null }, "es")).toBeNull();
  });
});
