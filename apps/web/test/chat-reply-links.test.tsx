import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { offersCrisisLine, replyParts, ReplyText } from "../src/components/chat/reply-links";

const phone = "(561) 555-0199";

function html(text: string): string {
  return renderToStaticMarkup(
    <MemoryRouter>
      <ReplyText parts={replyParts(text, phone)} />
    </MemoryRouter>,
  );
}

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
      { label: "/grief-support", href: "/grief-support", kind: "page" },
    ]);
    // Nothing is lost or reordered: the parts put together are the reply.
    expect(parts.map((p) => (typeof p === "string" ? p : p.label)).join("")).toBe(text);
    expect(offersCrisisLine(parts)).toBe(true);
    const markup = html(text);
    expect(markup).toContain('<a href="tel:988"');
    expect(markup).toContain('<a href="sms:988"');
    expect(markup).toContain('<a href="tel:911"');
    expect(markup).toMatch(/<a [^>]*href="\/grief-support"[^>]*>\/grief-support<\/a>/);
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
