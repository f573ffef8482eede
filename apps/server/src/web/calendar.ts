import { announcementCalendar, createCaller, createInternalContext, type ApiDeps } from "@fh/api";
import { obituaryPath, parseRecordId, slugify, type CalendarItem } from "@fh/validators";
import { TRPCError } from "@trpc/server";
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import { publicOriginOf } from "./seo";

/** The page a calendar entry points back to: the obituary for a linked service, else the home page's announcements. */
export function announcementPageUrl(origin: string, item: CalendarItem & { obituaryId?: number | null }): string {
  return item.obituaryId ? `${origin}${obituaryPath(item.obituaryId)}` : `${origin}/#events`;
}

const notFound = (reply: FastifyReply) =>
  reply.code(404).type("text/plain; charset=utf-8").header("cache-control", "no-cache").send("This calendar entry does not exist.");

/**
 * GET /services/{id}.ics and /events/{id}.ics: a public service's
 * or event's calendar entry, text/calendar. A private, deleted or unknown one
 * answers 404, the same as one that never was. Short cache: staff may move
 * a service, and the entry's UID (from configuration, `uidDomain`, never the
 * request's Host) and its SEQUENCE (one more with each staff edit) let a
 * calendar replace it; followers' emails attach the same entry.
 */
export const calendarPlugin: FastifyPluginAsync<{ deps: ApiDeps; publicOrigin: string | undefined; uidDomain: string }> = async (
  app,
  { deps, publicOrigin, uidDomain },
) => {
  const serve = (kind: "service" | "event") => async (req: FastifyRequest<{ Params: { file: string } }>, reply: FastifyReply) => {
    const match = /^(\d+)\.ics$/.exec(req.params.file);
    const id = match ? parseRecordId(match[1]) : null;
    if (id === null || id === undefined) return notFound(reply);
    const caller = createCaller(createInternalContext(deps));
    let item: CalendarItem & { obituaryId?: number | null; sequence: number };
    try {
      item = kind === "service" ? await caller.services.calendarItem({ id }) : await caller.events.calendarItem({ id });
    } catch (error) {
      if (error instanceof TRPCError && error.code === "NOT_FOUND") return notFound(reply);
      throw error;
    }
    const origin = publicOriginOf(req, publicOrigin);
    const body = announcementCalendar(deps.business, item, announcementPageUrl(origin, item), uidDomain);
    return reply
      .type("text/calendar; charset=utf-8")
      .header("content-disposition", `attachment; filename="${slugify(kind, item.id)}.ics"`)
      .header("cache-control", "public, max-age=300")
      .send(body);
  };
  app.get("/services/:file", serve("service"));
  app.get("/events/:file", serve("event"));
};

