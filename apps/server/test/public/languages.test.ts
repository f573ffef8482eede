import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPublicTestServer, insertLiveObituary, sampleObituary, startChat, type PublicTestServer } from "./helpers";

/**
 * The server answers a visitor's form in the page's language (the
 * x-fh-locale header the web app sends, else the fh_locale cookie). Only the
 * words change: the status, the field names and the English answer stay
 * exactly as they were; staff calls stay English.
 */
describe("the server's form errors in the visitor's language", () => {
  let server: PublicTestServer;
  let liveId: number;
  beforeAll(async () => {
    server = await createPublicTestServer();
    liveId = await insertLiveObituary(server);
  });
  afterAll(() => server.close());

  const rest = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    server.app.inject({ method: "POST", url, payload: payload as never, headers });
  const trpc = (path: string, input: unknown, headers: Record<string, string> = {}) =>
    server.app.inject({
      method: "POST",
      url: `/trpc/${path}`,
      payload: { json: input },
      headers: { "content-type": "application/json", ...headers },
    });

  it("REST 400 in Spanish from the header: the field is named, the words are Spanish", async () => {
    const res = await rest("/api/obituaries", { ...sampleObituary, submitterEmail: "maria@" }, { "x-fh-locale": "es" });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: "submitterEmail: El correo electrónico no es válido",
      fields: { submitterEmail: "El correo electrónico no es válido" },
    });
  });

  it("REST 400 in Haitian Creole from the cookie, with a numbered message", async () => {
    const res = await rest(
      "/api/contact",
      { name: "Jan", email: "jan@example.com", message: "x".repeat(5001) },
      { cookie: "fh_locale=ht" },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: "message: Li pa dwe depase 5000 karaktè", fields: { message: "Li pa dwe depase 5000 karaktè" } });
  });

  it("the header wins over the cookie; an unknown language is English", async () => {
    const both = await rest("/api/contact", { name: "", email: "a@b.co", message: "Hi" }, { "x-fh-locale": "ht", cookie: "fh_locale=es" });
    expect(both.json()).toMatchObject({ fields: { name: "Ou dwe ranpli chan sa a" } });
    const unknown = await rest("/api/contact", { name: "", email: "a@b.co", message: "Hi" }, { "x-fh-locale": "fr" });
    expect(unknown.json()).toEqual({ error: "name: Required", fields: { name: "Required" } });
  });

  it("English answers exactly as before", async () => {
    const res = await rest("/api/obituaries", { ...sampleObituary, submitterEmail: "maria@" });
    expect(res.json()).toEqual({ error: "submitterEmail: Invalid email", fields: { submitterEmail: "Invalid email" } });
  });

  it("a cross-field rule and an API rule answer in the language too", async () => {
    const swapped = await rest(
      "/api/obituaries",
      { ...sampleObituary, dateOfBirth: "2025-01-02", dateOfDeath: "1941-03-12" },
      { "x-fh-locale": "es" },
    );
    expect(swapped.json()).toMatchObject({
      fields: { dateOfDeath: "La fecha de fallecimiento no puede ser anterior a la fecha de nacimiento" },
    });
    const past = await rest(
      "/api/consultations",
      {
        firstName: "Ana",
        lastName: "Diaz",
        email: "ana@example.com",
        phone: "561-555-0100",
        appointmentDate: "2001-01-02",
        appointmentTime: "10:00 AM",
        consultationType: "in-person",
        serviceInterest: "traditional-funeral",
      },
      { "x-fh-locale": "ht" },
    );
    expect(past.statusCode).toBe(400);
    expect(past.json()).toEqual({
      error: "appointmentDate: Chwazi jodi a oswa yon dat ki pi devan",
      fields: { appointmentDate: "Chwazi jodi a oswa yon dat ki pi devan" },
    });
  });

  it("a 404 says so in the visitor's language", async () => {
    // POST: never a kept answer (the public cache keys its GET answers by the asked language: see cache/plugin.ts).
    const res = await rest("/api/obituaries/99999/guestbook", { authorName: "Jan", message: "Kondoleyans" }, { "x-fh-locale": "ht" });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: "Nou pa jwenn nekwoloji sa a" });
    const bad = await server.app.inject({ method: "POST", url: "/api/contact", payload: "{nope", headers: { "content-type": "application/json", "x-fh-locale": "es" } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ error: "El cuerpo de la solicitud no es JSON válido" });
  });

  it("tRPC: the message and zodError's field errors in Spanish and Haitian Creole", async () => {
    const es = await trpc("guestBook.add", { obituaryId: liveId, authorName: "", message: "Con cariño" }, { "x-fh-locale": "es" });
    expect(es.statusCode).toBe(400);
    const esError = (es.json() as { error: { json: { message: string; data: { zodError: { fieldErrors: Record<string, string[]> } } } } }).error.json;
    expect(esError.message).toBe("authorName: Este campo es obligatorio");
    expect(esError.data.zodError.fieldErrors).toEqual({ authorName: ["Este campo es obligatorio"] });

    const ht = await server.app.inject({
      method: "GET",
      url: `/trpc/consultations.slots?input=${encodeURIComponent(JSON.stringify({ json: { date: "demen" } }))}`,
      headers: { cookie: "fh_locale=ht" },
    });
    expect(ht.statusCode).toBe(400);
    const htError = (ht.json() as { error: { json: { message: string; data: { zodError: { fieldErrors: Record<string, string[]> } } } } }).error.json;
    expect(htError.message).toBe("date: Ekri dat la konsa: aaaa-mm-jj (ane, mwa, jou)");
    expect(htError.data.zodError.fieldErrors.date).toEqual(["Ekri dat la konsa: aaaa-mm-jj (ane, mwa, jou)"]);

    const en = await trpc("guestBook.add", { obituaryId: liveId, authorName: "", message: "With love" });
    expect((en.json() as { error: { json: { message: string } } }).error.json.message).toBe("authorName: Required");
  });

  it("tRPC: a public not-found answers in the language", async () => {
    const url = `/trpc/events.calendarItem?input=${encodeURIComponent(JSON.stringify({ json: { id: 99999 } }))}`;
    const english = await server.app.inject({ method: "GET", url });
    expect((english.json() as { error: { json: { message: string } } }).error.json.message).toBe("Event not found");
    const res = await server.app.inject({ method: "GET", url, headers: { "x-fh-locale": "es" } });
    expect(res.statusCode).toBe(404);
    expect((res.json() as { error: { json: { message: string } } }).error.json.message).toBe("No encontramos este evento");
  });

  it("staff calls stay English whatever the request says", async () => {
    const restStaff = await rest("/api/auth/login", { username: "", password: "" }, { "x-fh-locale": "es", cookie: "fh_locale=es" });
    expect(restStaff.statusCode).toBe(400);
    expect(JSON.stringify(restStaff.json())).not.toMatch(/obligatorio/);
    expect((restStaff.json() as { error: string }).error).toMatch(/^username: /);
    const trpcStaff = await trpc("auth.login", { username: "", password: "" }, { "x-fh-locale": "ht" });
    expect(JSON.stringify(trpcStaff.json())).not.toMatch(/Ou dwe/);
    const admin = await server.app.inject({ method: "GET", url: "/api/admin/obituaries", headers: { "x-fh-locale": "es" } });
    expect(admin.statusCode).toBe(401);
    expect(admin.json()).toEqual({ error: "Authentication required" });
  });

  it("the chat answers a crisis message in the page's language, 988 first", async () => {
    const ask = async (message: string, headers: Record<string, string>) => {
      const { sessionId, cookie } = await startChat(server);
      const res = await server.app.inject({
        method: "POST",
        url: `/api/chat/${sessionId}/ai-response`,
        payload: { message },
        headers: { ...headers, cookie: [cookie, headers.cookie].filter(Boolean).join("; ") },
      });
      expect(res.statusCode).toBe(201);
      return (res.json() as { message: string }).message;
    };
    const es = await ask("Me quiero morir", { "x-fh-locale": "es" });
    expect(es.split("\n\n")[0]).toContain("llama al 988 y marca 2, o envía AYUDA por mensaje de texto al 988");
    const ht = await ask("Mwen pa vle viv ankò", { cookie: "fh_locale=ht" });
    expect(ht.split("\n\n")[0]).toMatch(/rele 988 oswa voye yon tèks bay 988.*entèprèt/s);
    expect(ht.split("\n\n")[1]).toMatch(/rele 911/);
    const en = await ask("I want to die", {});
    expect(en.split("\n")[0]).toMatch(/Please call 988 or text 988 right now/);
    // Everyday grief gets the ordinary answer, in the page's language.
    expect(await ask("extraño a mi mamá", { "x-fh-locale": "es" })).toMatch(/^Lamento mucho su pérdida/);
  });
});
