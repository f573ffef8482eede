import { services } from "@fh/db";
import type { TRPCRouterRecord } from "@trpc/server";
import { cacheTags } from "../cache/invalidate";
import { showsLists } from "../cache/declare";
import { upcomingAnnouncementsProcedure } from "../lib/announcements";
import { liveObituaryId, publicServiceColumns, servicesOfObituary } from "../lib/obituary-services";
import { byIdInput, guestBookListSchema, serviceRsvpSchema, type CalendarItem } from "@fh/validators";
import { publicWriteProcedure } from "../abuse/guard";
import { withIdempotency } from "../abuse/idempotency";
import { rsvpToService } from "../lib/service-rsvps";
import { TRPCError } from "@trpc/server";
import { and, eq } from "drizzle-orm";
import { publicProcedure } from "../trpc";

export const servicesRouter = {
  /** Public funeral services from today (in Lake Worth) onward, soonest first. */
  upcoming: upcomingAnnouncementsProcedure({
    table: services,
    id: services.id,
    isPublic: services.isPublic,
    columns: {
      ...publicServiceColumns,
      // The landing page links a service to its obituary while that obituary is live.
      obituaryId: liveObituaryId,
    },
    date: "serviceDate",
    time: "serviceTime",
    publicCache: showsLists([cacheTags.services], { dated: true }),
  }),

  /** One public service for its calendar entry (/services/{id}.ics); a private one does not exist for the public. */
  calendarItem: publicProcedure.input(byIdInput).query(async ({ ctx, input }): Promise<CalendarItem & { obituaryId: number | null; sequence: number }> => {
    const [row] = await ctx.db
      .select({
        id: services.id,
        title: services.title,
        date: services.serviceDate,
        time: services.serviceTime,
        location: services.location,
        description: services.description,
        obituaryId: liveObituaryId,
        sequence: services.calendarSequence,
      })
      .from(services)
      .where(and(eq(services.id, input.id), eq(services.isPublic, true)));
    if (!row) throw new TRPCError({ code: "NOT_FOUND", message: "Service not found" });
    return { kind: "service", ...row };
  }),

  /**
   * "I'll attend" on an upcoming public service (POST /api/services/{id}/rsvp).
   * Nothing public shows an answer, so no cached page is dropped.
   */
  rsvp: publicWriteProcedure("services.rsvp")
    .input(serviceRsvpSchema)
    .mutation(({ ctx, input }) => withIdempotency(ctx, "services.rsvp", input, (inner) => rsvpToService(inner, input))),

  /** The obituary page's Services block: its public services, past ones included, in date order. */
  forObituary: publicProcedure
    .input(guestBookListSchema)
    .query(({ ctx, input }) => servicesOfObituary(ctx, input.obituaryId)),
} satisfies TRPCRouterRecord;
