import { chatMessages, chatSessions, consultations, contactMessages, guestBookEntries, idempotencyKeys, obituaries, photos } from "@fh/db";
import { todayIn } from "@fh/validators";
import { count } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPublicTestServer, expectNothingInternal, multipart, startChat, type PublicTestServer } from "./helpers";

/** mulberry32: the same seed gives the same few hundred bodies on every run. */
function random(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (n: number) => Math.floor(next() * n),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
  };
}
type Rng = ReturnType<typeof random>;

const ODD_TEXT = [
  "\u0000",
  "a\u0000b",
  "\u202egnp.exe",
  "Zalgo Z̸̢̛͈a̷l̴g̵o̶",
  "😀👨‍👩‍👧‍👦",
  "\ud800",
  "\uffff\ufffe",
  "' OR 1=1 --",
  "<script>alert(1)</script>",
  "../../etc/passwd",
  "%00%0d%0a",
  "ｆｕｌｌｗｉｄｔｈ",
  "\t\n\r",
];
const WRONG_TYPES: unknown[] = [null, 0, -1, 1.5, 1e308, true, false, [], ["a"], {}, { a: 1 }];
const BLANKS = ["", " ", "\t\n  "];

type Kind = "text" | "email" | "date" | "enum" | "id" | "session" | "sender";

interface Target {
  name: string;
  url: () => string;
  procedure: string;
  base: () => Record<string, unknown>;
  /** Keys that must be present and valid (or, `optional`, may be left out but must be valid), with their kind and bound. */
  required: Record<string, { kind: Kind; max?: number; optional?: true }>;
  /** Extra fields merged in for the tRPC call (path parameters of REST). */
  pathInput?: () => Record<string, unknown>;
}

/** A value that is certainly invalid for a key of this kind. */
function breakValue(rng: Rng, kind: Kind, max = 100): unknown {
  const common: unknown[] = [...WRONG_TYPES, ...BLANKS];
  const byKind: Record<Kind, unknown[]> = {
    text: [...common, "x".repeat(max + 1 + rng.int(50)), "\u0000"],
    email: [...common, "a@", "@b.co", "no at sign", "ünï@", "a b@c.d", "a@b", `${"x".repeat(260)}@example.com`, "😀@😀"],
    date: [...common, "2025-13-01", "2025-02-30", "01/02/2025", "yesterday", "2025-1-1", "20250101", "1700-01-01"],
    enum: [...common, "IN-PERSON", "in-person ", "💀", "12:00 PM", "other-thing"],
    id: [...common, "1", -5, 0, 2 ** 40, Number.NaN],
    session: [...common, "session", "session-1-", "session-x-y", "session-1-a b", `session-1-${"a".repeat(90)}`, "session-1-😀"],
    sender: [...common, "ai", "Visitor", "staff", "visitor "],
  };
  return rng.pick(byKind[kind]);
}

/** A body derived from a valid one by at least one change that must make it invalid, plus noise. */
function malformedBody(rng: Rng, target: Target): unknown {
  const roll = rng.next();
  if (roll < 0.06) return rng.pick([null, [], [target.base()], "text", 42, true]);
  const body: Record<string, unknown> = target.base();
  const keys = Object.keys(target.required);
  const broken = 1 + rng.int(Math.min(3, keys.length));
  for (let i = 0; i < broken; i++) {
    const key = rng.pick(keys);
    const spec = target.required[key]!;
    if (rng.next() < 0.25 && !spec.optional) delete body[key];
    else body[key] = breakValue(rng, spec.kind, spec.max);
  }
  if (rng.next() < 0.1) body.website = rng.pick(["http://spam.example", "x", " a "]);
  // Noise that alone would be harmless: extra keys and odd text in unbroken optional fields.
  if (rng.next() < 0.5) body[rng.pick(["extra", "isApproved", "status", "id", "constructor", "createdAt"])] = rng.pick([...ODD_TEXT, ...WRONG_TYPES]);
  for (const key of Object.keys(body)) {
    if (!(key in target.required) && typeof body[key] === "string" && rng.next() < 0.3) body[key] = rng.pick(ODD_TEXT);
  }
  return body;
}

describe("fuzz: malformed bodies to every public write", () => {
  let server: PublicTestServer;
  let liveId = 0;
  // The server makes the chat's id and opens it only with the visitor's cookie, sent with every request here.
  let sessionId = "";
  let chatCookie = "";

  beforeAll(async () => {
    server = await createPublicTestServer({ seed: true });
    liveId = (await server.deps.db.select({ id: obituaries.id, status: obituaries.status }).from(obituaries)).find((o) => o.status === "live")!.id;
    ({ sessionId, cookie: chatCookie } = await startChat(server));
  });
  afterAll(() => server.close());

  async function snapshot() {
    const tables = { obituaries, guestBookEntries, consultations, contactMessages, chatSessions, chatMessages, photos, idempotencyKeys };
    const out: Record<string, number> = {};
    for (const [name, table] of Object.entries(tables)) {
      out[name] = (await server.deps.db.select({ n: count() }).from(table))[0]?.n ?? 0;
    }
    return out;
  }

  const targets = (): Target[] => [
    {
      name: "obituary",
      url: () => "/api/obituaries",
      procedure: "obituaries.submit",
      base: () => ({
        firstName: "Rosa",
        lastName: "Delgado",
        dateOfBirth: "1941-03-12",
        dateOfDeath: "2025-01-02",
        biography: "A life well lived.",
        photoUrl: "",
        submitterName: "Maria",
        submitterEmail: "maria@example.com",
        submitterPhone: "",
      }),
      required: {
        firstName: { kind: "text" },
        lastName: { kind: "text" },
        dateOfBirth: { kind: "date" },
        dateOfDeath: { kind: "date" },
        biography: { kind: "text", max: 20_000 },
        submitterName: { kind: "text" },
        submitterEmail: { kind: "email" },
      },
    },
    {
      name: "guest book",
      url: () => `/api/obituaries/${liveId}/guestbook`,
      procedure: "guestBook.add",
      base: () => ({ authorName: "June", authorEmail: "", message: "With love." }),
      required: { authorName: { kind: "text" }, message: { kind: "text", max: 2000 } },
      pathInput: () => ({ obituaryId: liveId }),
    },
    {
      name: "consultation",
      url: () => "/api/consultations",
      procedure: "consultations.book",
      base: () => ({
        firstName: "Luis",
        lastName: "Ortiz",
        email: "luis@example.com",
        phone: "561-555-0123",
        appointmentDate: todayIn(),
        appointmentTime: "9:00 AM",
        consultationType: "phone",
        serviceInterest: "other",
        budgetRange: "",
        additionalNotes: "",
      }),
      required: {
        firstName: { kind: "text" },
        lastName: { kind: "text" },
        email: { kind: "email" },
        phone: { kind: "text", max: 30 },
        appointmentDate: { kind: "date" },
        appointmentTime: { kind: "enum" },
        consultationType: { kind: "enum" },
        serviceInterest: { kind: "enum" },
      },
    },
    {
      name: "contact",
      url: () => "/api/contact",
      procedure: "contact.send",
      base: () => ({ name: "Ana", email: "ana@example.com", phone: "", message: "Please call." }),
      required: { name: { kind: "text" }, email: { kind: "email" }, message: { kind: "text", max: 5000 } },
    },
    {
      name: "chat session",
      url: () => "/api/chat/session",
      procedure: "chat.createSession",
      base: () => ({ sessionId: "session-1718900000000-newsession" }),
      required: { sessionId: { kind: "session", optional: true } },
    },
    {
      name: "chat message",
      url: () => `/api/chat/${sessionId}/messages`,
      procedure: "chat.send",
      base: () => ({ message: "Hello", sender: "visitor" }),
      required: { message: { kind: "text", max: 2000 }, sender: { kind: "sender" } },
      pathInput: () => ({ sessionId }),
    },
    {
      name: "chat reply",
      url: () => `/api/chat/${sessionId}/ai-response`,
      procedure: "chat.aiResponse",
      base: () => ({ message: "Hello" }),
      required: { message: { kind: "text", max: 2000 } },
      pathInput: () => ({ sessionId }),
    },
  ];

  it("answers a few hundred malformed bodies with 4xx, never 5xx, and stores nothing", async () => {
    const before = await snapshot();
    const rng = random(20250615);
    const failures: string[] = [];
    let sent = 0;
    for (const target of targets()) {
      for (let i = 0; i < 60; i++) {
        const body = malformedBody(rng, target);
        const headers: Record<string, string> = { "content-type": "application/json", cookie: chatCookie };
        if (rng.next() < 0.2) headers["idempotency-key"] = `fuzz-${i}-${rng.int(3)}`;
        const viaTrpc = rng.next() < 0.3;
        const res = viaTrpc
          ? await server.app.inject({
              method: "POST",
              url: `/trpc/${target.procedure}`,
              headers,
              payload: JSON.stringify({
                json: body && typeof body === "object" && !Array.isArray(body) ? { ...body, ...target.pathInput?.() } : body,
              }),
            })
          : await server.app.inject({ method: "POST", url: target.url(), headers, payload: JSON.stringify(body) });
        sent++;
        if (res.statusCode >= 500 || res.statusCode < 400) {
          failures.push(`${target.name} ${viaTrpc ? "tRPC" : "REST"} ${res.statusCode}: ${JSON.stringify(body).slice(0, 200)}`);
        }
        expectNothingInternal(res.body);
      }
    }
    expect(sent).toBeGreaterThanOrEqual(400);
    expect(failures).toEqual([]);
    expect(await snapshot()).toEqual(before);
  });

  it("answers raw junk, wrong content types and bad path ids with 4xx and stores nothing", async () => {
    const before = await snapshot();
    const raw = ["", "{", "}", "nul", "[1,2", '{"a":}', "\u0000", "{\"__proto__\":{\"x\":1}}", "[".repeat(5000) + "]".repeat(5000), "😀"];
    const urls = targets().map((t) => t.url());
    for (const url of urls) {
      for (const payload of raw) {
        const res = await server.app.inject({ method: "POST", url, payload, headers: { "content-type": "application/json" } });
        expect(res.statusCode, `${url} ${JSON.stringify(payload).slice(0, 40)}`).toBeGreaterThanOrEqual(400);
        expect(res.statusCode).toBeLessThan(500);
        expectNothingInternal(res.body);
      }
      for (const contentType of ["text/plain", "application/x-www-form-urlencoded", "application/xml"]) {
        const res = await server.app.inject({ method: "POST", url, payload: "name=a&email=b", headers: { "content-type": contentType } });
        expect(res.statusCode, `${url} ${contentType}`).toBeGreaterThanOrEqual(400);
        expect(res.statusCode).toBeLessThan(500);
      }
    }
    const body = { authorName: "June", message: "With love." };
    for (const id of ["0", "-1", "1e3", "９", "abc", "99999999999", "1.5", "%00", "2147483648"]) {
      const res = await server.app.inject({ method: "POST", url: `/api/obituaries/${id}/guestbook`, payload: body });
      expect(res.statusCode, id).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, id).toBeLessThan(500);
    }
    for (const id of ["..", "session-1-a%2F..", "session-%00-a", "x".repeat(300)]) {
      const res = await server.app.inject({ method: "POST", url: `/api/chat/${id}/messages`, payload: { message: "hi", sender: "visitor" }, headers: { cookie: chatCookie } });
      expect(res.statusCode, id).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, id).toBeLessThan(500);
    }
    expect(await snapshot()).toEqual(before);
  });

  it("answers random bytes and broken multipart uploads with 4xx and stores nothing", async () => {
    const before = await snapshot();
    const rng = random(42);
    for (let i = 0; i < 40; i++) {
      const size = rng.pick([0, 1, 3, 12, 100, 5000]);
      const data = Buffer.from(Array.from({ length: size }, () => rng.int(256)));
      // Some begin like real image formats, so the bytes get past the first look.
      const prefixes = [Buffer.alloc(0), Buffer.from([0xff, 0xd8, 0xff]), Buffer.from("GIF89a"), Buffer.from("RIFF\0\0\0\0WEBP"), Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])];
      const file = Buffer.concat([rng.pick(prefixes), data]);
      const body = multipart([{ field: rng.pick(["photo", "photo", "file"]), filename: rng.pick(["a.png", "", "../../x.jpg", "😀.gif"]), contentType: rng.pick(["image/png", "text/html", "image/svg+xml"]), data: file }]);
      const res = await server.app.inject({ method: "POST", url: "/api/upload/photo", payload: body.payload, headers: body.headers });
      expect(res.statusCode, `upload ${i}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, `upload ${i}`).toBeLessThan(500);
      expectNothingInternal(res.body);
    }
    for (const headers of [{ "content-type": "multipart/form-data" }, { "content-type": "multipart/form-data; boundary=" }, { "content-type": "multipart/mixed; boundary=x" }]) {
      const res = await server.app.inject({ method: "POST", url: "/api/upload/photo", payload: "--x\r\n\r\n", headers });
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
    }
    expect(await snapshot()).toEqual(before);
  });

  // Run last: proves the bodies above were one change away from valid ones.
  it("accepts each unbroken body, so the malformed ones failed for their breakage", async () => {
    for (const target of targets()) {
      const res = await server.app.inject({ method: "POST", url: target.url(), payload: target.base(), headers: { cookie: chatCookie } });
      expect(res.statusCode, target.name).toBe(201);
    }
  });
});
