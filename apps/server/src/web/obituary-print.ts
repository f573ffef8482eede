import { createCaller, createInternalContext, type ApiDeps, type RouterOutputs } from "@fh/api";
import { toParagraphs } from "@fh/i18n";
import { LOCALES, localizePath, obituaryPath, parseRecordId, fullAddress, type Business, type Locale } from "@fh/validators";
import { TRPCError } from "@trpc/server";
import type { FastifyPluginAsync } from "fastify";
import { eventStamp, longDate } from "./document-dates";
import { escapeHtml } from "./html";
import { PRINT_WORDS } from "./print-words";
import { qrSvg } from "./qr";
import { publicOriginOf } from "./seo";
import { pageCache } from "../cache/cacheable";
import { contentSecurityPolicy, cspHash } from "../plugins/security-headers";

type Obituary = RouterOutputs["obituaries"]["byId"];
type Service = RouterOutputs["services"]["forObituary"][number];

/** Paper only: serif text, no colour that wastes ink, the QR kept whole on its page. */
const PRINT_CSS = `
@page { size: letter; margin: 18mm 16mm; }
* { box-sizing: border-box; }
body { margin: 0 auto; max-width: 760px; padding: 24px; font-family: Georgia, "Times New Roman", serif; color: #1b1b1b; line-height: 1.5; }
header { text-align: center; }
.photo { width: 180px; height: 180px; object-fit: cover; border-radius: 50%; }
h1 { font-size: 34px; margin: 12px 0 4px; font-weight: normal; }
.dates { font-size: 18px; margin: 0 0 24px; color: #444; }
.bio p { font-size: 16px; margin: 0 0 12px; }
h2 { font-size: 22px; font-weight: normal; border-bottom: 1px solid #999; padding-bottom: 4px; margin-top: 28px; }
ul.services { list-style: none; padding: 0; }
ul.services li { margin: 0 0 14px; break-inside: avoid; }
.when { font-weight: bold; }
ul.gallery { list-style: none; padding: 0; display: grid; grid-template-columns: repeat(3, 1fr); gap: 12px; }
ul.gallery li { break-inside: avoid; }
ul.gallery img { width: 100%; aspect-ratio: 1; object-fit: cover; }
ul.gallery figure { margin: 0; }
ul.gallery figcaption { font-size: 13px; color: #444; }
.past { color: #555; font-style: italic; }
.qr { display: flex; gap: 18px; align-items: center; margin-top: 28px; break-inside: avoid; border-top: 1px solid #999; padding-top: 16px; }
.qr svg { width: 120px; height: 120px; flex: none; }
.qr p { margin: 0; font-size: 14px; }
footer { margin-top: 24px; font-size: 12px; color: #555; text-align: center; }
.actions { display: flex; flex-wrap: wrap; justify-content: space-between; align-items: center; gap: 12px; margin: 0 0 20px; font-family: system-ui, -apple-system, "Segoe UI", sans-serif; font-size: 16px; }
.actions a { color: #1e3a5f; text-decoration: underline; text-underline-offset: 3px; padding: 10px 0; }
.actions button { font: inherit; font-weight: 600; min-height: 44px; padding: 0 22px; border: 0; border-radius: 6px; background: #1e3a5f; color: #fff; cursor: pointer; }
.actions button:hover { background: #152a45; }
.actions a:focus-visible, .actions button:focus-visible { outline: 3px solid #8a6d1f; outline-offset: 2px; }
@media screen and (max-width: 480px) { body { padding: 14px; } h1 { font-size: 28px; } .qr { flex-direction: column; text-align: center; } }
@media print { .screen-only { display: none !important; } }
`;

/**
 * The Print button's whole behaviour. The policy runs no handler attribute
 * and no inline script but by its hash, so it is an inline <script> the
 * page's policy names by hash, like its <style>: the page is kept by the
 * public cache and sent to every visitor, so a nonce would be everyone's.
 * The button stays hidden until this runs: without scripts it would do
 * nothing (the browser's own Print still works).
 */
const PRINT_SCRIPT = `const b=document.getElementById("print-page");b.hidden=false;b.addEventListener("click",()=>window.print());`;

/** The print page's policy: the site's, with its one script and its one style by their hashes. */
export function printPagePolicy(https: boolean): string {
  return contentSecurityPolicy({ https, scriptHashes: [cspHash(PRINT_SCRIPT)], styleHashes: [cspHash(PRINT_CSS)] });
}

export function renderObituaryPrint(
  b: Business,
  o: Obituary,
  services: Service[],
  pageUrl: string,
  qr: string,
  locale: Locale = "en",
): string {
  const w = PRINT_WORDS[locale];
  // The obituary's own page in the same language.
  const memorialPath = localizePath(obituaryPath(o.id), locale);
  const name = `${o.firstName} ${o.lastName}`;
  const photo = o.photoUrl ? `<img class="photo" src="${escapeHtml(o.photoUrl)}" alt="${escapeHtml(w.photoOf(name))}">` : "";
  const bio = toParagraphs(o.biography).map((p) => `<p>${escapeHtml(p)}</p>`).join("");
  const serviceItems = services
    .map((s) => {
      const place = s.location ?? `${b.name}, ${fullAddress(b)}`;
      return `<li><div><span class="when">${escapeHtml(s.title)}</span>${s.isPast ? ` <span class="past">${escapeHtml(w.past)}</span>` : ""}</div><div>${escapeHtml(eventStamp(s.serviceDate, s.serviceTime, locale))}</div><div>${escapeHtml(place)}</div>${s.description ? `<div>${escapeHtml(s.description)}</div>` : ""}</li>`;
    })
    .join("");
  const count = o.gallery.length;
  const gallery = o.gallery
    .map((p, i) => `<li><figure><img src="${escapeHtml(p.url)}" alt="${escapeHtml(w.photoNumber(i + 1, count))}" width="${p.width}" height="${p.height}" loading="lazy">${p.caption ? `<figcaption>${escapeHtml(p.caption)}</figcaption>` : ""}</figure></li>`)
    .join("");
  const flowers = o.inLieuOfFlowers;
  const flowersText = flowers
    ? [flowers.charityName && flowers.charityUrl ? w.flowersCharity(flowers.charityName, flowers.charityUrl) : null, flowers.wish].filter((x): x is string => Boolean(x))
    : [];
  const robots = o.noindex ? '<meta name="robots" content="noindex">' : '<meta name="robots" content="noindex, follow">';
  return `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(`${name} ${w.printTag} | ${b.name}`)}</title>
${robots}
<link rel="canonical" href="${escapeHtml(pageUrl)}">
<style>${PRINT_CSS}</style>
</head>
<body>
<main>
<div class="screen-only actions"><a href="${escapeHtml(memorialPath)}"><span aria-hidden="true">← </span>${escapeHtml(w.backToMemorial)}</a><button type="button" id="print-page" hidden>${escapeHtml(w.print)}</button></div>
<header>
${photo}
<h1>${escapeHtml(name)}</h1>
<p class="dates">${escapeHtml(longDate(o.dateOfBirth, locale))} – ${escapeHtml(longDate(o.dateOfDeath, locale))}</p>
</header>
<section class="bio" aria-label="${escapeHtml(w.biography)}">${bio}</section>
${count > 0 ? `<section aria-labelledby="photos-title"><h2 id="photos-title">${escapeHtml(w.photos)}</h2><ul class="gallery">${gallery}</ul></section>` : ""}
${services.length > 0 ? `<section aria-labelledby="services-title"><h2 id="services-title">${escapeHtml(w.services)}</h2><ul class="services">${serviceItems}</ul></section>` : ""}
${flowersText.length > 0 ? `<section aria-labelledby="flowers-title"><h2 id="flowers-title">${escapeHtml(w.inLieuOfFlowers)}</h2>${flowersText.map((p) => `<p>${escapeHtml(p)}</p>`).join("")}</section>` : ""}
<section class="qr" aria-label="${escapeHtml(w.visitOnline)}">
<div role="img" aria-label="${escapeHtml(w.qrOpens(pageUrl))}">${qr}</div>
<p>${escapeHtml(w.scanToVisit)}<br><strong>${escapeHtml(pageUrl)}</strong></p>
</section>
</main>
<footer>${escapeHtml(b.name)} · ${escapeHtml(fullAddress(b))} · ${escapeHtml(b.phone)}</footer>
<script>${PRINT_SCRIPT}</script>
</body>
</html>`;
}

/**
 * GET /obituaries/{id}/print, and /es/… and /ht/… in Spanish and Haitian
 * Creole: a live obituary laid out for paper, drawn entirely by the server,
 * with no navigation, chat or form: photo, name, dates, biography, its public
 * services and a QR code that opens the page. On screen only, a link back to
 * the obituary's page and a Print button (its one small script). Anything not
 * live answers 404, as its page does.
 */
export const obituaryPrintPlugin: FastifyPluginAsync<{ deps: ApiDeps; publicOrigin: string | undefined; https: boolean }> = async (
  app,
  { deps, publicOrigin, https },
) => {
  const policy = printPagePolicy(https);
  // Each language's page at its own address: /obituaries/7/print, /es/obituaries/7/print, /ht/…
  for (const locale of LOCALES) {
    app.get<{ Params: { id: string } }>(localizePath("/obituaries/:id/print", locale), { config: { publicCache: pageCache } }, async (req, reply) => {
      const id = parseRecordId(req.params.id);
      const missing = () =>
        reply.code(404).type("text/plain; charset=utf-8").header("cache-control", "no-cache").send(PRINT_WORDS[locale].notAvailable);
      if (id === null) return missing();
      const caller = createCaller(createInternalContext(deps));
      let obituary: Obituary;
      try {
        obituary = await caller.obituaries.byId({ id });
      } catch (error) {
        if (error instanceof TRPCError && error.code === "NOT_FOUND") return missing();
        throw error;
      }
      const services = await caller.services.forObituary({ obituaryId: id });
      // The QR opens the obituary's page in the same language.
      const pageUrl = `${publicOriginOf(req, publicOrigin)}${localizePath(obituaryPath(id), locale)}`;
      const html = renderObituaryPrint(deps.business, obituary, services, pageUrl, await qrSvg(pageUrl), locale);
      return reply.type("text/html; charset=utf-8").header("cache-control", "no-cache").header("content-security-policy", policy).send(html);
    });
  }
};
