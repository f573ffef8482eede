import { createCaller, localisePublicError, toPublicError } from "@fh/api";
import { databaseUnavailableCode } from "@fh/db";
import { parseRecordId } from "@fh/validators";
import type { FastifyReply, FastifyRequest, RouteHandlerMethod } from "fastify";
import type { ContextFactory } from "../context";
import { answerLocaleOf } from "../locale";
import { logFailure, noteDatabaseUnavailable } from "../plugins/errors";

export type Caller = ReturnType<typeof createCaller>;

export interface ShimInput {
  caller: Caller;
  req: FastifyRequest;
  reply: FastifyReply;
  params: Record<string, string>;
  body: unknown;
  query: Record<string, string | string[] | undefined>;
}

/**
 * A REST route that only translates HTTP: it builds the same context as
 * tRPC, calls the procedure through a server-side caller, and maps a tRPC
 * error to its HTTP status with a JSON `{ error }` body. No behaviour here.
 */
export function shim(
  createContext: ContextFactory,
  handler: (input: ShimInput) => Promise<unknown>,
  options: { status?: number } = {},
): RouteHandlerMethod {
  return async (req, reply) => {
    try {
      const caller = createCaller(await createContext(req, reply));
      const result = await handler({
        caller,
        req,
        reply,
        params: (req.params ?? {}) as Record<string, string>,
        body: req.body,
        query: (req.query ?? {}) as Record<string, string | string[] | undefined>,
      });
      if (reply.sent) return reply;
      return reply.status(options.status ?? 200).send(result ?? { success: true });
    } catch (error) {
      const publicError = toPublicError(error);
      if (publicError.status === 503) {
        // Answered here, so the error handler never sees the outage.
        // Another 503 (visitors' uploads paused for space) was logged where it was decided.
        const outage = databaseUnavailableCode(error);
        if (outage !== undefined) noteDatabaseUnavailable(req, outage);
      } else if (publicError.status >= 500) logFailure(req.log, error);
      // The words in the visitor's language; status and field names stay as they are (staff calls stay English).
      const said = localisePublicError(publicError, answerLocaleOf(req));
      const body: Record<string, unknown> = { error: said.message };
      if (said.fields) body.fields = said.fields;
      return reply.status(publicError.status).send(body);
    }
  };
}

/**
 * A record id from the path, by the one id rule (@fh/validators ids.ts).
 * Anything else becomes NaN, a number no procedure accepts: its input schema
 * then answers 400 naming the field. The procedure decides, not the shim, so
 * a staff route still refuses a request without a session (401) before it
 * looks at the id.
 */
export function pathId(raw: string | undefined): number {
  return parseRecordId(raw) ?? Number.NaN;
}
