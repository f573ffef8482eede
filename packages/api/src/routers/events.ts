import { events } from "@fh/db";
import type { TRPCRouterRecord } from "@trpc/server";
import { byIdInput, type CalendarItem } from "@fh/validators";
import { TRPCError } from "@trpc/server";
import { and, eq } from "drizzle-orm";
import { cacheTags } from "../cache/invalidate";
import { showsLists } from "../cache/declare";
import { upcomingAnnouncementsProcedure } from "../lib/announcements";
import { publicProcedure } from "../trpc";

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
    publicCache: showsLists([cacheTags.events], { dated: true }),
  }),

  /** One public event for its calendar entry (/events/{id}.ics); a private one does not exist for the public. */
  calendarItem: publicProcedure.input(byIdInput).query(async ({ ctx, input }): Promise<CalendarItem & { sequence: number }> => {
    const [row] = await ctx.db
      .select({
        id: events.id,
        title: events.title,
        date: events.eventDate,
        time: events.eventTime,
        location: events.location,
        description: events.description,
        sequence: events.calendarSequence,
      })
      .from(events)
      .where(and(eq(events.id, input.id), eq(events.isPublic, true)));
    if (!row) throw new TRPCError({ code: "NOT_FOUND", message: "Event not found" });
    return { kind: "event", ...row };
  }),
} satisfies TRPCRouterRecord;
