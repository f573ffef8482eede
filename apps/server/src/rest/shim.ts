import { createCaller, toPublicError } from "@fh/api";
import type { FastifyReply, FastifyRequest, RouteHandlerMethod } from "fastify";
import type { ContextFactory } from "../context";

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
      if (publicError.status >= 500) req.log.error({ err: error }, "procedure failed");
      const body: Record<string, unknown> = { error: publicError.message };
      if (publicError.fields) body.fields = publicError.fields;
      return reply.status(publicError.status).send(body);
    }
  };
}
