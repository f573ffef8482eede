import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { obituaries } from "@fh/db";
import { TRPCError } from "@trpc/server";
import { expect } from "vitest";
import { defaultRateLimits, type PublicWriteScope, type RateLimitRule } from "../../src/abuse/rate-limit";
import { RateLimiter } from "../../src/abuse/rate-limit-flexible";
import { createInternalContext, type ApiDeps, type RequestFacts } from "../../src/context";
import { createCaller } from "../../src/root";
import { createLocalPhotoStorage } from "../../src/storage";
import { createTestApi, type TestApi } from "../../src/testing";

export interface PublicTestApi extends TestApi {
  uploadsDir: string;
  /** A visitor caller with its own request facts (address, Idempotency-Key). */
  visitorWith: (request: Partial<RequestFacts>) => ReturnType<typeof createCaller>;
}

/** Limits no test reaches by accident; the rate-limit tests set their own. */
export const generousLimits = Object.fromEntries(
  Object.keys(defaultRateLimits).map((scope) => [scope, { max: 100_000, windowMs: 60_000 }]),
) as Record<PublicWriteScope, RateLimitRule>;

/** createTestApi plus disk storage in a temporary folder. */
export async function createPublicTestApi(overrides: Partial<ApiDeps> = {}): Promise<PublicTestApi> {
  const uploadsDir = mkdtempSync(path.join(tmpdir(), "fh-api-uploads-"));
  const api = await createTestApi({
    storage: createLocalPhotoStorage(uploadsDir),
    rateLimiter: new RateLimiter(generousLimits),
    ...overrides,
  });
  return {
    ...api,
    uploadsDir,
    visitorWith: (request) => createCaller(createInternalContext(api.deps, null, request)),
    close: async () => {
      await api.close();
      rmSync(uploadsDir, { recursive: true, force: true });
    },
  };
}

/**
 * A visitor's browser for the chat: a caller that keeps the chat cookie the
 * server gives it and sends it back, as a browser does with an HttpOnly cookie.
 */
export function chatVisitor(api: TestApi, request: Partial<RequestFacts> = {}) {
  const jar: { token: string | null } = { token: null };
  const caller = createCaller(() => {
    const base = createInternalContext(api.deps, null, { ...request, chatVisitorToken: jar.token });
    return {
      ...base,
      response: {
        ...base.response,
        setChatVisitorCookie: (token: string) => {
          jar.token = token;
        },
      },
    };
  });
  return { caller, jar };
}

export const validObituary = {
  firstName: "Rosa",
  lastName: "Delgado",
  dateOfBirth: "1941-03-12",
  dateOfDeath: "2025-01-02",
  biography: "Rosa loved her garden, her grandchildren and Sunday dinners.\nShe will be missed.",
  photoUrl: "",
  submitterName: "Maria Delgado",
  submitterEmail: "maria@example.com",
  submitterPhone: "(561) 555-0142",
};

/** Inserts an obituary in the given state and answers its id. */
export async function insertObituary(api: TestApi, status: "pending" | "live" | "declined" | "unlisted", firstName = "Test"): Promise<number> {
  const [row] = await api.deps.db
    .insert(obituaries)
    .values({ ...validObituary, firstName, photoUrl: null, status })
    .returning({ id: obituaries.id });
  if (!row) throw new Error("insert failed");
  return row.id;
}

/** Awaits a call that must fail with this tRPC code; answers the error for more checks. */
export async function expectTrpcError(promise: Promise<unknown>, code: TRPCError["code"]): Promise<TRPCError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error, `expected ${code}`).toBeInstanceOf(TRPCError);
  expect((error as TRPCError).code).toBe(code);
  return error as TRPCError;
}

/** The 400 message of a failed call (like "email: Invalid email"). */
export async function badRequestMessage(promise: Promise<unknown>): Promise<string> {
  const error = await expectTrpcError(promise, "BAD_REQUEST");
  const { toPublicError } = await import("../../src/errors");
  return toPublicError(error).message;
}

export const PRIVATE_FIELDS = ["submitterName", "submitterEmail", "submitterPhone", "authorEmail", "email", "phone"];

export function expectNoPrivateFields(value: unknown): void {
  const text = JSON.stringify(value);
  for (const field of PRIVATE_FIELDS) expect(text).not.toContain(`"${field}"`);
}
