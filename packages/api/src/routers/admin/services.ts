import { services } from "@fh/db";
import { serviceCreateInput, serviceUpdateInput } from "@fh/validators";
import type { TRPCRouterRecord } from "@trpc/server";
import { staffAnnouncementProcedures } from "../../lib/announcements";

/** Staff's funeral services, public and private, soonest first. */
export const adminServicesRouter = staffAnnouncementProcedures({
  table: services,
  what: "Service",
  id: services.id,
  date: services.serviceDate,
  time: services.serviceTime,
  isPublic: services.isPublic,
  createInput: serviceCreateInput,
  updateInput: serviceUpdateInput,
}) satisfies TRPCRouterRecord;
