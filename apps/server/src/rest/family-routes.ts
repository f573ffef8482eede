import {
  FAMILY_LETTERS_UNSUBSCRIBE_PATH,
  FAMILY_SIGN_IN_PATH,
  familyLinkIsUsable,
  familyLinksSettled,
  isRemotePhotoUrl,
  letterSubscriptionMemorial,
  photoForPrint,
  unsubscribeFamilyLetters,
  type ApiDeps,
} from "@fh/api";
import { wordsIn } from "@fh/i18n/node";
import { localizePath, publicPages, slugify, type Locale } from "@fh/validators";
import { TRPCError } from "@trpc/server";
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import type { ContextFactory } from "../context";
import { escapeHtml } from "../web/html";
import { keepsakeGallery, renderKeepsakePdf } from "../web/keepsake-pdf";
import { memorialPhoto } from "../web/memorial-photo";
import { acceptFormBodies, linkButton, noticePage, noticeWordsOf, postButton } from "./notice-page";
import { pathId, shim } from "./shim";
import { refuseCrossSitePost } from "./token-link-origin";

export interface FamilyRoutesOptions {
  createContext: ContextFactory;
  deps: ApiDeps;
  /** This site's origins: a sign-in or unsubscribe POST from a page elsewhere is refused. */
  siteOrigins: string[];
}

/** A JSON body must be an object of fields. */
function fields(body: unknown): Record<string, unknown> {
  if (body === undefined) return {};
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    throw new TRPCError({ code: "BAD_REQUEST", message: "The request body must be a JSON object" });
  }
  return body as Record<string, unknown>;
}

/**
 * The family's own place over HTTP (docs/family.md). The JSON routes only
 * translate HTTP to the family procedures; the sign-in link's page and the
 * letters' unsubscribe are small server-drawn pages whose GET only shows a
 * button, so a mail scanner that opens a link signs nobody in and stops
 * nothing.
 */
export const familyRoutesPlugin: FastifyPluginAsync<FamilyRoutesOptions> = async (app, { createContext, deps, siteOrigins }) => {
  acceptFormBodies(app);
  const { business, db } = deps;
  // A link request is answered before its work is done (family/link.ts): the database stays open until it is.
  app.addHook("preClose", () => familyLinksSettled());

  app.post(
    "/api/family/link",
    shim(createContext, ({ caller, body }) => caller.family.requestLink(fields(body) as never), { status: 202 }),
  );
  app.get("/api/family/obituaries", shim(createContext, ({ caller }) => caller.family.obituaries()));
  app.get("/api/family/obituaries/:id", shim(createContext, ({ caller, params }) => caller.family.obituary({ obituaryId: pathId(params.id) })));
  app.post("/api/family/sign-out", shim(createContext, ({ caller }) => caller.family.signOut()));

  /** The Book of Memories for the family: the same PDF staff print, in the language the family wrote in, with the cover photo wherever it lives. */
  app.get(
    "/api/family/obituaries/:id/keepsake.pdf",
    shim(createContext, async ({ caller, params, reply, req }) => {
      const keepsake = await caller.family.keepsake({ obituaryId: pathId(params.id) });
      const onError = (err: unknown) => req.log.warn({ err, obituaryId: keepsake.obituary.id }, "Book of Memories: the photo could not be read; the cover goes without it");
      const url = keepsake.obituary.photoUrl;
      // A photo still at the address the family gave (not yet copied on approval) is fetched as approval would fetch it: public hosts only, bounded.
      const photo =
        isRemotePhotoUrl(url) && deps.remotePhotos
          ? await deps.remotePhotos.fetch(url).then(photoForPrint, (err: unknown) => (onError(err), null))
          : await memorialPhoto(url, { storage: deps.storage, onError });
      // The family's gallery too, as staff's book has it.
      const gallery = await keepsakeGallery(keepsake.gallery, deps.storage);
      const pdf = await renderKeepsakePdf(keepsake, business, { photo, gallery });
      const file = slugify("book-of-memories", keepsake.obituary.firstName, keepsake.obituary.lastName);
      return reply.type("application/pdf").header("cache-control", "private, no-store").header("content-disposition", `attachment; filename="${file}.pdf"`).send(pdf);
    }),
  );

  const signInWords = (locale: Locale) => wordsIn(locale, "familyPage");
  const familyHome = (locale: Locale) => localizePath(publicPages.familyPage, locale);
  const linkNotValid = (req: FastifyRequest, reply: FastifyReply) => {
    const { locale, w } = noticeWordsOf(req);
    const t = signInWords(locale);
    return noticePage(business, reply, locale, w, {
      status: 404,
      title: t("linkNotValidTitle"),
      body: `<p>${escapeHtml(t("linkNotValid"))}</p>${linkButton(familyHome(locale), t("askNewLink"))}`,
    });
  };

  // GET only draws Continue: opening the link (a person, a mail scanner, a preview) uses nothing.
  app.get<{ Params: { token: string } }>(FAMILY_SIGN_IN_PATH, async (req, reply) => {
    if (!(await familyLinkIsUsable(db, req.params.token, new Date()))) return linkNotValid(req, reply);
    const { locale, w } = noticeWordsOf(req);
    const t = signInWords(locale);
    return noticePage(business, reply, locale, w, {
      status: 200,
      title: t("signInPageTitle"),
      body: `<p>${escapeHtml(t("signInPageBody"))}</p>${postButton(t("continue"))}`,
    });
  });

  // Continue: the link is used once, the fh_family cookie set, and the family page opens.
  app.post(
    FAMILY_SIGN_IN_PATH,
    { preHandler: refuseCrossSitePost(siteOrigins, { oneClick: false }) },
    shim(createContext, async ({ caller, params, req, reply }) => {
      try {
        await caller.family.signIn({ token: params.token ?? "" });
      } catch (error) {
        if (error instanceof TRPCError && error.code === "NOT_FOUND") return linkNotValid(req, reply);
        throw error;
      }
      return reply.header("cache-control", "no-store").redirect(familyHome(noticeWordsOf(req).locale), 303);
    }),
  );

  const letterPage = (req: FastifyRequest, reply: FastifyReply, status: number, name: string | null, title: string, body: string) => {
    const { locale, w } = noticeWordsOf(req);
    const t = wordsIn(locale, "familyLetters");
    return noticePage(business, reply, locale, w, { status, title, about: name ? { words: t("stopPageAbout"), name } : undefined, body });
  };
  const letterNotValid = (req: FastifyRequest, reply: FastifyReply) => {
    const t = wordsIn(noticeWordsOf(req).locale, "familyLetters");
    return letterPage(req, reply, 404, null, noticeWordsOf(req).w.notValidTitle, `<p>${escapeHtml(t("notValid"))}</p>`);
  };

  /** The letters' unsubscribe: GET shows the button; POST (the button, or a mail program's RFC 8058 one-click) stops them. */
  app.get<{ Params: { token: string } }>(FAMILY_LETTERS_UNSUBSCRIBE_PATH, async (req, reply) => {
    const memorial = await letterSubscriptionMemorial(db, req.params.token);
    if (!memorial) return letterNotValid(req, reply);
    const { locale, w } = noticeWordsOf(req);
    const t = wordsIn(locale, "familyLetters");
    return letterPage(req, reply, 200, `${memorial.firstName} ${memorial.lastName}`, t("stopPageTitle"), postButton(w.unsubscribe, { "List-Unsubscribe": "One-Click" }));
  });
  app.post<{ Params: { token: string } }>(
    FAMILY_LETTERS_UNSUBSCRIBE_PATH,
    { preHandler: refuseCrossSitePost(siteOrigins, { oneClick: true }) },
    async (req, reply) => {
      const memorial = await letterSubscriptionMemorial(db, req.params.token);
      if (!memorial || !(await unsubscribeFamilyLetters(db, req.params.token, new Date()))) return letterNotValid(req, reply);
      const t = wordsIn(noticeWordsOf(req).locale, "familyLetters");
      return letterPage(req, reply, 200, `${memorial.firstName} ${memorial.lastName}`, t("stoppedTitle"), `<p>${escapeHtml(t("stopped"))}</p>`);
    },
  );
};
