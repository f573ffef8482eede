import type { FastifyPluginAsync } from "fastify";
import fp from "fastify-plugin";
import { trpcProcedures } from "../staff-requests";

/**
 * Nothing of a family's own is kept by a browser or a proxy: every answer of
 * the family's API (REST /api/family/*, the sign-in link's page, tRPC
 * family.*), errors included, carries `Cache-Control: no-store`, so a shared
 * computer's back button shows nothing after Sign out. Set in onSend, after
 * the handler, as staff-no-store.ts does for staff. Not encapsulated
 * (fastify-plugin): its hook sees every answer.
 */
const familyNoStore: FastifyPluginAsync = async (app) => {
  app.addHook("onSend", async (req, reply, payload) => {
    const route = req.routeOptions.url ?? "";
    if (/^\/(api\/)?family\//.test(route) || trpcProcedures(req).some((p) => p.startsWith("family."))) reply.header("cache-control", "no-store");
    return payload;
  });
};

export const familyNoStorePlugin = fp(familyNoStore, { name: "family-no-store" });
