import type { FastifyInstance } from "fastify";
import type { ContextFactory } from "../context";
import { shim } from "./shim";

/** SPEC §7, public calls. Each route calls its procedure and nothing else. */
export function registerPublicRoutes(app: FastifyInstance, createContext: ContextFactory): void {
  app.get("/api/obituaries", shim(createContext, ({ caller }) => caller.obituaries.list()));
}
