import { createStaffAccount } from "@fh/api";
import { outboxMessages, prePlanningRequests } from "@fh/db";
import { demoPriceList } from "@fh/db/seed";
import { CHARGES_SELECTED_STATEMENT, defaultBusiness, RIGHT_TO_SELECT_STATEMENT, type Locale } from "@fh/validators";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { renderEstimatePdf } from "../src/web/estimate-pdf";
import { createTestServer } from "./helpers";
import { pdfText } from "./pdf-text";

const body = {
  firstName: "Rosa",
  lastName: "Pierre",
  email: "rosa@example.com",
  phone: "561-555-0142",
  preferredContactMethod: "email",
  forWhom: "self",
  arrangement: "traditional-burial",
  items: [{ kind: "basicServices" }, { kind: "embalming" }, { kind: "caskets", choice: "high" }],
};

const flat = (pdf: Buffer) => pdfText(pdf).replace(/\s+/g, " ");

describe("POST /api/pre-planning with no price list in effect", () => {
  let bare: Awaited<ReturnType<typeof createTestServer>>;
  beforeAll(async () => {
    bare = await createTestServer();
  });
  afterAll(() => bare.close());

  it("answers 409, and stores nothing", async () => {
    const res = await bare.app.inject({ method: "POST", url: "/api/pre-planning", payload: body, headers: { "content-type": "application/json" } });
    expect(res.statusCode).toBe(409);
    expect(await bare.deps.db.select().from(prePlanningRequests)).toEqual([]);
  });
});

describe("POST /api/pre-planning and the estimate's PDF link", () => {
  let server: Awaited<ReturnType<typeof createTestServer>>;
  beforeAll(async () => {
    server = await createTestServer({ seed: true });
  });
  afterAll(() => server.close());

  const post = (payload: unknown, headers: Record<string, string> = {}, remoteAddress?: string) =>
    server.app.inject({ method: "POST", url: "/api/pre-planning", payload: payload as object, headers: { "content-type": "application/json", ...headers }, ...(remoteAddress ? { remoteAddress } : {}) });

  it("answers 201 with the id and the server's total in cents, whatever prices the client sent", async () => {
    const res = await post({ ...body, total: 1, items: body.items.map((i) => ({ ...i, priceCents: 1 })) });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ id: expect.any(Number), total: 195_000 + 69_500 + 895_000 });
  });

  it("answers 400 naming the field", async () => {
    const unknown = await post({ ...body, items: [{ kind: "basicServices" }, { kind: "fireworks" }] });
    expect(unknown.statusCode).toBe(400);
    expect(JSON.stringify(unknown.json())).toContain("items.1.kind");
    const fee = await post({ ...body, items: [{ kind: "embalming" }] });
    expect(fee.statusCode).toBe(400);
    expect(JSON.stringify(fee.json())).toContain("items");
    const email = await post({ ...body, email: "rosa" });
    expect(email.statusCode).toBe(400);
    expect(JSON.stringify(email.json())).toContain("email");
  });

  it("sent again with the same Idempotency-Key, is stored once and answered as the first time", async () => {
    const request = { ...body, email: "once@example.com" };
    const first = await post(request, { "idempotency-key": "4b1d6c0e9f2a4e7b8c3d5a6f7e8d9c0b" }, "203.0.113.61");
    const again = await post(request, { "idempotency-key": "4b1d6c0e9f2a4e7b8c3d5a6f7e8d9c0b" }, "203.0.113.61");
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(await server.deps.db.select().from(prePlanningRequests).where(eq(prePlanningRequests.email, "once@example.com"))).toHaveLength(1);
  });

  it("takes ten requests a quarter hour from one address, then 429 with Retry-After", async () => {
    for (let i = 0; i < 10; i++) expect((await post({ ...body, email: `family${i}@example.com` }, {}, "203.0.113.62")).statusCode).toBe(201);
    const over = await post({ ...body, email: "eleventh@example.com" }, {}, "203.0.113.62");
    expect(over.statusCode).toBe(429);
    expect(Number(over.headers["retry-after"])).toBeGreaterThan(0);
  });

  it("lists the requests to staff with a session, urgent first, and changes a status", async () => {
    await createStaffAccount(server.deps.db, defaultBusiness, { username: "planner", password: "a long planning passphrase" });
    const login = await server.app.inject({ method: "POST", url: "/api/auth/login", payload: { username: "planner", password: "a long planning passphrase" } });
    const auth = { authorization: `Bearer ${(login.json() as { sessionToken: string }).sessionToken}` };
    const urgent = await post({ ...body, email: "urgent@example.com", isUrgent: true, deathOccurred: true }, {}, "203.0.113.63");
    const { id } = urgent.json() as { id: number };
    const list = await server.app.inject({ method: "GET", url: "/api/admin/pre-planning", headers: auth });
    expect(list.statusCode).toBe(200);
    const rows = list.json() as Array<{ id: number; isUrgent: boolean; status: string; email: string }>;
    expect(rows[0]).toMatchObject({ id, isUrgent: true, status: "pending", email: "urgent@example.com" });
    const changed = await server.app.inject({ method: "PATCH", url: `/api/admin/pre-planning/${id}/status`, headers: auth, payload: { status: "contacted" } });
    expect(changed.statusCode).toBe(200);
    const after = (await server.app.inject({ method: "GET", url: "/api/admin/pre-planning", headers: auth })).json() as Array<{ id: number; status: string }>;
    expect(after.find((r) => r.id === id)?.status).toBe("contacted");
  });

  it("refuses the staff list without a session", async () => {
    const res = await server.app.inject({ method: "GET", url: "/api/admin/pre-planning" });
    expect(res.statusCode).toBe(401);
  });

  for (const locale of ["en", "es", "ht"] as const) {
    it(`emails the family in ${locale} with the PDF attached, and its token link opens the same PDF`, async () => {
      const prefix = locale === "en" ? "" : `/${locale}`;
      const res = await post(body, { "x-fh-locale": locale });
      expect(res.statusCode).toBe(201);
      const { id } = res.json() as { id: number };
      const [row] = await server.deps.db.select().from(prePlanningRequests).where(eq(prePlanningRequests.id, id));
      expect(row?.locale).toBe(locale);
      const mails = await server.deps.db.select().from(outboxMessages).where(eq(outboxMessages.kind, "family.pre_planning_estimate"));
      const mail = mails.at(-1)!;
      expect(mail.subject).toMatch({ en: /^Your pre-planning estimate/, es: /^Su presupuesto de planificación anticipada/, ht: /^Estimasyon planifikasyon davans ou/ }[locale]);
      expect(mail.text).toContain("$11,595");
      const link = new RegExp(`${prefix}/plan-ahead/estimate/([A-Za-z0-9_-]{43})`).exec(mail.text);
      expect(link, mail.text).not.toBeNull();
      const attached = Buffer.from(mail.attachments[0]!.content, "base64");
      expect(attached.subarray(0, 5).toString()).toBe("%PDF-");
      const opened = await server.app.inject({ method: "GET", url: link![0] });
      expect(opened.statusCode).toBe(200);
      expect(opened.headers["content-type"]).toBe("application/pdf");
      expect(opened.headers["cache-control"]).toBe("private, no-store");
      expect(flat(opened.rawPayload)).toContain("$11,595");
      // The id, or a made-up token, opens nothing.
      expect((await server.app.inject({ method: "GET", url: `${prefix}/plan-ahead/estimate/${id}` })).statusCode).toBe(404);
      expect((await server.app.inject({ method: "GET", url: `${prefix}/plan-ahead/estimate/${"A".repeat(43)}` })).statusCode).toBe(404);
    });
  }
});

describe("the estimate PDF", () => {
  const estimate = (locale: Locale) => ({
    id: 7,
    firstName: "Rosa",
    lastName: "Pierre",
    arrangement: "direct-cremation",
    locale,
    lines: [
      { lineId: 12, kind: "directCremation" as const, name: "Direct cremation with a container provided by the purchaser", description: null, priceCents: 129_500, rangeFromCents: null, rangeToCents: null, choice: null },
      { lineId: 17, kind: "caskets" as const, name: "Caskets", description: null, priceCents: 99_500, rangeFromCents: 99_500, rangeToCents: 895_000, choice: "later" as const },
    ],
    totalCents: 229_000,
    priceListEffectiveDate: "2026-03-10",
    alternativeContainers: demoPriceList.alternativeContainers,
    isDemo: false,
    createdAt: new Date("2026-03-12T15:00:00Z"),
  });

  it("prints the lines, the total, the version's date, the not-a-contract words and the Rule's statements in English", async () => {
    const text = flat(await renderEstimatePdf(estimate("en"), defaultBusiness, { compress: false }));
    expect(text).toContain("Pre-planning estimate");
    expect(text).toContain("$2,290");
    expect(text).toContain("March 10, 2026");
    expect(text).toContain("decide later: the low end is counted");
    expect(text).toContain("This is a good-faith estimate, not a contract.");
    expect(text).toContain(RIGHT_TO_SELECT_STATEMENT.text.slice(0, 60));
    expect(text).toContain("If you want to arrange a direct cremation, you can use an alternative container.");
    expect(text).toContain(CHARGES_SELECTED_STATEMENT.text.slice(0, 50));
    expect(text).not.toContain("Translation:");
  });

  it("is in Spanish and Haitian Creole with each Rule statement's English kept and its translation beside", async () => {
    const es = flat(await renderEstimatePdf(estimate("es"), defaultBusiness, { compress: false }));
    expect(es).toContain("Presupuesto de planificación anticipada");
    expect(es).toContain("Este es un presupuesto de buena fe, no un contrato.");
    expect(es).toContain(RIGHT_TO_SELECT_STATEMENT.text.slice(0, 60));
    expect(es).toContain("Los cargos corresponden solo a los artículos");
    const ht = flat(await renderEstimatePdf(estimate("ht"), defaultBusiness, { compress: false }));
    expect(ht).toContain("Estimasyon planifikasyon davans");
    expect(ht).toContain(RIGHT_TO_SELECT_STATEMENT.text.slice(0, 60));
    expect(ht).toContain("Frè yo se sèlman pou atik ou te chwazi");
  });
});
