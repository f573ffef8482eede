import { events } from "@fh/db";
import type { TRPCRouterRecord } from "@trpc/server";
import { upcomingAnnouncementsProcedure } from "../lib/announcements";

export const eventsRouter = {
  /** Public events from today (in Lake Worth) onward, soonest first. */
  upcoming: upcomingAnnouncementsProcedure({
    table: events,
    id: events.id,
    isPublic: events.isPublic,
    columns: {
      id: events.id,
      title: events.title,
      description: events.description,
      eventDate: events.eventDate,
      eventTime: events.eventTime,
      location: events.location,
      eventType: events.eventType,
    },
    date: "eventDate",
    time: "eventTime",
  }),
} satisfies TRPCRouterRecord;
