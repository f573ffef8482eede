import { services } from "@fh/db";
import { serviceCreateInput, serviceUpdateInput } from "@fh/validators";
import type { TRPCRouterRecord } from "@trpc/server";
import { invalidateServices } from "../../cache/invalidate";
import { staffAnnouncementProcedures } from "../../lib/announcements";
import { withLinkedObituary } from "../../lib/service-obituary";
import { attendanceOf } from "../../lib/service-rsvps";
import { notifyRsvpsOfServiceChange } from "../../notifications/rsvp-notices";
import { notifyFollowersOfServiceChange } from "../../notifications/service-notices";
import { staffProcedure } from "../../trpc";

/** Staff's funeral services, public and private, soonest first. */
export const adminServicesRouter = {
  ...staffAnnouncementProcedures({
    table: services,
    what: "Service",
    id: services.id,
    date: services.serviceDate,
    time: services.serviceTime,
    isPublic: services.isPublic,
    createInput: serviceCreateInput,
    invalidate: invalidateServices,
    updateInput: serviceUpdateInput,
    prepare: withLinkedObituary,
    // Followers of the linked obituary hear of an added, changed or removed service; those who said they would attend, of a change or cancellation.
    onChange: async (ctx, before, after) => {
      await notifyFollowersOfServiceChange(ctx, before, after);
      await notifyRsvpsOfServiceChange(ctx, before, after);
    },
  }),

  /** Who said they will attend each service ("I'll attend"): people in all and each answer's name, for the Services page and the service dialog. */
  attendance: staffProcedure.query(async ({ ctx }) => {
    const ids = await ctx.db.select({ id: services.id }).from(services);
    return (await attendanceOf(ctx, ids.map((row) => row.id))).filter((a) => a.answers.length > 0);
  }),
} satisfies TRPCRouterRecord;
