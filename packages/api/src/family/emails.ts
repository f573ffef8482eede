import { wordsIn } from "@fh/i18n/node";
import { langQuery, localizePath, publicPages, type Business, type Locale } from "@fh/validators";
import { renderEmail, type Block, type RenderedEmail } from "../notifications/layout";
import type { NotificationSettings } from "../notifications/settings";
import { familySignInPath } from "./link-tokens";

/**
 * What the family is emailed about their page, in their language, from the
 * "familyPage" catalog of @fh/i18n: a sign-in link, an invitation, and staff's
 * answer to changes they proposed. Names are as the family wrote them.
 */

/** A sign-in link's address, carrying the language so the page it opens speaks it. */
export const familySignInUrl = (settings: NotificationSettings, token: string, locale: Locale) =>
  `${settings.publicUrl}${familySignInPath(token)}${langQuery(locale)}`;

/** The family page, where a new link can always be asked for. */
export const familyPageUrl = (settings: NotificationSettings, locale: Locale) => `${settings.publicUrl}${localizePath(publicPages.familyPage, locale)}`;

export function familySignInEmail(business: Business, signInUrl: string, locale: Locale): RenderedEmail {
  const t = wordsIn(locale, "familyPage");
  return renderEmail(
    business,
    t("email.linkSubject"),
    [{ paragraph: t("email.linkIntro", { business: business.name }) }, { link: signInUrl, label: t("email.linkButton") }, { paragraph: t("email.linkIgnore") }],
    locale,
  );
}

/** The paragraph and link the "received" email of a new submission carries. */
export function familyReceivedLinkBlocks(signInUrl: string, familyUrl: string, locale: Locale): Block[] {
  const t = wordsIn(locale, "familyPage");
  return [{ paragraph: t("email.receivedLink", { familyUrl }) }, { link: signInUrl, label: t("email.linkButton") }];
}

export function familyInviteEmail(
  business: Business,
  facts: { name: string; inviter: string; signInUrl: string; familyUrl: string },
  locale: Locale,
): RenderedEmail {
  const t = wordsIn(locale, "familyPage");
  return renderEmail(
    business,
    t("email.inviteSubject", { name: facts.name }),
    [
      { paragraph: t("email.invite", { inviter: facts.inviter, name: facts.name, business: business.name, familyUrl: facts.familyUrl }) },
      { link: facts.signInUrl, label: t("email.linkButton") },
      { paragraph: t("email.linkIgnore") },
    ],
    locale,
  );
}

/** Staff's answer to proposed changes; a published page's address when the memorial is public. */
export function familyProposalDecidedEmail(
  business: Business,
  decision: "approved" | "rejected",
  facts: { name: string; pageUrl: string | null },
  locale: Locale,
): RenderedEmail {
  const t = wordsIn(locale, "familyPage");
  const blocks: Block[] =
    decision === "approved"
      ? [{ paragraph: t("email.approved", { name: facts.name }) }]
      : [{ paragraph: t("email.rejected", { name: facts.name, phone: business.phone }) }];
  if (facts.pageUrl) blocks.push({ link: facts.pageUrl, label: t("email.visit") });
  return renderEmail(business, t(decision === "approved" ? "email.approvedSubject" : "email.rejectedSubject", { name: facts.name }), blocks, locale);
}
