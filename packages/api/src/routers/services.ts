import { services } from "@fh/db";
import type { TRPCRouterRecord } from "@trpc/server";
import { upcomingAnnouncementsProcedure } from "../lib/announcements";

export const servicesRouter = {
  /** Public funeral services from today (in Lake Worth) onward, soonest first. */
  upcoming: upcomingAnnouncementsProcedure({
    table: services,
    id: services.id,
    isPublic: services.isPublic,
    columns: {
      id: services.id,
      title: services.title,
      description: services.description,
      serviceDate: services.serviceDate,
      serviceTime: services.serviceTime,
      location: services.location,
      serviceType: services.serviceType,
      deceasedName: services.deceasedName,
    },
    date: "serviceDate",
    time: "serviceTime",
  }),
} satisfies TRPCRouterRecord;
