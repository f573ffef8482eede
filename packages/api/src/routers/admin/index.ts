import type { TRPCRouterRecord } from "@trpc/server";
import { adminAccountRouter } from "./account";
import { adminAuditRouter } from "./audit";
import { adminConsultationsRouter } from "./consultations";
import { adminContactMessagesRouter } from "./contact-messages";
import { adminEventsRouter } from "./events";
import { adminFamilyRouter } from "./family";
import { adminGuestBookRouter } from "./guest-book";
import { adminNotificationsRouter } from "./notifications";
import { adminObituariesRouter } from "./obituaries";
import { adminPhotosRouter } from "./photos";
import { adminPriceListRouter } from "./price-list";
import { adminPrePlanningRouter } from "./pre-planning";
import { adminPrivacyRouter } from "./privacy";
import { adminServicesRouter } from "./services";
import { adminStaffAccountsRouter } from "./staff-accounts";
import { adminSystemRouter } from "./system";

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
  prePlanning: adminPrePlanningRouter,
  // Your own account; staff accounts and the audit trail (owners).
  account: adminAccountRouter,
  staffAccounts: adminStaffAccountsRouter,
  audit: adminAuditRouter,
  // Backups and the home's export (owners).
  system: adminSystemRouter,
  guestBook: adminGuestBookRouter,
  family: adminFamilyRouter,
} satisfies TRPCRouterRecord;
