import { TRPCError } from "@trpc/server";
import type { FastifyPluginAsync } from "fastify";
import type { ContextFactory } from "../context";
import { idParam, sameAsProcedure } from "../cache/cacheable";
import { pathId, shim } from "./shim";

/**
 * A JSON body must be an object of fields; anything else (a JSON `null`
 * included) is refused before the procedure. No body at all is no fields:
 * POST /api/chat/session needs none.
 */
function fields(body: unknown): Record<string, unknown> {
  if (body === undefined) return {};
  if (typeof body !== "object" || Array.isArray(body)) {
    throw new TRPCError({ code: "BAD_REQUEST", message: "The request body must be a JSON object" });
  }
  return body as Record<string, unknown>;
}

/**
 * SPEC §7, public calls. Each route calls its procedure and nothing else (the
 * bodies are cast to the input type: the procedure's schema checks them);
 * POSTs answer 201 with the created record's public fields. Photo upload
 * lives in plugins/uploads.ts with its multipart parser. A read the same for
 * every visitor is kept by the public cache as its procedure is (`cached`).
 */
export const publicRoutesPlugin: FastifyPluginAsync<{ createContext: ContextFactory }> = async (app, { createContext }) => {
  const created = { status: 201 };
  const cached = (...args: Parameters<typeof sameAsProcedure>) => ({ config: { publicCache: sameAsProcedure(...args) } });

  app.get("/api/obituaries", cached("obituaries.list"), shim(createContext, ({ caller }) => caller.obituaries.list()));
  app.post(
    "/api/obituaries",
    shim(createContext, ({ caller, body }) => caller.obituaries.submit(fields(body) as never), created),
  );
  app.get(
    "/api/obituaries/:id",
    cached("obituaries.byId", (params) => ({ id: idParam(params) })),
    shim(createContext, ({ caller, params }) => caller.obituaries.byId({ id: pathId(params.id) })),
  );
  app.get(
    "/api/obituaries/:id/photos",
    cached("obituaries.photos", (params) => ({ id: idParam(params) })),
    shim(createContext, ({ caller, params }) => caller.obituaries.photos({ id: pathId(params.id) })),
  );
  app.get(
    "/api/obituaries/:id/guestbook",
    cached("guestBook.list", (params) => ({ obituaryId: idParam(params) })),
    shim(createContext, ({ caller, params }) => caller.guestBook.list({ obituaryId: pathId(params.id) })),
  );
  app.post(
    "/api/obituaries/:id/guestbook",
    shim(
      createContext,
      ({ caller, params, body }) => caller.guestBook.add({ ...fields(body), obituaryId: pathId(params.id) } as never),
      created,
    ),
  );

  // Not in SPEC §7: the booking form asks which times of a day are still free.
  app.get(
    "/api/consultations/slots",
    shim(createContext, ({ caller, query }) =>
      caller.consultations.slots({ date: typeof query.date === "string" ? query.date : "" }),
    ),
  );
  app.post(
    "/api/consultations",
    shim(createContext, ({ caller, body }) => caller.consultations.book(fields(body) as never), created),
  );
  app.get("/api/events", cached("events.upcoming"), shim(createContext, ({ caller }) => caller.events.upcoming()));
  app.get("/api/services", cached("services.upcoming"), shim(createContext, ({ caller }) => caller.services.upcoming()));
  // "I'll attend" on an upcoming public service of an obituary's page.
  app.post(
    "/api/services/:id/rsvp",
    shim(createContext, ({ caller, params, body }) => caller.services.rsvp({ ...fields(body), serviceId: pathId(params.id) } as never), created),
  );
  app.post("/api/contact", shim(createContext, ({ caller, body }) => caller.contact.send(fields(body) as never), created));
  // Not in SPEC §7: /plan-ahead's request, priced by the server (201 { id, total } in cents).
  app.post("/api/pre-planning", shim(createContext, ({ caller, body }) => caller.prePlanning.submit(fields(body) as never), created));

  app.post(
    "/api/chat/session",
    shim(createContext, ({ caller, body }) => caller.chat.createSession(fields(body) as never), created),
  );
  app.get(
    "/api/chat/:sessionId/messages",
    shim(createContext, ({ caller, params }) => caller.chat.messages({ sessionId: params.sessionId ?? "" })),
  );
  app.post(
    "/api/chat/:sessionId/messages",
    shim(
      createContext,
      ({ caller, params, body }) => caller.chat.send({ ...fields(body), sessionId: params.sessionId } as never),
      created,
    ),
  );
  app.post(
    "/api/chat/:sessionId/ai-response",
    shim(
      createContext,
      ({ caller, params, body }) => caller.chat.aiResponse({ ...fields(body), sessionId: params.sessionId } as never),
      created,
    ),
  );
};
