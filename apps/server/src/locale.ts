import { LOCALE_COOKIE, LOCALE_HEADER, requestLocale, type Locale } from "@fh/validators";
import type { FastifyRequest } from "fastify";
import { isStaffRequest } from "./staff-requests";

/** The language a request asked for: the web app's x-fh-locale header, else the fh_locale cookie, else English. */
export function localeOf(req: FastifyRequest): Locale {
  const header = req.headers[LOCALE_HEADER];
  return requestLocale(typeof header === "string" ? header : undefined, cookieOf(req));
}

const COOKIE_PATTERN = new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE}=([^;]*)`);

/** The cookie's value; read from the header itself where it runs before the cookie parser (the public cache's hook). */
function cookieOf(req: FastifyRequest): string | undefined {
  const parsed = (req.cookies as Record<string, string | undefined> | undefined)?.[LOCALE_COOKIE];
  if (parsed !== undefined) return parsed;
  const header = req.headers.cookie;
  return typeof header === "string" ? COOKIE_PATTERN.exec(header)?.[1]?.trim() : undefined;
}

/** The language of an answer to this request: the request's, or English for a staff request (the staff app and API answer in English whatever the request says). */
export function answerLocaleOf(req: FastifyRequest): Locale {
  return isStaffRequest(req) ? "en" : localeOf(req);
}
