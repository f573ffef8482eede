import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from "@fh/db";
import { TRPCError } from "@trpc/server";
import type { ResponseHooks } from "./context";

/** What a client reads while the database is away; the forms show it in their failure toast. */
export const SERVICE_UNAVAILABLE_MESSAGE = "The service is briefly unavailable. Please try again in a moment.";

/**
 * A database outage, said as HTTP says it: 503 with Retry-After, never a
 * 500, and no driver text (it may hold SQL and personal data). Answers the
 * error unchanged when it is anything else.
 */
export function asServiceUnavailable(error: unknown, response: Pick<ResponseHooks, "setHeader">): unknown {
  if (!isDatabaseUnavailable(error)) return error;
  response.setHeader?.("Retry-After", String(DATABASE_RETRY_AFTER_SECONDS));
  return new TRPCError({ code: "SERVICE_UNAVAILABLE", message: SERVICE_UNAVAILABLE_MESSAGE, cause: error });
}
