import type { TRPCRouterRecord } from "@trpc/server";
import { adminConsultationsRouter } from "./consultations";
import { adminContactMessagesRouter } from "./contact-messages";
import { adminEventsRouter } from "./events";
import { adminNotificationsRouter } from "./notifications";
import { adminObituariesRouter } from "./obituaries";
import { adminPhotosRouter } from "./photos";
import { adminPriceListRouter } from "./price-list";
import { adminPrivacyRouter } from "./privacy";
import { adminServicesRouter } from "./services";

/** The staff back office. Every procedure in here is a staffProcedure (a test walks them all). */
export const adminRouter = {
  obituaries: adminObituariesRouter,
  photos: adminPhotosRouter,
  consultations: adminConsultationsRouter,
  events: adminEventsRouter,
  services: adminServicesRouter,
  contactMessages: adminContactMessagesRouter,
  privacy: adminPrivacyRouter,
  notifications: adminNotificationsRouter,
  priceList: adminPriceListRouter,
} satisfies TRPCRouterRecord;
