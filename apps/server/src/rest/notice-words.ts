import { wordsIn } from "@fh/i18n/node";
import { LOCALES, type Locale } from "@fh/validators/locale";

/**
 * The words of the pages behind links in families' emails (the guest-book
 * digest's unsubscribe, Follow this obituary's confirm and unsubscribe), in
 * the language the email was written in (the link's `?lang=`), from the
 * "notices" catalog of @fh/i18n. Same voice and terms as
 * docs/i18n/GLOSSARY.md: "usted" in Spanish, standard Haitian Creole
 * orthography.
 */
export interface NoticeWords {
  notValidTitle: string;
  digestNotValid: string;
  followNotValid: string;
  unsubscribe: string;
  unsubscribedTitle: string;
  digestStopTitle: string;
  digestUnsubscribed: string;
  confirmTitle: string;
  confirmBody: string;
  confirm: string;
  followingTitle: string;
  followingBody: string;
  returnToMemorial: string;
  followStopTitle: string;
  followUnsubscribed: string;
  /** Whose services a follow link is about; `{name}` is the person's name. */
  followAbout: string;
  /** Whose guest book a digest link is about; `{name}` is the person's name. */
  digestAbout: string;
  /** The top bar's call button, read aloud (the site header's words). */
  callLabel: (phone: string) => string;
}

function noticeWordsIn(locale: Locale): NoticeWords {
  const t = wordsIn(locale, "notices");
  const site = wordsIn(locale, "site");
  return {
    notValidTitle: t("notValidTitle"),
    digestNotValid: t("digestNotValid"),
    followNotValid: t("followNotValid"),
    unsubscribe: t("unsubscribe"),
    unsubscribedTitle: t("unsubscribedTitle"),
    digestStopTitle: t("digestStopTitle"),
    digestUnsubscribed: t("digestUnsubscribed"),
    confirmTitle: t("confirmTitle"),
    confirmBody: t("confirmBody"),
    confirm: t("confirm"),
    followingTitle: t("followingTitle"),
    followingBody: t("followingBody"),
    returnToMemorial: t("returnToMemorial"),
    followStopTitle: t("followStopTitle"),
    followUnsubscribed: t("followUnsubscribed"),
    // Kept as patterns: the notice page sets the name apart in bold (notice-page.ts).
    followAbout: t("followAbout", { name: "{name}" }),
    digestAbout: t("digestAbout", { name: "{name}" }),
    callLabel: (phone) => site("call.assistanceLabel", { phone }),
  };
}

export const NOTICE_WORDS = Object.fromEntries(LOCALES.map((locale) => [locale, noticeWordsIn(locale)])) as Record<Locale, NoticeWords>;
