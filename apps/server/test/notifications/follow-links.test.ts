import { obituaryFollowers, type DatabaseHandle } from "@fh/db";
import { createTestDatabase } from "@fh/db/testing";
import type { ParsedMail } from "mailparser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BuiltServer } from "../../src/app";
import { callers, mailServer, submission } from "./server";
import { TestSmtp } from "./smtp";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const header = (mail: ParsedMail, name: string) => mail.headerLines.find((h) => h.key === name)?.line.replace(/^[^:]+:\s*/, "");
const FOLLOWER = "june@example.com";
const form = { "content-type": "application/x-www-form-urlencoded" };

describe("Follow this obituary, over HTTP and real SMTP", () => {
  const smtp = new TestSmtp();
  let database: DatabaseHandle;
  let server: BuiltServer;
  let obituaryId = 0;
  const toFollower = () => smtp.to(FOLLOWER);
  const status = async () => (await database.db.select().from(obituaryFollowers))[0]?.status;

  beforeAll(async () => {
    await smtp.start();
    database = await createTestDatabase();
    server = await mailServer(database, smtp.url);
    const { visitor, staff } = callers(server);
    obituaryId = (await visitor.obituaries.submit(submission)).id;
    await staff.admin.obituaries.approve({ id: obituaryId });
  });
  afterAll(async () => {
    await server.app.close();
    await database.close();
    await smtp.stop();
  });

  it("follows over tRPC, and confirms only when the button is pressed (POST), not when the link is opened", async () => {
    const res = await server.app.inject({
      method: "POST",
      url: "/trpc/followers.follow",
      headers: { "content-type": "application/json" },
      payload: { json: { obituaryId, email: FOLLOWER } },
    });
    expect(res.statusCode).toBe(200);
    await expect.poll(() => toFollower().length, { timeout: 10_000 }).toBe(1);
    const confirmation = toFollower()[0]!;
    expect(confirmation.subject).toBe("Please confirm: service updates for Rosa Delgado");
    const url = /https:\/\/lakeworth\.example(\/api\/notifications\/follow\/confirm\/[A-Za-z0-9_-]{43})/.exec(confirmation.text ?? "");
    expect(url).not.toBeNull();
    const path = url![1]!;

    // A mail scanner opening the link: a page with a button, nothing confirmed, nothing kept by a cache.
    const shown = await server.app.inject({ method: "GET", url: path });
    expect(shown.statusCode).toBe(200);
    expect(shown.headers["cache-control"]).toBe("no-store");
    expect(shown.body).toContain('<form method="post">');
    expect(shown.body).toContain("Confirm");
    expect(await status()).toBe("pending");

    const done = await server.app.inject({ method: "POST", url: path, headers: form, payload: "" });
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain("Thank you, you are following");
    expect(done.body).toContain(`href="/obituaries/${obituaryId}"`);
    expect(await status()).toBe("confirmed");

    const bogus = await server.app.inject({ method: "POST", url: "/api/notifications/follow/confirm/" + "A".repeat(43), headers: form, payload: "" });
    expect(bogus.statusCode).toBe(404);
  });

  it("a service set by staff reaches the follower with List-Unsubscribe headers; the one-click POST, without a session, stops the emails", async () => {
    const { staff } = callers(server);
    const service = await staff.admin.services.create({
      title: "Funeral Mass",
      serviceDate: "2026-12-05",
      serviceTime: "10:00 AM",
      location: "St. Luke's Church",
      serviceType: "funeral",
      deceasedName: "x",
      obituaryId,
    });
    await expect.poll(() => toFollower().length, { timeout: 10_000 }).toBe(2);
    const notice = toFollower()[1]!;
    expect(notice.subject).toBe("Service details for Rosa Delgado: Funeral Mass");
    expect(notice.text).toContain("Saturday, December 5, 2026");
    expect(notice.text).toContain(`https://lakeworth.example/services/${service.id}.ics`);
    expect(header(notice, "list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
    const stop = /^<(https:\/\/lakeworth\.example\/api\/notifications\/follow\/unsubscribe\/[A-Za-z0-9_-]{43})>$/.exec(header(notice, "list-unsubscribe") ?? "")?.[1];
    expect(stop).toBeDefined();
    expect(notice.text).toContain(stop!);
    const path = new URL(stop!).pathname;

    const shown = await server.app.inject({ method: "GET", url: path });
    expect(shown.statusCode).toBe(200);
    expect(shown.body).toContain("Unsubscribe");
    expect(await status()).toBe("confirmed");

    // What a mail program sends (RFC 8058): no cookie, no session.
    const done = await server.app.inject({ method: "POST", url: path, headers: form, payload: "List-Unsubscribe=One-Click" });
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain("You are unsubscribed");
    expect(await status()).toBe("unsubscribed");
    const again = await server.app.inject({ method: "POST", url: path, headers: form, payload: "List-Unsubscribe=One-Click" });
    expect(again.statusCode).toBe(200);

    await staff.admin.services.update({ id: service.id, serviceTime: "11:00 AM" });
    await sleep(500);
    expect(toFollower()).toHaveLength(2);

    const bogus = await server.app.inject({ method: "POST", url: "/api/notifications/follow/unsubscribe/not-a-token", headers: form, payload: "List-Unsubscribe=One-Click" });
    expect(bogus.statusCode).toBe(404);
  });

  it("a follower from the Spanish page gets links that open their pages in Spanish", async () => {
    const address = "lucia@example.com";
    const res = await server.app.inject({
      method: "POST",
      url: "/trpc/followers.follow",
      headers: { "content-type": "application/json", "x-fh-locale": "es" },
      payload: { json: { obituaryId, email: address } },
    });
    expect(res.statusCode).toBe(200);
    await expect.poll(() => smtp.to(address).length, { timeout: 10_000 }).toBe(1);
    const url = /https:\/\/lakeworth\.example(\/api\/notifications\/follow\/confirm\/[A-Za-z0-9_-]{43}\?lang=es)/.exec(smtp.to(address)[0]!.text ?? "");
    expect(url).not.toBeNull();
    const path = url![1]!;

    const shown = await server.app.inject({ method: "GET", url: path });
    expect(shown.body).toContain('<html lang="es">');
    expect(shown.body).toContain("Confirme los avisos de los servicios por correo");
    expect(shown.body).toContain(">Confirmar</button>");
    // The button posts back to the same address, ?lang= and all.
    const done = await server.app.inject({ method: "POST", url: path, headers: form, payload: "" });
    expect(done.body).toContain("Gracias, ya está siguiendo este obituario");
    expect(done.body).toContain(`href="/es/obituaries/${obituaryId}"`);

    // A link that names no follower offers no button: it says, in the link's language, that it is not valid.
    const creole = await server.app.inject({ method: "GET", url: "/api/notifications/follow/unsubscribe/" + "B".repeat(43) + "?lang=ht" });
    expect(creole.statusCode).toBe(404);
    expect(creole.body).toContain('<html lang="ht">');
    expect(creole.body).toContain("Lyen sa a pa bon");
    const unknown = await server.app.inject({ method: "POST", url: "/api/notifications/unsubscribe/" + "C".repeat(43) + "?lang=es", headers: form, payload: "" });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain("Este enlace no es válido");
  });

  it("refuses to follow a page that is not public, with a 404", async () => {
    const res = await server.app.inject({
      method: "POST",
      url: "/trpc/followers.follow",
      headers: { "content-type": "application/json" },
      payload: { json: { obituaryId: 999_999, email: FOLLOWER } },
    });
    expect(res.statusCode).toBe(404);
  });
});
