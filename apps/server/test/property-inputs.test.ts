import { appRouter, createFamilySession, createStaffAccount, createStaffSession, familyCookieName, hashSessionToken } from "@fh/api";
import { chatSessions, obituaries, photos } from "@fh/db";
import { demoPriceList } from "@fh/db/seed";
import { BUSINESS_TIME_ZONE, defaultBusiness, todayIn } from "@fh/validators";
import fc from "fast-check";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { registeredRoutes } from "./admin/staff-helpers";
import { createPublicTestServer, expectNothingInternal, type PublicTestServer } from "./public/helpers";

/**
 * Property: whatever arrives, over tRPC or REST, with or without a staff
 * session, the answer is never a 5xx and never shows our internals. The
 * procedures are read from the router, so one added later is tried too; each
 * gets arbitrary JSON, odd values alone, and (the inputs that reach the
 * database) a valid input found from its own schema with one to three fields
 * replaced by odd values: NUL, lone surrogates, huge and tiny numbers, deep
 * nesting, long text, dates PostgreSQL has no room for, unknown keys.
 *
 * Bounded: a fixed seed (FAST_CHECK_SEED picks another) and a fixed number of
 * runs per procedure and route, so it runs in `pnpm test` in well under a minute.
 */

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

interface ProcedureDef {
  _def: { type: "query" | "mutation" | "subscription"; inputs: unknown[] };
}

const procedures = Object.entries((appRouter as unknown as { _def: { procedures: Record<string, ProcedureDef> } })._def.procedures).map(
  ([path, p]) => ({
    path,
    type: p._def.type,
    schema: p._def.inputs.find((i): i is z.ZodType => i instanceof z.ZodType) ?? null,
  }),
);
type Procedure = (typeof procedures)[number];

// FAST_CHECK_SEED replays a reported failure; FAST_CHECK_RUNS multiplies the runs for a longer hunt.
const SEED = Number(process.env.FAST_CHECK_SEED ?? 20260119);
const RUNS = Number(process.env.FAST_CHECK_RUNS ?? 1);
const RUNS_PER_PROCEDURE = Math.ceil(16 * RUNS);
const RUNS_PER_ROUTE = Math.ceil(6 * RUNS);
// Each walk tries every procedure or route (more with each feature): about a minute and a half on a
// busy 2-core machine at one run, so room to grow, and FAST_CHECK_RUNS scales it.
const WALK_TIMEOUT_MS = Math.max(1, RUNS) * 300_000;

const CHAT_SESSION = "session-1718900000000-propertytest";
const PHOTO_NAME = "photo-1735689600000-0123456789abcdef.jpg";
/** Another upload, for the gallery: the one above is deleted by admin.photos.delete's own call. */
const GALLERY_PHOTO = "photo-1735689600001-fedcba9876543210.jpg";
/** What a text field may want, most likely first; the search below tries them in order. */
const TEXT_CANDIDATES: Json[] = ["Rosa", "1990-05-17", "rosa@example.com", "561-555-0123", "9:00 AM", CHAT_SESSION, PHOTO_NAME];

// ---------------------------------------------------------------------------
// A valid input for any zod schema, found from the schema's own complaints.

function setAt(target: Record<string, Json>, path: PropertyKey[], value: Json): Record<string, Json> {
  if (path.length === 0) return (value && typeof value === "object" && !Array.isArray(value) ? value : {}) as Record<string, Json>;
  const [head, ...rest] = path.map(String);
  const child = target[head!];
  const next = rest.length === 0 ? value : setAt(child && typeof child === "object" && !Array.isArray(child) ? child : {}, rest, value);
  return { ...target, [head!]: next };
}

function candidatesFor(issue: z.core.$ZodIssue): Json[] {
  const fallback: Json[] = [...TEXT_CANDIDATES, 1, true];
  switch (issue.code) {
    case "invalid_value":
      return [...issue.values.filter((v): v is string | number | boolean | null => v === null || ["string", "number", "boolean"].includes(typeof v)), ...fallback];
    case "invalid_format":
      if (issue.format === "regex" && issue.pattern) {
        return [...fc.sample(fc.stringMatching(new RegExp(issue.pattern)), { numRuns: 5, seed: SEED }), ...fallback];
      }
      return fallback;
    case "invalid_type":
      if (issue.expected === "number" || issue.expected === "int") return [1, 2, 3, ...fallback];
      if (issue.expected === "boolean") return [true, false, ...fallback];
      if (issue.expected === "object") return [{}, ...fallback];
      if (issue.expected === "array") return [[], ...fallback];
      return fallback;
    default:
      return fallback;
  }
}

/** Fills the fields the schema asks for, one complaint at a time, until it accepts; null when it never does. */
function validSample(schema: z.ZodType, hints: Record<string, Json>): Record<string, Json> | null {
  let sample: Record<string, Json> = { ...hints };
  const tried = new Map<string, { candidates: Json[]; next: number }>();
  for (let step = 0; step < 300; step++) {
    const result = schema.safeParse(sample);
    if (result.success) return sample;
    const issue = result.error.issues.find((i) => i.path.length > 0) ?? result.error.issues[0];
    if (!issue) return null;
    const key = JSON.stringify(issue.path.map(String));
    let state = tried.get(key);
    if (!state) {
      state = { candidates: candidatesFor(issue), next: 0 };
      tried.set(key, state);
    }
    if (issue.path.length === 0 && state.next > 0) return null;
    const candidate = state.candidates[state.next++];
    if (candidate === undefined) return null;
    sample = setAt(sample, issue.path, candidate);
  }
  return null;
}

/** Every field name the schema knows, optional ones too (for odd values in fields a minimal sample leaves out). */
function fieldNames(schema: z.ZodType, sample: Record<string, Json>): string[] {
  const names = new Set(Object.keys(sample));
  try {
    const json = z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as { properties?: object; allOf?: Array<{ properties?: object }> };
    for (const part of [json, ...(json.allOf ?? [])]) for (const name of Object.keys(part.properties ?? {})) names.add(name);
  } catch {
    // A schema JSON Schema cannot describe: the sample's own fields are enough.
  }
  return [...names];
}

// ---------------------------------------------------------------------------
// Odd values.

/**
 * n levels of nesting. Kept as a marker until the request is written (see
 * toJson): JSON.stringify and fast-check's own reporting both recurse, and
 * the point is a depth that exhausts a recursive walk.
 */
class Nested {
  constructor(
    readonly depth: number,
    readonly asArray: boolean,
  ) {}
  [fc.toStringMethod](): string {
    return `nested(${this.depth}, ${this.asArray ? "array" : "object"})`;
  }
}
const nested = (depth: number, asArray: boolean) => new Nested(depth, asArray) as unknown as Json;

/** The JSON text of a value, with each Nested marker written out as its nesting. */
function toJson(value: unknown): string {
  const markers: Nested[] = [];
  const text = JSON.stringify(value, (_key, v: unknown) => (v instanceof Nested ? `\u0001nested:${markers.push(v) - 1}\u0001` : v));
  return text.replace(/"\\u0001nested:(\d+)\\u0001"/g, (_m, i: string) => {
    const { depth, asArray } = markers[Number(i)]!;
    return asArray ? `${"[".repeat(depth)}"bottom"${"]".repeat(depth)}` : `${'{"a":'.repeat(depth)}"bottom"${"}".repeat(depth)}`;
  });
}

/** An object with an own `__proto__` key, as JSON.parse makes it. */
const protoKeyed = JSON.parse('{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"x":1}}}') as Json;

const oddText = fc.oneof(
  fc.string({ maxLength: 12 }).map((s) => `${s}\u0000${s}`),
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.constantFrom("\ud800", "a\udfff", "\uffff", "\u202e", "' OR 1=1 --", "%00", "\\", "%", "_", "😀".repeat(50)),
  fc.constantFrom(
    "0000-01-01",
    "0000-12-31T00:00:00.000Z",
    "0001-01-01",
    "1799-12-31",
    "2025-02-30",
    "2025-13-01",
    "2025-00-10",
    "9999-12-31",
    "10000-01-01",
    "+275760-09-13T00:00:00.000Z",
    "-000001-01-01T00:00:00.000Z",
    "2025-01-01T24:00:00Z",
    "2025-01-01T00:00:00+99:00",
    "2025-01-01 00:00:00+00",
    "2025-02-30 00:00:00+00",
    "2025-01-01 25:61:61+00",
    "0000-01-01 00:00:00+00",
    "2025-01-01 00:00:00+99",
    "1e3",
    "NaN",
    "-1",
    "2147483648",
  ),
  fc.integer({ min: 1, max: 40 }).map((n) => "x".repeat(n * 1000)),
  fc.constant("é".repeat(120_000)),
);
const oddNumber = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(2 ** 31, -(2 ** 31) - 1, 2 ** 53, 2 ** 64, 1e308, -1e308) },
  { weight: 2, arbitrary: fc.constantFrom(0, -1, 2 ** 31 - 1, 5e-324, 0.5, -0, Number.MAX_SAFE_INTEGER) },
  { weight: 1, arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true }) },
  { weight: 1, arbitrary: fc.integer() },
);
/**
 * Opaque tokens (the search cursor) are base64url JSON: well-formed tokens
 * around odd values get past the first look and test what is done with them.
 */
const oddToken = fc
  .tuple(
    fc.constantFrom("newest", "oldest", "alphabetical"),
    fc.array(fc.oneof(oddText, oddNumber, fc.constantFrom("2025-01-24 13:05:09.123456+00", "Rosa", 1, 24)), { minLength: 3, maxLength: 4 }),
  )
  .map(([sort, values]) => Buffer.from(JSON.stringify([sort, ...values]), "utf8").toString("base64url"));
const oddValue: fc.Arbitrary<Json> = fc.oneof(
  { weight: 4, arbitrary: oddText },
  { weight: 1, arbitrary: oddToken },
  { weight: 3, arbitrary: oddNumber },
  { weight: 1, arbitrary: fc.tuple(fc.integer({ min: 10, max: 1500 }), fc.boolean()).map(([d, a]) => nested(d, a)) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) as fc.Arbitrary<Json> },
  { weight: 1, arbitrary: fc.constantFrom<Json>(null, true, false, [], {}, [""], protoKeyed) },
);
const oddKey = fc.constantFrom("unexpected", "isApproved", "status", "id", "createdAt", "__proto__", "constructor", "", "\u0000");

/** Copies the sample and sets the changes as own properties (even `__proto__`). */
function withChanges(sample: Record<string, Json>, changes: Array<[string, Json]>): Json {
  const out: Record<string, Json> = { ...sample };
  for (const [key, value] of changes) Object.defineProperty(out, key, { value, enumerable: true, writable: true, configurable: true });
  return out;
}

/** Integers at the edges of the ranges a database column has. */
const edgeInteger = fc.constantFrom(0, -1, 2 ** 31 - 1, 2 ** 31, 2 ** 32, -(2 ** 31) - 1, Number.MAX_SAFE_INTEGER);

/** A text of the same shape with some digits changed ("2025-01-24" to "2025-91-24"): past a pattern, maybe no real value. */
const digitsChanged = (text: string) =>
  fc.array(fc.tuple(fc.nat(), fc.integer({ min: 0, max: 9 })), { minLength: 1, maxLength: 4 }).map((edits) => {
    const chars = [...text];
    const digits = chars.flatMap((c, i) => (/\d/.test(c) ? [i] : []));
    for (const [at, digit] of edits) if (digits.length > 0) chars[digits[at % digits.length]!] = String(digit);
    return chars.join("");
  });

/** An odd value of the same kind as a valid one: an edge integer for a number, a reshaped or odd text for a text. */
function sameKindOddValue(valid: Json): fc.Arbitrary<Json> {
  if (typeof valid === "number") return fc.oneof({ weight: 3, arbitrary: edgeInteger }, { weight: 1, arbitrary: oddNumber });
  if (typeof valid === "string") return fc.oneof(digitsChanged(valid), oddText);
  return oddValue;
}

/** The values inside an opaque token (base64url JSON, like the search cursor), or null when it is not one. */
function tokenValues(value: Json | undefined): Json[] | null {
  if (typeof value !== "string" || !/^[A-Za-z0-9_-]{8,}$/.test(value)) return null;
  try {
    const decoded = JSON.parse(Buffer.from(value, "base64url").toString("utf8")) as Json;
    return Array.isArray(decoded) ? decoded : null;
  } catch {
    return null;
  }
}

/** Inputs for one procedure (or a REST body for it). */
function inputsFor(sample: Record<string, Json> | null, names: string[]): fc.Arbitrary<Json> {
  const arbitrary = fc.oneof(fc.jsonValue({ maxDepth: 4 }) as fc.Arbitrary<Json>, oddValue);
  if (!sample) return arbitrary;
  const field = names.length > 0 ? fc.oneof(fc.constantFrom(...names), oddKey) : oddKey;
  const mutated = fc.array(fc.tuple(field, oddValue), { minLength: 1, maxLength: 3 }).map((changes) => withChanges(sample, changes));
  const choices = [{ weight: 1, arbitrary }, { weight: 5, arbitrary: mutated }, { weight: 1, arbitrary: fc.constant<Json>(sample) }];
  // A valid token with one of its values replaced: what a client that edits its cursor sends.
  const tokens = Object.entries(sample).flatMap(([key, value]) => {
    const values = tokenValues(value);
    return values ? [{ key, values }] : [];
  });
  if (tokens.length > 0) {
    const edited = fc
      .constantFrom(...tokens)
      .chain(({ key, values }) =>
        fc.nat({ max: values.length - 1 }).chain((index) =>
          fc.tuple(fc.constant(key), fc.constant(values), fc.constant(index), sameKindOddValue(values[index] ?? null)),
        ),
      )
      .map(([key, values, index, value]) => {
        const changed = values.map((v, i) => (i === index ? value : v));
        return withChanges(sample, [[key, Buffer.from(JSON.stringify(changed), "utf8").toString("base64url")]]);
      });
    choices.push({ weight: 6, arbitrary: edited });
  }
  return fc.oneof(...choices);
}

/** superjson's meta, well-formed or not: what turns a string into a Date, a BigInt, a Set... or nothing at all. */
const superjsonMeta = fc.option(
  fc.oneof(
    fc
      .tuple(fc.string({ maxLength: 20 }), fc.constantFrom<Json>(["Date"], ["bigint"], ["undefined"], ["set"], ["map"], ["regexp"], ["number"], ["class", "X"], ["custom", "Y"], ["symbol", "s"], "Date", 7))
      .map(([key, annotation]) => ({ values: { [key]: annotation } }) as Json),
    fc.integer({ min: 50, max: 20_000 }).map((d) => ({ values: nested(d, true) }) as Json),
    fc.integer({ min: 50, max: 20_000 }).map((d) => ({ values: nested(d, false) }) as Json),
    fc.constantFrom<Json>({ referentialEqualities: { a: [["x"]] } }, { referentialEqualities: [[[]]] }, { v: "x" }, null, "meta", [1]),
  ),
  { freq: 4 },
);

// ---------------------------------------------------------------------------

/**
 * Procedures whose well-formed input is still refused (400, naming the field)
 * unless it carries a secret this test does not hold: the current password,
 * a code from an authenticator app. Their odd inputs are fuzzed all the same.
 */
/** Procedures that end the session they are called with: each call gets a throwaway one. */
const ENDS_ITS_SESSION = new Set(["auth.logout", "family.signOut"]);

const NEEDS_A_SECRET = new Set(["admin.account.changePassword", "admin.account.totpConfirm", "admin.account.totpDisable", "admin.account.requestEmailChange", "auth.confirmEmail", "auth.signInWithLink"]);

describe("property: no input gives a 5xx, on any procedure or route", () => {
  let server: PublicTestServer;
  let staffToken = "";
  let staffUserId = 0;
  /** A family's session too, so the family's procedures are reached past their sign-in check. */
  let familyCookie = "";
  let familyEmail = "";
  const samples = new Map<string, { sample: Record<string, Json> | null; names: string[] }>();

  beforeAll(async () => {
    server = await createPublicTestServer({ seed: true });
    const db = server.deps.db;
    staffUserId = (await createStaffAccount(db, defaultBusiness, { username: "director", password: "correct horse battery staple" })).id;
    staffToken = (await createStaffSession(db, staffUserId)).token;
    // A colleague for the account procedures to act on (never the signed-in owner), and another session to end.
    const spareId = (await createStaffAccount(db, defaultBusiness, { username: "spare", password: "a spare colleague's passphrase", role: "staff" })).id;
    const otherSession = hashSessionToken((await createStaffSession(db, staffUserId)).token);
    await db.insert(chatSessions).values({ sessionId: CHAT_SESSION });
    // An upload a family or a guest may attach (a gallery photo, a guest-book photo): its record is what they name.
    await db.insert(photos).values({ filename: GALLERY_PHOTO, originalName: "a.jpg", url: `/uploads/${GALLERY_PHOTO}`, size: 3, mimeType: "image/jpeg", width: 1, height: 1 });
    const [live] = await db.select({ id: obituaries.id, submitterEmail: obituaries.submitterEmail }).from(obituaries).where(eq(obituaries.status, "live")).limit(1);
    familyEmail = live?.submitterEmail ?? "family@example.com";
    familyCookie = `${familyCookieName(false)}=${(await createFamilySession(db, familyEmail, new Date())).token}`;
    // Hints for the few rules a schema cannot tell by its complaints: inputs that the procedure (not the schema) would refuse.
    const future = todayIn(BUSINESS_TIME_ZONE, new Date(Date.now() + 30 * 86_400_000));
    // A real cursor, so the search is also sent edited ones.
    const page = await server.app.inject({ method: "GET", url: `/trpc/obituaries.search?input=${encodeURIComponent(JSON.stringify({ json: { limit: 1 } }))}` });
    const cursor = (page.json() as { result: { data: { json: { nextCursor: string | null } } } }).result.data.json.nextCursor;
    expect(cursor).toBeTypeOf("string");
    const hints: Record<string, Record<string, Json>> = {
      "obituaries.search": { limit: 1, cursor },
      "consultations.book": { appointmentDate: future },
      "consultations.slots": { date: future },
      "guestBook.add": { obituaryId: live?.id ?? 1 },
      "guestBook.list": { obituaryId: live?.id ?? 1 },
      "familyMemorial.addPhoto": { obituaryId: live?.id ?? 1, photoUrl: `/uploads/${GALLERY_PHOTO}` },
      // An arrangement whose items the price list's rules take: direct cremation includes the basic services fee.
      "prePlanning.submit": { forWhom: "self", arrangement: "direct-cremation", items: [{ kind: "directCremation", lineId: demoPriceList.items.findIndex((item) => item.kind === "directCremation") }] },
      "admin.staffAccounts.create": { username: "newcolleague", displayName: "New Colleague", role: "staff" },
      "admin.staffAccounts.setRole": { id: spareId, role: "staff" },
      "admin.staffAccounts.resetPassword": { id: spareId },
      "admin.staffAccounts.deactivate": { id: spareId },
      "admin.staffAccounts.reactivate": { id: spareId },
      "admin.staffAccounts.resetTwoFactor": { id: spareId },
      // Left off: requiring it would send the signed-in owner to set it up, and the rest would answer 403.
      "admin.staffAccounts.setRequireTwoFactor": { required: false },
      "admin.account.revokeSession": { id: otherSession },
      "admin.audit.search": { page: 1, limit: 5 },
      "admin.account.totpConfirm": { code: "123456" },
      // An emailed link's token is 43 base64url characters; one we never sent is refused (401, 400), never a 5xx.
      "auth.signInWithLink": { token: "A".repeat(43) },
      "auth.confirmEmail": { token: "A".repeat(43) },
      // A whole price list (every item the Rule requires), dated ahead so the procedure takes it.
      "admin.priceList.save": {
        effectiveDate: future,
        alternativeContainers: demoPriceList.alternativeContainers,
        items: demoPriceList.items as unknown as Json[],
      },
    };
    for (const p of procedures) {
      if (!p.schema) continue;
      const sample = validSample(p.schema, hints[p.path] ?? {});
      samples.set(p.path, { sample, names: sample ? fieldNames(p.schema, sample) : [] });
    }
  });
  afterAll(() => server.close());

  /** The staff session for a call; a throwaway one for logout, which ends the session it is given. */
  async function staffHeaders(endsSession: boolean): Promise<Record<string, string>> {
    const token = endsSession ? (await createStaffSession(server.deps.db, staffUserId)).token : staffToken;
    const family = endsSession ? `${familyCookieName(false)}=${(await createFamilySession(server.deps.db, familyEmail, new Date())).token}` : familyCookie;
    return { authorization: `Bearer ${token}`, cookie: family };
  }

  function check(res: { statusCode: number; body: string }, what: string): boolean {
    if (res.statusCode >= 500) throw new Error(`${what}: ${res.statusCode} ${res.body.slice(0, 300)}`);
    expectNothingInternal(res.body);
    if (/call stack|is not a function|cannot read properties/i.test(res.body)) throw new Error(`${what}: leaks ${res.body.slice(0, 300)}`);
    return true;
  }

  it("finds the procedures in the router and a valid input for every one that takes input", () => {
    expect(procedures.length).toBeGreaterThanOrEqual(40);
    const missing = procedures.filter((p) => p.schema && !samples.get(p.path)?.sample).map((p) => p.path);
    // A new procedure whose valid input cannot be found from its schema needs a hint above.
    expect(missing).toEqual([]);
  });

  it("answers every procedure's valid input below 500 (so the odd inputs below start from reachable ones)", async () => {
    for (const p of procedures) {
      const sample = samples.get(p.path)?.sample;
      const headers = await staffHeaders(ENDS_ITS_SESSION.has(p.path));
      const res =
        p.type === "query"
          ? await server.app.inject({ method: "GET", url: `/trpc/${p.path}${sample ? `?input=${encodeURIComponent(toJson({ json: sample }))}` : ""}`, headers })
          : await server.app.inject({ method: "POST", url: `/trpc/${p.path}`, headers: { ...headers, "content-type": "application/json" }, payload: toJson({ json: sample ?? null }) });
      check(res, `${p.path} valid`);
      // Each valid input passes its schema: a 400 here would mean the odd inputs below never reach the database.
      if (p.schema && !NEEDS_A_SECRET.has(p.path)) expect(res.statusCode, `${p.path} ${res.body.slice(0, 200)}`).not.toBe(400);
    }
  });

  it("refuses a day that is not on the calendar in every date field, with a 400 naming the field", async () => {
    // A date field takes "2025-01-15" and refuses a name and a phone number; found from the schemas, so a new one is tried too.
    const impossible = ["2026-02-30", "0000-01-01", "2026-13-01"];
    const tried: string[] = [];
    for (const p of procedures) {
      const { sample, names = [] } = samples.get(p.path) ?? {};
      if (!p.schema || !sample) continue;
      for (const name of names) {
        const takes = (value: Json) => p.schema!.safeParse({ ...sample, [name]: value }).success;
        if (!takes("2025-01-15") || takes("Rosa") || takes("561-555-0123")) continue;
        tried.push(`${p.path}.${name}`);
        for (const day of impossible) {
          const input = encodeURIComponent(toJson({ json: { ...sample, [name]: day } }));
          const headers = await staffHeaders(false);
          const res =
            p.type === "query"
              ? await server.app.inject({ method: "GET", url: `/trpc/${p.path}?input=${input}`, headers })
              : await server.app.inject({ method: "POST", url: `/trpc/${p.path}`, headers: { ...headers, "content-type": "application/json" }, payload: toJson({ json: { ...sample, [name]: day } }) });
          expect(res.statusCode, `${p.path}.${name} = ${day}: ${res.body.slice(0, 200)}`).toBe(400);
          expect(res.body, `${p.path}.${name} = ${day}`).toContain(name);
        }
      }
    }
    expect(tried).toEqual(expect.arrayContaining(["admin.audit.search.from", "admin.audit.search.to", "consultations.slots.date"]));
  });

  it("over tRPC: arbitrary and mutated inputs, odd superjson meta, with and without a staff session", async () => {
    for (const p of procedures) {
      const { sample = null, names = [] } = samples.get(p.path) ?? {};
      await fc.assert(
        fc.asyncProperty(inputsFor(sample, names), superjsonMeta, fc.boolean(), fc.boolean(), async (input, meta, asStaff, batched) => {
          const headers = asStaff ? await staffHeaders(ENDS_ITS_SESSION.has(p.path)) : {};
          const envelope = meta === null ? { json: input } : { json: input, meta };
          const url = batched ? `/trpc/${p.path},${p.path}?batch=1` : `/trpc/${p.path}`;
          const body = batched ? { 0: envelope, 1: { json: input } } : envelope;
          const res =
            p.type === "query"
              ? await server.app.inject({ method: "GET", url: `${url}${batched ? "&" : "?"}input=${encodeURIComponent(toJson(body))}`, headers })
              : await server.app.inject({ method: "POST", url, headers: { ...headers, "content-type": "application/json" }, payload: toJson(body) });
          return check(res, `${p.path} ${toJson(envelope).slice(0, 200)}`);
        }),
        { numRuns: RUNS_PER_PROCEDURE, seed: SEED, endOnFailure: true },
      );
    }
    // The walk grew with staff accounts, sessions and two-factor; two of them check an argon2 hash on every run.
  }, WALK_TIMEOUT_MS);

  it("over REST: every /api route, odd path parameters, query strings and bodies", async () => {
    const routes = registeredRoutes(server.app.printRoutes({ commonPrefix: false })).filter((r) => r.path.startsWith("/api/"));
    const calls = routes.flatMap((r) => r.methods.filter((m) => m !== "HEAD" && m !== "OPTIONS").map((method) => ({ method, path: r.path })));
    expect(calls.length).toBeGreaterThanOrEqual(35);
    const kebab = (s: string) => s.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
    const oddParam = fc.oneof(
      fc.constantFrom("1", "0", "-1", "2147483647", "2147483648", "99999999999999999999", "1e3", "1.5", "%00", "%2e%2e", "abc", "１", PHOTO_NAME, CHAT_SESSION, "x".repeat(3000)),
      fc.string({ maxLength: 30 }).map(encodeURIComponent),
    );
    for (const { method, path } of calls) {
      // The procedures this route most likely calls, by the words of its path: their inputs make its bodies.
      const words = path.split("/").filter((w) => w && w !== "api" && !w.startsWith(":"));
      const score = (p: Procedure) => p.path.split(".").map(kebab).filter((w) => words.some((x) => x === w || x.startsWith(w) || w.startsWith(x))).length;
      const best = Math.max(...procedures.map(score));
      const related = procedures.filter((p) => score(p) === best && best > 0 && samples.get(p.path)?.sample);
      const bodies = related.length > 0 ? fc.oneof(...related.map((p) => inputsFor(samples.get(p.path)!.sample, samples.get(p.path)!.names))) : inputsFor(null, []);
      const params = path.match(/:[A-Za-z]+/g) ?? [];
      await fc.assert(
        fc.asyncProperty(fc.array(oddParam, { minLength: params.length, maxLength: params.length }), bodies, fc.dictionary(fc.constantFrom("date", "id", "input", "search"), fc.oneof(oddText, fc.constant("2025-01-01"))), fc.boolean(), async (values, body, query, asStaff) => {
          let url = path;
          params.forEach((param, i) => (url = url.replace(param, values[i] ?? "1")));
          const search = new URLSearchParams(query).toString();
          const headers = asStaff ? await staffHeaders(path === "/api/auth/logout") : {};
          const res = await server.app.inject({
            method: method as "GET",
            url: search ? `${url}?${search}` : url,
            headers: method === "GET" || method === "DELETE" ? headers : { ...headers, "content-type": "application/json" },
            ...(method === "GET" || method === "DELETE" ? {} : { payload: toJson(body) }),
          });
          return check(res, `${method} ${url} ${toJson(body).slice(0, 200)}`);
        }),
        { numRuns: RUNS_PER_ROUTE, seed: SEED, endOnFailure: true },
      );
    }
  }, WALK_TIMEOUT_MS);
});
