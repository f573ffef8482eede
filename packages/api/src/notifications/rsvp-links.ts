import { langQuery, type Locale } from "@fh/validators";
import type { NotificationSettings } from "./settings";

/** GET shows an Unsubscribe button; POST is the one-click unsubscribe of RFC 8058. Tokens are made and hashed as follow-links.ts does. */
export const RSVP_UNSUBSCRIBE_PATH = "/api/notifications/rsvp/unsubscribe/:token";

/** An unsubscribe link works this long after its email. */
export const RSVP_UNSUBSCRIBE_DAYS = 365;

/** The link carries the writer's language, so the page it opens speaks it too. */
export const rsvpUnsubscribeUrl = (settings: NotificationSettings, token: string, locale: Locale = "en") =>
  `${settings.publicUrl}${RSVP_UNSUBSCRIBE_PATH.replace(":token", token)}${langQuery(locale)}`;
