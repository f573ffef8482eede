import { cn } from "@fh/ui";
import { CRISIS_LINE, publicPages, telHref } from "@fh/validators/site";
import type { ReactNode } from "react";
import { Link } from "react-router-dom";

/**
 * The assistant's replies are plain text (stored, and read by the REST shims
 * too). The widget makes the parts someone may need to act on tappable:
 * "call 988" and "text 988" (the lifeline), "call 911", the funeral home's
 * phone, and the site's own pages. Only these fixed targets become links,
 * so nothing a model writes can turn into a link elsewhere, and the text is
 * rendered as React text, never as HTML. A visitor's own message is shown
 * as typed.
 */

export type ReplyPart = string | { label: string; href: string; kind: "tel" | "sms" | "page"; name?: string };

const crisisTel = `tel:${CRISIS_LINE}`;
const crisisSms = `sms:${CRISIS_LINE}`;

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** A number on its own: not inside a longer number, a price or a phone. */
const number = (n: string) => `(?<![\\d$.,-])${escape(n)}(?![\\d-]|[.,]\\d)`;

function replyPattern(phone: string): RegExp {
  // The home page ("/") is left out: a bare slash is not a link.
  const paths = Object.values(publicPages)
    .filter((p) => p !== "/")
    .sort((a, b) => b.length - a.length)
    .map(escape);
  return new RegExp(
    [
      `(?<callOrText>\\bcall or text ${number(CRISIS_LINE)})`,
      `(?<sms>\\btext ${number(CRISIS_LINE)})`,
      `(?<crisis>(?:\\bcall )?${number(CRISIS_LINE)})`,
      `(?<emergency>(?:\\bcall )?${number("911")})`,
      `(?<phone>${escape(phone)})`,
      `(?<page>(?<![\\w/.-])(?:${paths.join("|")})(?![\\w/-]))`,
    ].join("|"),
    "gi",
  );
}

/** Splits a reply into text and links, in order. */
export function replyParts(text: string, phone: string): ReplyPart[] {
  const parts: ReplyPart[] = [];
  let last = 0;
  for (const match of text.matchAll(replyPattern(phone))) {
    const groups = match.groups ?? {};
    const start = match.index;
    if (start > last) parts.push(text.slice(last, start));
    const found = match[0];
    if (groups.callOrText) {
      // "call or text 988": "call" dials, "text 988" opens a message.
      const call = found.slice(0, 4);
      parts.push({ label: call, href: crisisTel, kind: "tel", name: `${call} ${CRISIS_LINE}` });
      parts.push(found.slice(4, found.length - `text ${CRISIS_LINE}`.length));
      parts.push({ label: found.slice(found.length - `text ${CRISIS_LINE}`.length), href: crisisSms, kind: "sms" });
    } else if (groups.sms) parts.push({ label: found, href: crisisSms, kind: "sms" });
    else if (groups.crisis) parts.push({ label: found, href: crisisTel, kind: "tel" });
    else if (groups.emergency) parts.push({ label: found, href: "tel:911", kind: "tel" });
    else if (groups.phone) parts.push({ label: found, href: telHref(phone), kind: "tel" });
    else parts.push({ label: found, href: found, kind: "page" });
    last = start + found.length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return parts;
}

/** True when a reply offers the lifeline: the widget then brings it into view and focus. */
export function offersCrisisLine(parts: ReplyPart[]): boolean {
  return parts.some((p) => typeof p !== "string" && p.href === crisisTel);
}

const linkClass =
  "rounded-sm py-1 font-semibold text-navy underline decoration-2 underline-offset-2 hover:text-navy-dark focus-visible:ring-2 focus-visible:ring-navy/40 focus-visible:outline-none";

/** A reply's parts as React nodes. `onPageLink` runs when a site page is followed. */
export function ReplyText({ parts, onPageLink }: { parts: ReplyPart[]; onPageLink?: () => void }): ReactNode {
  return parts.map((part, i) => {
    if (typeof part === "string") return part;
    if (part.kind === "page") {
      return (
        <Link key={i} to={part.href} onClick={onPageLink} className={linkClass}>
          {part.label}
        </Link>
      );
    }
    return (
      <a key={i} href={part.href} aria-label={part.name} className={cn(linkClass, "whitespace-nowrap")}>
        {part.label}
      </a>
    );
  });
}
