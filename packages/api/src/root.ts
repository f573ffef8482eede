import { chatRouter } from "./routers/chat";
import { consultationsRouter } from "./routers/consultations";
import { contactRouter } from "./routers/contact";
import { eventsRouter } from "./routers/events";
import { familyRouter } from "./routers/family";
import { familyMemorialRouter } from "./routers/family-memorial";
import { followRouter } from "./routers/follow";
import { guestBookRouter } from "./routers/guest-book";
import { obituariesRouter } from "./routers/obituaries";
import { priceListRouter } from "./routers/price-list";
import { prePlanningRouter } from "./routers/pre-planning";
import { servicesRouter } from "./routers/services";
import { systemRouter } from "./routers/system";
import { authRouter } from "./routers/auth";
import { adminRouter } from "./routers/admin";
import type { inferRouterInputs, inferRouterOutputs } from "@trpc/server";
import { createCallerFactory, createTRPCRouter } from "./trpc";

/**
 * Every procedure of the product. Each resource's procedures are a plain
 * object in routers/ (create-t3-turbo's style); this is the one place they
 * become a router. Staff-only ones use staffProcedure; the REST shims in
 * apps/server call these same procedures. Photo uploads are multipart, so
 * they are REST only (see storePhoto).
 */
export const appRouter = createTRPCRouter({
  system: systemRouter,
  obituaries: obituariesRouter,
  guestBook: guestBookRouter,
  followers: followRouter,
  consultations: consultationsRouter,
  events: eventsRouter,
  services: servicesRouter,
  contact: contactRouter,
  chat: chatRouter,
  priceList: priceListRouter,
  prePlanning: prePlanningRouter,
  auth: authRouter,
  admin: adminRouter,
  family: familyRouter,
  familyMemorial: familyMemorialRouter,
});

export type AppRouter = typeof appRouter;

/**
 * What each procedure takes and answers, inferred from the router: the one
 * shape the apps, the server and the tests use (e.g.
 * `RouterOutputs["admin"]["obituaries"]["list"][number]`). Never copy a shape
 * by hand.
 */
export type RouterInputs = inferRouterInputs<AppRouter>;
export type RouterOutputs = inferRouterOutputs<AppRouter>;

export const createCaller = createCallerFactory(appRouter);
