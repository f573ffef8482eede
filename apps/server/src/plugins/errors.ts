import type { FastifyError, FastifyInstance } from "fastify";

/**
 * The last word on errors: a client sees a status and a sentence, never a
 * stack, SQL or a file path. Anything unexpected is logged and becomes a 500.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, req, reply) => {
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      req.log.error({ err: error }, "request failed");
      return reply.status(500).send({ error: "Internal server error" });
    }
    if (error.code === "FST_ERR_CTP_BODY_TOO_LARGE" || status === 413) {
      return reply.status(413).send({ error: "Request body is too large" });
    }
    if (error.code === "FST_ERR_CTP_INVALID_MEDIA_TYPE" || status === 415) {
      return reply.status(415).send({ error: "Unsupported content type" });
    }
    if (status === 429) {
      return reply.status(429).send({ error: error.message || "Too many requests, please try again later" });
    }
    if (error.code === "FST_ERR_CTP_EMPTY_JSON_BODY" || error.code === "FST_ERR_CTP_INVALID_JSON_BODY" || error instanceof SyntaxError) {
      return reply.status(400).send({ error: "Request body is not valid JSON" });
    }
    return reply.status(status).send({ error: error.message || "Bad request" });
  });
}
