import { Writable } from "node:stream";
import { databaseFailureOf } from "@fh/api";
import { events } from "@fh/db";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStaffTestServer, type StaffTestServer } from "./admin/staff-helpers";
import { logFailure } from "../src/plugins/errors";
import { expectNothingInternal } from "./public/helpers";

const cursorOf = (values: unknown[]) => Buffer.from(JSON.stringify(values), "utf8").toString("base64url");
const searchUrl = (input: Record<string, unknown>) => `/trpc/obituaries.search?input=${encodeURIComponent(JSON.stringify({ json: input }))}`;

interface TrpcError {
  error: { json: { message: string; data: { httpStatus: number; zodError: { fieldErrors: Record<string, string[]> } | null } } };
}

/**
 * Inputs that once answered 500 (and logged their SQL with
 * every parameter), each now a 400 naming its field.
 */
describe("odd input: a 400 naming the field, never a 500", () => {
  let server: StaffTestServer;
  let auth: Record<string, string>;
  let obituaryId = 0;
  let eventId = 0;

  beforeAll(async () => {
    server = await createStaffTestServer({ seed: true });
    auth = server.bearer((await server.login()).token);
    const list = await server.app.inject({ method: "GET", url: "/api/admin/obituaries", headers: auth });
    obituaryId = (list.json() as Array<{ id: number }>)[0]!.id;
    const event = await server.app.inject({
      method: "POST",
      url: "/api/admin/events",
      headers: auth,
      payload: { title: "Candle vigil", eventDate: "2030-05-01", eventTime: "7:00 PM" },
    });
    eventId = (event.json() as { id: number }).id;
  });
  afterAll(() => server.close());

  async function searchRefusal(input: Record<string, unknown>) {
    const res = await server.app.inject({ method: "GET", url: searchUrl(input) });
    expectNothingInternal(res.body);
    return { status: res.statusCode, message: (res.json() as TrpcError).error.json.message };
  }

  it("obituaries.search: NUL in the text, and cursors the database could not take", async () => {
    expect(await searchRefusal({ search: "Ann\u0000" })).toEqual({ status: 400, message: "search: Contains a character that is not allowed" });
    const cursors: Array<[string, unknown[]]> = [
      ["alphabetical", ["alphabetical", "Smith\u0000", "Ann", 1, 10]],
      ["alphabetical", ["alphabetical", "Smith", "Ann", 2 ** 31, 10]],
      ["newest", ["newest", "2025-01-24 13:05:09.123456+00", 2 ** 31, 10]],
      ["newest", ["newest", "2025-01-24 13:05:09.123456+00", Number.MAX_SAFE_INTEGER, 10]],
      // Shaped like PostgreSQL's timestamp text, but no real moment.
      ["newest", ["newest", "2025-13-45 13:05:09+00", 1, 10]],
      ["newest", ["newest", "2025-02-30 13:05:09+00", 1, 10]],
      ["oldest", ["oldest", "2025-01-24 25:61:61+00", 1, 10]],
      ["oldest", ["oldest", "0000-01-01 00:00:00+00", 1, 10]],
      ["newest", ["newest", "2025-01-24 13:05:09+99", 1, 10]],
      ["newest", ["newest", "2025-01-24 13:05:09+05:99", 1, 10]],
    ];
    for (const [sort, values] of cursors) {
      expect(await searchRefusal({ sort, cursor: cursorOf(values) }), JSON.stringify(values)).toEqual({ status: 400, message: "cursor: Invalid cursor" });
    }
    // The edges that are real still page.
    const edge = await server.app.inject({ method: "GET", url: searchUrl({ cursor: cursorOf(["newest", "2025-01-24 13:05:09.123456+05:30", 2 ** 31 - 1, 10]) }) });
    expect(edge.statusCode).toBe(200);
  });

  it("NUL in any staff text field: 400 naming the field", async () => {
    const forms: Array<{ method: "POST" | "PATCH"; url: string; valid: Record<string, unknown>; texts: string[] }> = [
      {
        method: "POST",
        url: "/api/admin/events",
        valid: { title: "Vigil", description: "By the lake", eventDate: "2030-05-01", eventTime: "7:00 PM", location: "Bryant Park" },
        texts: ["title", "description", "eventTime", "location"],
      },
      {
        method: "PATCH",
        url: `/api/admin/events/${eventId}`,
        valid: { title: "Vigil" },
        texts: ["title", "description", "eventTime", "location"],
      },
      {
        method: "POST",
        url: "/api/admin/services",
        valid: { title: "Funeral", deceasedName: "Rosa Delgado", serviceDate: "2030-05-01", serviceTime: "10:00 AM", description: "x", location: "Chapel" },
        texts: ["title", "deceasedName", "serviceTime", "description", "location"],
      },
      {
        method: "POST",
        url: "/api/admin/consultations",
        valid: { firstName: "Mark", lastName: "Ortiz", email: "mark@example.com", phone: "561-555-0101", appointmentDate: "2030-03-04", preferredTime: "2:00 PM", message: "x" },
        texts: ["firstName", "lastName", "email", "phone", "preferredTime", "message"],
      },
      {
        method: "PATCH",
        url: `/api/admin/obituaries/${obituaryId}`,
        valid: {
          firstName: "Rose",
          lastName: "Alvarez",
          dateOfBirth: "1941-03-02",
          dateOfDeath: "2025-01-10",
          biography: "A devoted teacher.",
          submitterName: "Lena Alvarez",
          submitterEmail: "lena@example.com",
          submitterPhone: "561-555-0142",
        },
        texts: ["firstName", "lastName", "biography", "submitterName", "submitterEmail", "submitterPhone"],
      },
    ];
    for (const form of forms) {
      for (const field of form.texts) {
        const res = await server.app.inject({ method: form.method, url: form.url, headers: auth, payload: { ...form.valid, [field]: "Ro\u0000sa" } });
        expect(res.statusCode, `${form.url} ${field}`).toBe(400);
        expect((res.json() as { error: string }).error, `${form.url} ${field}`).toMatch(new RegExp(`^${field}: `));
        expect((res.json() as { fields: Record<string, string> }).fields, `${form.url} ${field}`).toHaveProperty(field);
      }
    }
    const login = await server.app.inject({ method: "POST", url: "/api/auth/login", payload: { username: "director\u0000", password: "x" } });
    expect(login.statusCode).toBe(400);
    expect((login.json() as { error: string }).error).toMatch(/^username: /);
  });

  it("dates in year 0000 on staff routes: 400 naming the field, as a date or a date-time", async () => {
    const cases: Array<{ method: "POST" | "PATCH"; url: string; body: Record<string, unknown>; field: string }> = [
      { method: "POST", url: "/api/admin/events", body: { title: "Vigil", eventTime: "7 PM" }, field: "eventDate" },
      { method: "PATCH", url: `/api/admin/events/${eventId}`, body: {}, field: "eventDate" },
      { method: "POST", url: "/api/admin/services", body: { title: "Funeral", deceasedName: "Rosa", serviceTime: "10 AM" }, field: "serviceDate" },
      {
        method: "POST",
        url: "/api/admin/consultations",
        body: { firstName: "Mark", lastName: "Ortiz", email: "mark@example.com", phone: "561", preferredTime: "2 PM" },
        field: "appointmentDate",
      },
      {
        method: "PATCH",
        url: `/api/admin/obituaries/${obituaryId}`,
        body: { firstName: "R", lastName: "A", dateOfDeath: "2025-01-10", biography: "b", submitterName: "L", submitterEmail: "l@example.com" },
        field: "dateOfBirth",
      },
    ];
    for (const { method, url, body, field } of cases) {
      for (const date of ["0000-01-01", "0000-12-31T00:00:00.000Z"]) {
        const res = await server.app.inject({ method, url, headers: auth, payload: { ...body, [field]: date } });
        expect(res.statusCode, `${url} ${field} ${date}`).toBe(400);
        expect((res.json() as { error: string }).error).toMatch(new RegExp(`^${field}: `));
      }
    }
  });

  it("superjson meta nested too deep or malformed: a plain 400, not the parser's words", async () => {
    const deep = (n: number) => `${"[".repeat(n)}"Date"${"]".repeat(n)}`;
    const bodies = [
      `{"json":{},"meta":{"values":${deep(20_000)}}}`,
      // 10,000 levels: as deep as fits in the 64 KiB body limit (a bigger body is a 413 before any parsing).
      `{"json":{},"meta":{"values":${'{"a":'.repeat(10_000)}["Date"]${"}".repeat(10_000)}}}`,
      '{"json":{"title":1},"meta":{"referentialEqualities":{"title":[["x"]]}}}',
      '{"json":{"title":"a"},"meta":{"values":{"title":["class","Nope"]}}}',
      '{"json":{},"meta":"x"}',
      "null",
      "[1,2]",
      "{",
    ];
    for (const payload of bodies) {
      const res = await server.app.inject({
        method: "POST",
        url: "/trpc/admin.events.create",
        headers: { ...auth, "content-type": "application/json" },
        payload,
      });
      expect(res.statusCode, payload.slice(0, 60)).toBe(400);
      expect((res.json() as TrpcError).error.json.message, payload.slice(0, 60)).toBe("The request's input could not be read");
    }
    // A meta that is legitimately there still works: the staff app's dates travel this way.
    const withDate = await server.app.inject({
      method: "POST",
      url: "/trpc/admin.events.create",
      headers: { ...auth, "content-type": "application/json" },
      payload: JSON.stringify({
        json: { title: "Vigil", eventDate: "2030-05-01T00:00:00.000Z", eventTime: "7 PM" },
        meta: { values: { eventDate: ["Date"] } },
      }),
    });
    // A Date is not the text the schema takes: the schema says so, naming the field.
    expect(withDate.statusCode).toBe(400);
    expect((withDate.json() as TrpcError).error.json.message).toMatch(/^eventDate: /);
  });
});

describe("a failed query is logged as one short line, without its SQL or parameters", () => {
  it("keeps the database's code and names, drops the query text and what was typed", async () => {
    const server = await createStaffTestServer();
    try {
      // A real failure from the real driver: PostgreSQL has no year 0000.
      const failure = await server.database.db
        .insert(events)
        .values({ title: "Vigil for Rosa Delgado", eventDate: "0000-01-01", eventTime: "7 PM" })
        .then(
          () => null,
          (e: unknown) => e,
        );
      expect(failure).toBeInstanceOf(Error);
      expect(String((failure as Error).message)).toContain("Rosa Delgado");

      const summary = databaseFailureOf(failure);
      expect(summary?.code).toMatch(/^22/);
      expect(databaseFailureOf(new Error("a bug"))).toBeNull();

      const lines: string[] = [];
      const stream = new Writable({
        write(chunk: Buffer, _encoding, done) {
          lines.push(chunk.toString("utf8"));
          done();
        },
      });
      const app = Fastify({ logger: { level: "info", stream } });
      logFailure(app.log, failure, { path: "admin.events.create" });
      await app.close();
      expect(lines).toHaveLength(1);
      const line = JSON.parse(lines[0]!) as { level: number; msg: string; database: { code: string }; path: string };
      expect(line.level).toBe(50);
      expect(line.msg).toBe(`database refused a query (${summary?.code})`);
      expect(line.database.code).toBe(summary?.code);
      expect(line.path).toBe("admin.events.create");
      expect(lines[0]).not.toMatch(/Rosa|insert into|params/i);
    } finally {
      await server.close();
    }
  });
});
