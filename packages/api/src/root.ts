import { chatRouter } from "./routers/chat";
import { consultationsRouter } from "./routers/consultations";
import { contactRouter } from "./routers/contact";
import { eventsRouter } from "./routers/events";
import { guestBookRouter } from "./routers/guest-book";
import { obituariesRouter } from "./routers/obituaries";
import { servicesRouter } from "./routers/services";
import { systemRouter } from "./routers/system";
import { authRouter } from "./routers/auth";
import { adminRouter } from "./routers/admin";
import { createCallerFactory, createTRPCRouter } from "./trpc";

/**
 * Every procedure of the product, one router per resource. Staff-only ones use
 * staffProcedure; the REST shims in apps/server call these same procedures.
 * Photo uploads are multipart, so they are REST only (see storePhoto).
 */
export const appRouter = createTRPCRouter({
  system: systemRouter,
  obituaries: obituariesRouter,
  guestBook: guestBookRouter,
  consultations: consultationsRouter,
  events: eventsRouter,
  services: servicesRouter,
  contact: contactRouter,
  chat: chatRouter,
  auth: authRouter,
  admin: adminRouter,
});

export type AppRouter = typeof appRouter;

export const createCaller = createCallerFactory(appRouter);
