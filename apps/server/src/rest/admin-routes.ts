import type {
  ConsultationCreateInput,
  ConsultationSetStatusInput,
  ContactMessageSetStatusInput,
  EventCreateInput,
  EventUpdateInput,
  LoginInput,
  NotificationRecipientsInput,
  ObituaryCreateInput,
  ObituaryDeclineInput,
  ObituaryUpdateInput,
  PrePlanningSetStatusInput,
  ServiceCreateInput,
  ServiceUpdateInput,
  TestEmailInput,
} from "@fh/validators";
import type { FastifyPluginAsync } from "fastify";
import type { ContextFactory } from "../context";
import { pathId, shim } from "./shim";

/** The route's `:id` (see pathId). */
function id(params: Record<string, string>): number {
  return pathId(params.id);
}

/**
 * The JSON body as an object (anything else counts as empty, so validation
 * names the missing fields). Typed as the procedure's input only to reach it:
 * the procedure's zod schema checks every field.
 */
function fields(body: unknown): Record<string, unknown> {
  return body !== null && typeof body === "object" && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
}

/**
 * SPEC §7, admin calls, exactly as listed, plus POST /api/admin/obituaries
 * (staff creating an obituary) and PATCH …/undo-decline. Each route calls its procedure and
 * nothing else; the procedures enforce the staff session (Bearer or cookie).
 */
export const adminRoutesPlugin: FastifyPluginAsync<{ createContext: ContextFactory }> = async (app, { createContext }) => {
  const route = (handler: Parameters<typeof shim>[1], status?: number) => shim(createContext, handler, { status });

  app.post("/api/auth/login", route(({ caller, body }) => caller.auth.login(fields(body) as LoginInput)));
  app.get("/api/auth/me", route(({ caller }) => caller.auth.me()));
  app.post("/api/auth/logout", route(({ caller }) => caller.auth.logout()));

  app.get("/api/admin/obituaries", route(({ caller }) => caller.admin.obituaries.list()));
  app.post("/api/admin/obituaries", route(({ caller, body }) => caller.admin.obituaries.create(fields(body) as ObituaryCreateInput), 201));
  app.patch("/api/admin/obituaries/:id/approve", route(({ caller, params }) => caller.admin.obituaries.approve({ id: id(params) })));
  // SPEC §7 sends no body; an optional { note } is staff's words to the family in the "not published" email.
  app.patch(
    "/api/admin/obituaries/:id/decline",
    route(({ caller, params, body }) => caller.admin.obituaries.decline({ ...fields(body), id: id(params) } as ObituaryDeclineInput)),
  );
  // Not in SPEC §7: takes a decline back while its family's email still waits (10 minutes), else 409.
  app.patch("/api/admin/obituaries/:id/undo-decline", route(({ caller, params }) => caller.admin.obituaries.undoDecline({ id: id(params) })));
  app.patch("/api/admin/obituaries/:id/unlist", route(({ caller, params }) => caller.admin.obituaries.unlist({ id: id(params) })));
  app.delete("/api/admin/obituaries/:id", route(({ caller, params }) => caller.admin.obituaries.delete({ id: id(params) })));
  app.patch(
    "/api/admin/obituaries/:id",
    route(({ caller, params, body }) => caller.admin.obituaries.update({ ...fields(body), id: id(params) } as ObituaryUpdateInput)),
  );

  app.get("/api/admin/photos", route(({ caller }) => caller.admin.photos.list()));
  app.delete(
    "/api/admin/photos/:filename",
    // ?force=true confirms deleting a photo that obituaries show (without it: 409 naming them).
    route(({ caller, params, query }) => caller.admin.photos.delete({ filename: params.filename ?? "", force: query.force === "true" })),
  );

  app.get("/api/admin/consultations", route(({ caller }) => caller.admin.consultations.list()));
  app.post("/api/admin/consultations", route(({ caller, body }) => caller.admin.consultations.create(fields(body) as ConsultationCreateInput), 201));
  app.patch(
    "/api/admin/consultations/:id/status",
    route(({ caller, params, body }) => caller.admin.consultations.setStatus({ ...fields(body), id: id(params) } as ConsultationSetStatusInput)),
  );
  app.delete("/api/admin/consultations/:id", route(({ caller, params }) => caller.admin.consultations.delete({ id: id(params) })));

  app.get("/api/admin/events", route(({ caller }) => caller.admin.events.list()));
  app.post("/api/admin/events", route(({ caller, body }) => caller.admin.events.create(fields(body) as EventCreateInput), 201));
  app.patch("/api/admin/events/:id", route(({ caller, params, body }) => caller.admin.events.update({ ...fields(body), id: id(params) } as EventUpdateInput)));
  app.delete("/api/admin/events/:id", route(({ caller, params }) => caller.admin.events.delete({ id: id(params) })));

  app.get("/api/admin/services", route(({ caller }) => caller.admin.services.list()));
  app.post("/api/admin/services", route(({ caller, body }) => caller.admin.services.create(fields(body) as ServiceCreateInput), 201));
  app.patch(
    "/api/admin/services/:id",
    route(({ caller, params, body }) => caller.admin.services.update({ ...fields(body), id: id(params) } as ServiceUpdateInput)),
  );
  app.delete("/api/admin/services/:id", route(({ caller, params }) => caller.admin.services.delete({ id: id(params) })));

  app.get("/api/admin/contact-messages", route(({ caller }) => caller.admin.contactMessages.list()));
  app.patch(
    "/api/admin/contact-messages/:id/status",
    route(({ caller, params, body }) => caller.admin.contactMessages.setStatus({ ...fields(body), id: id(params) } as ContactMessageSetStatusInput)),
  );

  // Not in SPEC §7: the Pre-planning tab's list (urgent first, then newest) and its status change.
  app.get("/api/admin/pre-planning", route(({ caller }) => caller.admin.prePlanning.list()));
  app.patch(
    "/api/admin/pre-planning/:id/status",
    route(({ caller, params, body }) => caller.admin.prePlanning.setStatus({ ...fields(body), id: id(params) } as PrePlanningSetStatusInput)),
  );

  // Not in SPEC §7: the Notifications page's calls, for scripts and monitoring.
  app.get("/api/admin/notifications", route(({ caller }) => caller.admin.notifications.settings()));
  app.put(
    "/api/admin/notifications/recipients",
    route(({ caller, body }) => caller.admin.notifications.setRecipients(fields(body) as NotificationRecipientsInput)),
  );
  app.get("/api/admin/notifications/outbox", route(({ caller }) => caller.admin.notifications.outbox({})));
  app.post("/api/admin/notifications/outbox/:id/retry", route(({ caller, params }) => caller.admin.notifications.retry({ id: id(params) })));
  app.post("/api/admin/notifications/test", route(({ caller, body }) => caller.admin.notifications.sendTest(fields(body) as TestEmailInput)));
};
