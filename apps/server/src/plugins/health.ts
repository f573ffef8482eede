import type { DatabaseHandle } from "@fh/db";
import type { FastifyInstance } from "fastify";

/** For load balancers and uptime checks: 200 only when the database answers. */
export function registerHealth(app: FastifyInstance, database: DatabaseHandle): void {
  app.get("/healthz", async (req, reply) => {
    try {
      await database.ping();
      return reply.header("cache-control", "no-store").send({ status: "ok", database: database.driver });
    } catch (error) {
      req.log.error({ err: error }, "health check failed");
      return reply.status(503).header("cache-control", "no-store").send({ status: "unavailable" });
    }
  });
}
