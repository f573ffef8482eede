import { createHash, randomBytes } from "node:crypto";
import { langQuery, type Locale } from "@fh/validators";
import type { NotificationSettings } from "./settings";

/**
 * The links of "Follow this obituary": a confirmation link (double
 * opt-in) and an unsubscribe link per notice. Each token is 256 random bits,
 * base64url (43 characters); the database keeps only its SHA-256, so the raw
 * token lives in the email alone.
 */
export const FOLLOW_TOKEN = /^[A-Za-z0-9_-]{43}$/;

export const newFollowToken = () => randomBytes(32).toString("base64url");

export const hashFollowToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** GET shows a Confirm button; POST confirms (a mail scanner opening the link confirms nobody). */
export const FOLLOW_CONFIRM_PATH = "/api/notifications/follow/confirm/:token";
/** GET shows an Unsubscribe button; POST is the one-click unsubscribe of RFC 8058. */
export const FOLLOW_UNSUBSCRIBE_PATH = "/api/notifications/follow/unsubscribe/:token";

/** The links carry the follower's language, so the page they open speaks it too. */
export const followConfirmUrl = (settings: NotificationSettings, token: string, locale: Locale = "en") =>
  `${settings.publicUrl}${FOLLOW_CONFIRM_PATH.replace(":token", token)}${langQuery(locale)}`;
export const followUnsubscribeUrl = (settings: NotificationSettings, token: string, locale: Locale = "en") =>
  `${settings.publicUrl}${FOLLOW_UNSUBSCRIBE_PATH.replace(":token", token)}${langQuery(locale)}`;
