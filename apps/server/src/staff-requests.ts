import { isStaffProcedure } from "@fh/api";
import { isStaffAppPath as isStaffAppAddress } from "@fh/validators";
import type { FastifyRequest } from "fastify";

/**
 * Which requests are staff calls, read as the router read them, never from the
 * raw URL: `/trpc/auth%2Elogin` and `/api/auth/%6Cogin` reach the same
 * handlers as their plain spellings, so a check on the raw path would let them
 * by. Hooks run after routing, so the matched route and its decoded
 * parameters are known.
 */

/** The tRPC route (plugins/trpc.ts); its :path is what tRPC splits into procedures. */
const TRPC_ROUTE = "/trpc/:path";

/** The procedures a tRPC request calls, as tRPC reads them: the decoded path, split at commas (a batch). */
export function trpcProcedures(req: FastifyRequest): string[] {
  if (req.routeOptions.url !== TRPC_ROUTE) return [];
  const path = (req.params as { path?: unknown }).path;
  return typeof path === "string" ? path.split(",") : [];
}

/** A call to the staff API: REST under /api/auth or /api/admin, or any auth.* or admin.* procedure. */
export function isStaffCall(req: FastifyRequest): boolean {
  const route = req.routeOptions.url ?? "";
  return /^\/api\/(auth|admin)\//.test(route) || trpcProcedures(req).some(isStaffProcedure);
}

/** A sign-in: POST /api/auth/login, or a tRPC call (alone or in a batch) to auth.login. */
export function isSignIn(req: FastifyRequest): boolean {
  return req.routeOptions.url === "/api/auth/login" || trpcProcedures(req).includes("auth.login");
}

/**
 * The path the router matched, decoded: the route's pattern with its decoded
 * parameters put back ("/api/admin/obituaries/%31" is
 * "/api/admin/obituaries/1", "/%61dmin/events" is "/admin/events"). An
 * address no route matched has its decoded path in the not-found handler's
 * `*` parameter.
 */
export function routedPath(req: FastifyRequest): string {
  const params = (req.params ?? {}) as Record<string, unknown>;
  const route = req.routeOptions.url;
  if (route === undefined) return `/${String(params["*"] ?? "")}`;
  return route.replace(/:(\w+)|\*/g, (_, name: string | undefined) => String(params[name ?? "*"] ?? ""));
}

/** A page or file of the staff app (/admin and below, by the page table), by the routed, decoded path. */
export function isStaffAppPath(req: FastifyRequest): boolean {
  return isStaffAppAddress(routedPath(req));
}

/**
 * A staff request: the staff app's pages and files, or a call to the staff
 * API. The one test of it: staff requests answer in English (../locale.ts),
 * are never kept by the public cache (cache/plugin.ts), are no-store
 * (plugins/staff-no-store.ts) and belong to the admin host (plugins/hosts.ts).
 */
export function isStaffRequest(req: FastifyRequest): boolean {
  return isStaffAppPath(req) || isStaffCall(req);
}
