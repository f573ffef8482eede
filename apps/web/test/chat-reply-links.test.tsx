import type { Locale } from "@fh/validators/locale";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router-dom";
import { LocaleProvider } from "../src/i18n/context";
// The answer's own module, not the API package's index: these tests need its
// words only, not the database, the mailer and the rest of the API loaded.
import { crisisReply } from "../../../packages/api/src/assistant/crisis-reply";
import { describe, expect, it } from "vitest";
import { crisisSmsHref, offersCrisisLine, replyParts, ReplyText, type ReplyPart } from "../src/components/chat/reply-links";

const phone = "(561) 555-0199";

function html(text: string): string {
  return renderToStaticMarkup(
    <MemoryRouter>
      <ReplyText parts={replyParts(text, phone)} />
    </MemoryRouter>,
  );
}

/** The links among a reply's parts, as label → href. */
const links = (parts: ReplyPart[]) => parts.flatMap((p) => (typeof p === "string" ? [] : [[p.label, p.href]]));
/** What the parts show, put back together. */
const shown = (parts: ReplyPart[]) => parts.map((p) => (typeof p === "string" ? p : p.label)).join("");

describe("links in the assistant's replies", () => {
  it("makes the crisis reply's numbers and page tappable", () => {
    const text =
      "I'm so sorry you're hurting this much. Please call 988 or text 988 right now.\n\n" +
      "If you are in immediate danger, call 911.\n\nOur grief-support page (/grief-support) lists people nearby.";
    const parts = replyParts(text, phone);
    expect(parts.filter((p) => typeof p !== "string")).toEqual([
      { label: "call 988", href: "tel:988", kind: "tel" },
      { label: "text 988", href: "sms:988", kind: "sms" },
      { label: "call 911", href: "tel:911", kind: "tel" },
      { label: "grief-support page", href: "/grief-support", kind: "page" },
    ]);
    // Nothing is lost or reordered: the parts put together are the reply, the
    // page's address in brackets aside (its name is the link).
    expect(shown(parts)).toBe(text.replace(" (/grief-support)", ""));
    expect(offersCrisisLine(parts)).toBe(true);
    const markup = html(text);
    expect(markup).toContain('<a href="tel:988"');
    expect(markup).toContain('<a href="sms:988"');
    expect(markup).toContain('<a href="tel:911"');
    expect(markup).toMatch(/<a [^>]*href="\/grief-support"[^>]*>grief-support page<\/a>/);
  });

  // The answers exactly as the assistant writes them, first and again.
  const crisisLinks: Record<Locale, string[][]> = {
    en: [
      ["call 988", "tel:988"],
      ["text 988", "sms:988"],
      ["call 911", "tel:911"],
      ["grief-support page", "/grief-support"],
    ],
    es: [
      ["988", "tel:988"],
      ["llama al 988", "tel:988"],
      ["envía AYUDA por mensaje de texto al 988", "sms:988?body=AYUDA"],
      ["llame al 911", "tel:911"],
      ["988", "tel:988"],
      ["página de apoyo en el duelo", "/es/grief-support"],
    ],
    ht: [
      ["rele 988", "tel:988"],
      ["voye yon tèks bay 988", "sms:988"],
      ["988", "tel:988"],
      ["rele 911", "tel:911"],
      ["988", "tel:988"],
      ["paj sipò nan lapenn nou an", "/ht/grief-support"],
    ],
  };
  for (const locale of ["en", "es", "ht"] as const) {
    for (const again of [false, true]) {
      it(`links the ${locale} crisis reply${again ? " given again" : ""}: calls dial, the text link opens a message, the grief-support page by name`, () => {
        const text = crisisReply({ locale, again });
        const parts = replyParts(text, phone);
        expect(links(parts)).toEqual(crisisLinks[locale]);
        expect(offersCrisisLine(parts)).toBe(true);
        const page = crisisLinks[locale].at(-1)![1]!;
        expect(shown(parts)).toBe(text.replace(` (${page})`, ""));
        const markup = html(text);
        expect(markup).not.toContain(`(${page})`);
        expect(markup).toContain(`href="${page}"`);
        expect(markup).toContain(`href="${crisisSmsHref(locale)}"`);
      });
    }
  }

  it("keeps a short link on one line, and lets a long one wrap with its number kept to the word before", () => {
    const markup = html(crisisReply({ locale: "es" }));
    expect(markup).toMatch(/<a href="tel:988" class="[^"]*whitespace-nowrap[^"]*">llama al 988<\/a>/);
    expect(markup).toMatch(
      /<a href="sms:988\?body=AYUDA" class="(?![^"]*whitespace-nowrap)[^"]*">envía AYUDA por mensaje de texto <span class="whitespace-nowrap">al 988<\/span><\/a>/,
    );
  });

  it("gives the text link of a Spanish reply the Lifeline's Spanish word, and no other", () => {
    expect(crisisSmsHref("es")).toBe("sms:988?body=AYUDA");
    expect(crisisSmsHref("en")).toBe("sms:988");
    expect(crisisSmsHref("ht")).toBe("sms:988");
  });

  it("links a page in the page's language through the router, and one in another language by its full address", () => {
    const text = crisisReply({ locale: "es" });
    const onSpanishPage = renderToStaticMarkup(
      <LocaleProvider locale="es">
        <MemoryRouter basename="/es" initialEntries={["/es/"]}>
          <ReplyText parts={replyParts(text, phone)} />
        </MemoryRouter>
      </LocaleProvider>,
    );
    expect(onSpanishPage).toMatch(/<a [^>]*href="\/es\/grief-support"[^>]*>página de apoyo en el duelo<\/a>/);
    expect(html(text)).toMatch(/<a href="\/es\/grief-support"[^>]*>página de apoyo en el duelo<\/a>/);
  });

  it("splits 'call or text 988' in Spanish and Creole, naming the call link in its language", () => {
    expect(replyParts("En una crisis, llame o envíe un mensaje de texto al 988.", phone)).toEqual([
      "En una crisis, ",
      { label: "llame", href: "tel:988", kind: "tel", name: "llame al 988" },
      " o ",
      { label: "envíe un mensaje de texto al 988", href: "sms:988?body=AYUDA", kind: "sms" },
      ".",
    ]);
    expect(replyParts("Si w nan kriz, rele oswa voye yon tèks bay 988.", phone)).toEqual([
      "Si w nan kriz, ",
      { label: "rele", href: "tel:988", kind: "tel", name: "rele 988" },
      " oswa ",
      { label: "voye yon tèks bay 988", href: "sms:988", kind: "sms" },
      ".",
    ]);
  });

  it("links the site's pages at their Spanish and Creole addresses, and no other language's", () => {
    const parts = replyParts(
      "Reserve una consulta en /es/book-consultation; gade /ht/obituaries/creative-submit. Not /fr/grief-support, /es/admin or /ht/.",
      phone,
    );
    expect(links(parts)).toEqual([
      ["/es/book-consultation", "/es/book-consultation"],
      ["/ht/obituaries/creative-submit", "/ht/obituaries/creative-submit"],
    ]);
  });

  it("splits 'call or text 988' into a call link and a text link", () => {
    const parts = replyParts("Please call or text 988.", phone);
    expect(parts).toEqual([
      "Please ",
      { label: "call", href: "tel:988", kind: "tel", name: "call 988" },
      " or ",
      { label: "text 988", href: "sms:988", kind: "sms" },
      ".",
    ]);
  });

  it("links the funeral home's phone and the site's pages, nothing else", () => {
    const parts = replyParts(
      `Call us at ${phone}, book at /book-consultation or see /obituaries/creative-submit. Not https://evil.example/grief-support or /admin.`,
      phone,
    );
    expect(parts.filter((p) => typeof p !== "string")).toEqual([
      { label: phone, href: "tel:+15615550199", kind: "tel" },
      { label: "/book-consultation", href: "/book-consultation", kind: "page" },
      { label: "/obituaries/creative-submit", href: "/obituaries/creative-submit", kind: "page" },
    ]);
    expect(offersCrisisLine(parts)).toBe(false);
  });

  it("leaves numbers that only contain 988 or 911 alone", () => {
    for (const text of ["Direct cremation from $1,988.", "Call 1-988-555-0100.", "Room 9110", "It costs $911.50", "19880"]) {
      expect(replyParts(text, phone), text).toEqual([text]);
    }
  });

  it("renders markup in a reply as text, never as HTML", () => {
    const markup = html('<img src=x onerror="alert(1)"> call 988');
    expect(markup).not.toContain("<img");
    expect(markup).toContain("&lt;img");
    expect(markup).toContain('<a href="tel:988"');
  });
});
