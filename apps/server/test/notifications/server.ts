import { createCaller, createInternalContext, type MailTransport, type RetryPolicy } from "@fh/api";
import type { DatabaseHandle } from "@fh/db";
import { buildServer, type BuiltServer } from "../../src/app";
import { loadConfig } from "../../src/config";
import { generousLimits } from "../public/helpers";

const noSites = { webDist: "/nonexistent", adminDist: "/nonexistent" };

/** Fast retries, so an outage of a second is over within a test. */
export const fastRetry: Partial<RetryPolicy> = { backoffBaseMs: 100, backoffMaxMs: 400, leaseMs: 10_000, maxAttempts: 50 };

export const STAFF = ["director@lakeworth.example", "office@lakeworth.example"];

/** The real server (no HTTP listening needed) sending its outbox to `smtpUrl` every 50 ms. */
export async function mailServer(
  database: DatabaseHandle,
  smtpUrl: string | undefined,
  env: Record<string, string> = {},
  options: { digestNow?: () => Date; transport?: MailTransport; mailNow?: () => Date } = {},
): Promise<BuiltServer> {
  const config = loadConfig({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    PUBLIC_ORIGIN: "https://lakeworth.example",
    MAIL_FROM: "Lake Worth Family Funeral Home <care@lakeworth.example>",
    STAFF_NOTIFY_EMAIL: STAFF.join(", "),
    ...(smtpUrl ? { SMTP_URL: smtpUrl } : {}),
    ...env,
  });
  const built = await buildServer(config, {
    database,
    logger: false,
    sites: noSites,
    rateLimits: generousLimits,
    mailSendIntervalMs: 50,
    mailRetry: fastRetry,
    digestIntervalMs: 50,
    digestNow: options.digestNow,
    mailTransport: options.transport,
    mailNow: options.mailNow,
  });
  await built.app.ready();
  return built;
}

/** Callers over the server's own API: a visitor and a signed-in staff member. */
export function callers(built: BuiltServer) {
  return {
    visitor: createCaller(createInternalContext(built.deps)),
    staff: createCaller(createInternalContext(built.deps, { id: 0, username: "test-staff", role: "owner" })),
  };
}

export const booking = {
  firstName: "Luis",
  lastName: "Ortiz",
  email: "luis@example.com",
  phone: "561-555-0123",
  appointmentDate: "2026-12-01",
  appointmentTime: "10:00 AM",
  consultationType: "in-person",
  serviceInterest: "pre-planning",
  budgetRange: "under-5000",
  additionalNotes: "Mornings are best",
} as const;

export const submission = {
  firstName: "Rosa",
  lastName: "Delgado",
  dateOfBirth: "1941-03-12",
  dateOfDeath: "2025-01-02",
  biography: "Rosa loved her garden, her grandchildren and Sunday dinners.",
  submitterName: "Maria Delgado",
  submitterEmail: "maria@example.com",
  submitterPhone: "(561) 555-0142",
};
