import { cn } from "@fh/ui";
import { DEFAULT_LOCALE, LOCALES, localizePath, type Locale } from "@fh/validators/locale";
import { CRISIS_LINE, publicPages, telHref } from "@fh/validators/site";
import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import { useLocale } from "../../i18n/context";

/**
 * The assistant's replies are plain text (stored, and read by the REST shims
 * too). The widget makes the parts someone may need to act on tappable:
 * "call 988" and "text 988" (the lifeline), "call 911", the funeral home's
 * phone, and the site's own pages, in each language the assistant answers
 * in. Only these fixed targets become links, so nothing a model writes can
 * turn into a link elsewhere, and the text is rendered as React text, never
 * as HTML. A visitor's own message is shown as typed.
 */

export type ReplyPart = string | { label: string; href: string; kind: "tel" | "sms" | "page"; name?: string };

const crisisTel = `tel:${CRISIS_LINE}`;

/**
 * The Lifeline's Spanish text line: a message saying AYUDA reaches
 * Spanish-speaking counsellors, so a Spanish "text 988" opens with it typed.
 */
export function crisisSmsHref(locale: Locale): string {
  return locale === "es" ? `sms:${CRISIS_LINE}?body=AYUDA` : `sms:${CRISIS_LINE}`;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** A number on its own: not inside a longer number, a price or a phone. */
const number = (n: string) => `(?<![\\d$.,-])${escape(n)}(?![\\d-]|[.,]\\d)`;
/** A word's start: not inside another word (accented letters count as letters). */
const wordStart = "(?<![\\p{L}\\p{N}])";
const space = "[ \\u00a0]+";
const line = number(CRISIS_LINE);

/**
 * "text 988" as the assistant writes it in each language: the Lifeline's own
 * Spanish ("envía AYUDA por mensaje de texto al 988") and the usted form
 * ("envíe un mensaje de texto al 988"); Creole "voye yon tèks bay 988".
 */
const textEs = `(?:env[ií][ae]${space}(?:AYUDA${space})?(?:por${space}|un${space})?)?(?:mensaje${space}de${space})?texto${space}al${space}${line}`;
const textOther = [`text${space}${line}`, `(?:voye${space}(?:yon${space})?)?t[eè]ks${space}(?:bay|ba|nan)${space}${line}`].join("|");
/** The verb that asks for a call: "call", "llame"/"llama" (followed by "al"), "rele". */
const callVerb = "call|llam[ae]|rele";
const callTo = (n: string) => `(?:(?:call|llam[ae]${space}al|rele)${space})?${n}`;

/**
 * Pages the replies name in words before their address, as in "our
 * grief-support page (/es/grief-support)": the words become the link and the
 * address in brackets is left out, so a visitor reads a name, not a path.
 */
const namedPages: { path: string; words: string[] }[] = [
  { path: publicPages.griefSupport, words: ["grief-support page", "página de apoyo en el duelo", "paj sipò nan lapenn nou an"] },
];

/** A site page's address in every language ("/grief-support", "/es/grief-support", "/ht/grief-support"). */
const addresses = (path: string) => LOCALES.map((locale) => localizePath(path, locale));
/** Longest first, so "/es/obituaries/submit" wins over "/es/obituaries". */
const alternatives = (paths: string[]) =>
  [...paths]
    .sort((a, b) => b.length - a.length)
    .map(escape)
    .join("|");

function replyPattern(phone: string): RegExp {
  // The home page ("/", "/es/") is left out: a bare slash is not a link.
  const paths = Object.values(publicPages)
    .filter((p) => p !== "/")
    .flatMap(addresses);
  const named = namedPages.map(
    ({ path, words }) => `(?:${words.map(escape).join("|")})${space}\\((?:${alternatives(addresses(path))})\\)`,
  );
  return new RegExp(
    [
      `${wordStart}(?<callOrText>(?<callWord>${callVerb})${space}(?:or|o|oswa)${space}(?<textWords>(?<callOrTextEs>${textEs})|${textOther}))`,
      `${wordStart}(?<sms>(?<smsEs>${textEs})|${textOther})`,
      `(?<crisis>${wordStart}${callTo(line)})`,
      `(?<emergency>${wordStart}${callTo(number("911"))})`,
      `(?<phone>${escape(phone)})`,
      `${wordStart}(?<named>${named.join("|")})`,
      `(?<page>(?<![\\w/.-])(?:${alternatives(paths)})(?![\\w/-]))`,
    ].join("|"),
    "giu",
  );
}

/** "call 988" in the language of the verb that asks for it, as the name of a link that only says "call". */
function callName(verb: string): string {
  return /^llam/i.test(verb) ? `${verb} al ${CRISIS_LINE}` : `${verb} ${CRISIS_LINE}`;
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
    if (groups.callOrText && groups.callWord && groups.textWords) {
      // "call or text 988": "call" dials, "text 988" opens a message.
      const call = groups.callWord;
      const textWords = groups.textWords;
      parts.push({ label: call, href: crisisTel, kind: "tel", name: callName(call) });
      parts.push(found.slice(call.length, found.length - textWords.length));
      parts.push({ label: textWords, href: crisisSmsHref(groups.callOrTextEs ? "es" : "en"), kind: "sms" });
    } else if (groups.sms) parts.push({ label: found, href: crisisSmsHref(groups.smsEs ? "es" : "en"), kind: "sms" });
    else if (groups.crisis) parts.push({ label: found, href: crisisTel, kind: "tel" });
    else if (groups.emergency) parts.push({ label: found, href: "tel:911", kind: "tel" });
    else if (groups.phone) parts.push({ label: found, href: telHref(phone), kind: "tel" });
    else if (groups.named) {
      const open = found.lastIndexOf("(");
      parts.push({ label: found.slice(0, open).trimEnd(), href: found.slice(open + 1, -1), kind: "page" });
    } else parts.push({ label: found, href: found, kind: "page" });
    last = start + found.length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return parts;
}

/** True when a reply offers the lifeline: the widget then brings it into view and focus. */
export function offersCrisisLine(parts: ReplyPart[]): boolean {
  return parts.some((p) => typeof p !== "string" && p.href === crisisTel);
}

/** The longest link label kept on one line: it fits a reply's bubble on a 375 px phone. */
const NOWRAP_MAX = 22;

const linkClass =
  "rounded-sm py-1 font-semibold text-navy underline decoration-2 underline-offset-2 hover:text-navy-dark focus-visible:ring-2 focus-visible:ring-navy/40 focus-visible:outline-none";

/** A reply's parts as React nodes. `onPageLink` runs when a site page is followed. */
export function ReplyText({ parts, onPageLink }: { parts: ReplyPart[]; onPageLink?: () => void }): ReactNode {
  const locale = useLocale();
  return parts.map((part, i) => {
    if (typeof part === "string") return part;
    if (part.kind === "page" && localizePath(part.href, locale) !== part.href) {
      // A page in another language than this one (a Spanish answer on the
      // English site): the app for that language is loaded afresh.
      return (
        <a key={i} href={part.href} className={linkClass}>
          {part.label}
        </a>
      );
    }
    if (part.kind === "page") {
      // The router's paths are the English addresses: it puts the page's
      // language prefix ("/es") back itself.
      return (
        <Link key={i} to={localizePath(part.href, DEFAULT_LOCALE)} onClick={onPageLink} className={linkClass}>
          {part.label}
        </Link>
      );
    }
    // A number and its verb stay on one line ("call 988"); a longer label
    // ("envía AYUDA por mensaje de texto al 988") wraps like the sentence
    // around it, keeping only its last two words together.
    const tail = part.label.length > NOWRAP_MAX ? /\S+\s\S+$/.exec(part.label) : null;
    return (
      <a key={i} href={part.href} aria-label={part.name} className={cn(linkClass, !tail && "whitespace-nowrap")}>
        {tail ? (
          <>
            {part.label.slice(0, tail.index)}
            <span className="whitespace-nowrap">{tail[0]}</span>
          </>
        ) : (
          part.label
        )}
      </a>
    );
  });
}
