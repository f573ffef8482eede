import { describe, expect, it } from "vitest";
import { foldToAscii, slugify } from "../src/slug";

describe("slugify: file names and slugs in plain ASCII", () => {
  it.each([
    // Spanish
    [["José Antonio", "Ramírez Peña"], "jose-antonio-ramirez-pena"],
    [["María Inés", "Muñoz Ibáñez"], "maria-ines-munoz-ibanez"],
    [["Begoña", "Agüero Güell"], "begona-aguero-guell"],
    [["Ángel", "Núñez"], "angel-nunez"],
    // Haitian Creole
    [["Jan Pòl", "Desrosiers"], "jan-pol-desrosiers"],
    [["Mari-Tèrèz", "Pyè-Lwi"], "mari-terez-pye-lwi"],
    [["Renée Ñúñez", "François-Pierre"], "renee-nunez-francois-pierre"],
    [["Ti Jàn", "Désir"], "ti-jan-desir"],
  ])("%j -> %s", (parts, slug) => {
    expect(slugify(...parts)).toBe(slug);
  });

  it("folds letters that have no accent to strip: ß, æ, œ, ø, ł, đ, þ", () => {
    expect(slugify("Straße Ærø Œuvre Łódź Đorđe Þóra")).toBe("strasse-aero-oeuvre-lodz-dorde-thora");
    expect(foldToAscii("Ça, Ñandú, Sørensen")).toBe("Ca, Nandu, Sorensen");
  });

  it("drops apostrophes inside names, turns every other run of non-letters into one dash, and trims the ends", () => {
    expect(slugify("book-of-memories", "Seán", "O’Brien")).toBe("book-of-memories-sean-obrien");
    expect(slugify("qr", "  D'Arcy  ", "St. John  (Jr.)")).toBe("qr-darcy-st-john-jr");
  });

  it("keeps the prefix when a name has nothing to spell in ASCII, and skips empty parts", () => {
    expect(slugify("book-of-memories", "李", "")).toBe("book-of-memories");
    expect(slugify("general-price-list", null, "2026-11-26")).toBe("general-price-list-2026-11-26");
    expect(slugify("service", 12)).toBe("service-12");
  });
});
