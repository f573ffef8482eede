import { services } from "@fh/db";
import { serviceCreateInput, serviceUpdateInput } from "@fh/validators";
import type { TRPCRouterRecord } from "@trpc/server";
import { invalidateServices } from "../../cache/invalidate";
import { staffAnnouncementProcedures } from "../../lib/announcements";
import { withLinkedObituary } from "../../lib/service-obituary";
import { notifyFollowersOfServiceChange } from "../../notifications/service-notices";

/** Staff's funeral services, public and private, soonest first. */
export const adminServicesRouter = staffAnnouncementProcedures({
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
  // Followers of the linked obituary hear of an added, changed or removed service.
  onChange: notifyFollowersOfServiceChange,
}) satisfies TRPCRouterRecord;
