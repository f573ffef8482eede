import type { FastifyPluginAsync } from "fastify";
import fp from "fastify-plugin";
import { isStaffAppPath, isStaffCall } from "../staff-requests";

/**
 * Nothing a staff member sees is kept by a browser or a proxy: every answer
 * of the staff API (REST /api/auth and /api/admin, tRPC auth.* and admin.*,
 * sign-in included, errors included) and the staff app's pages carry
 * `Cache-Control: no-store`, so a shared computer's cache or back button
 * does not show a family's details after sign-out. The app's hashed
 * JavaScript and CSS hold no data and stay cached. Set in onSend, after the
 * handler, so no route can set anything looser. Not encapsulated
 * (fastify-plugin): its hook sees every answer.
 */
const staffNoStore: FastifyPluginAsync = async (app) => {
  app.addHook("onSend", async (req, reply, payload) => {
    const staffPage = isStaffAppPath(req) && String(reply.getHeader("content-type") ?? "").startsWith("text/html");
    if (staffPage || isStaffCall(req)) reply.header("cache-control", "no-store");
    return payload;
  });
};

export const staffNoStorePlugin = fp(staffNoStore, { name: "staff-no-store" });
