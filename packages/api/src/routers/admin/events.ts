import { events } from "@fh/db";
import { eventCreateInput, eventUpdateInput } from "@fh/validators";
import type { TRPCRouterRecord } from "@trpc/server";
import { invalidateEvents } from "../../cache/invalidate";
import { staffAnnouncementProcedures } from "../../lib/announcements";

/** Staff's events, public and private, soonest first. */
export const adminEventsRouter = staffAnnouncementProcedures({
  table: events,
  what: "Event",
  id: events.id,
  date: events.eventDate,
  time: events.eventTime,
  isPublic: events.isPublic,
  createInput: eventCreateInput,
  invalidate: invalidateEvents,
  updateInput: eventUpdateInput,
}) satisfies TRPCRouterRecord;
