import { LOCALE_COOKIE, LOCALE_HEADER, requestLocale, type Locale } from "@fh/validators";
import type { FastifyRequest } from "fastify";

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

/** Staff calls (the staff app, /api/admin and /api/auth) answer in English whatever the request says. */
const STAFF_PATHS = /^\/(?:api\/(?:admin|auth)(?:[/?]|$)|admin(?:[/?]|$))/;

/** The language of a REST answer to this request: the request's, or English for a staff call. */
export function answerLocaleOf(req: FastifyRequest): Locale {
  return STAFF_PATHS.test(req.url) ? "en" : localeOf(req);
}
