import type { ApiLogger } from "../context";

/**
 * The events a defender reads in the log, each with a
 * stable `event` name to search and alert on, and only the fields that say who
 * did what from where. Never a password, a session token, a chat cookie, a
 * message's text or an email address being erased: only what is listed here
 * can be written, so adding a field is a decision made in this file.
 *
 * Levels: warn for what may be an attack (failed or throttled sign-ins, 429s,
 * refused cross-site requests, someone else's chat); info for staff changes
 * and successful sign-ins, the audit trail.
 */
export type SecurityEvent =
  | { event: "auth.login_succeeded"; username: string; ip: string }
  | { event: "auth.login_failed"; username: string; ip: string; reason?: "code" | "link" }
  /** A right password from a new address while a ceiling held: the second proof asked for (an emailed link, or none to be had). */
  | { event: "auth.login_second_proof"; username: string; ip: string; proof: "email_link" | "none" }
  | { event: "auth.login_throttled"; username: string; ip: string; retryAfterSeconds: number }
  | { event: "auth.logout"; username: string; ip: string }
  | { event: "auth.password_check_failed"; username: string; ip: string; action: string }
  | { event: "auth.password_check_throttled"; username: string; ip: string; action: string; retryAfterSeconds: number }
  | { event: "rate_limit.exceeded"; scope: string; ip: string; retryAfterSeconds: number }
  | { event: "csrf.refused"; origin: string | null; method: string; path: string; ip: string }
  | { event: "chat.access_refused"; ip: string; reason: "no cookie" | "not this visitor's" }
  | {
      event: "staff.change";
      action: string;
      username: string;
      ip: string;
      target: Record<string, string | number> | null;
    }
  | { event: "privacy.erased"; username: string; ip: string; erased: Record<string, number> }
  | { event: "retention.purged"; purged: Record<string, number> };

const WARN_EVENTS = new Set<SecurityEvent["event"]>([
  "auth.login_failed",
  "auth.login_throttled",
  "auth.login_second_proof",
  "auth.password_check_failed",
  "auth.password_check_throttled",
  "rate_limit.exceeded",
  "csrf.refused",
  "chat.access_refused",
]);

const MESSAGES: Record<SecurityEvent["event"], string> = {
  "auth.login_succeeded": "staff signed in",
  "auth.login_failed": "staff sign-in failed",
  "auth.login_throttled": "staff sign-in throttled",
  "auth.login_second_proof": "staff sign-in needs a second proof",
  "auth.logout": "staff signed out",
  "auth.password_check_failed": "signed-in staff gave a wrong current password",
  "auth.password_check_throttled": "current-password checks throttled",
  "rate_limit.exceeded": "public write throttled",
  "csrf.refused": "refused a staff request from a foreign origin",
  "chat.access_refused": "chat conversation refused to another visitor",
  "staff.change": "staff change",
  "privacy.erased": "personal data erased on request",
  "retention.purged": "personal data past its retention removed",
};

/** A typed username can be anything; keep the line readable and bounded. */
export function loggableUsername(username: string): string {
  // Control characters (a newline above all) would let a typed name fake a log line in a text viewer.
  const clean = Array.from(username, (ch) => {
    const code = ch.charCodeAt(0);
    return code < 0x20 || code === 0x7f ? "?" : ch;
  }).join("");
  return clean.length > 100 ? `${clean.slice(0, 100)}…` : clean;
}

export function logSecurityEvent(log: ApiLogger, fields: SecurityEvent): void {
  const level = WARN_EVENTS.has(fields.event) ? "warn" : "info";
  log[level]({ ...fields }, MESSAGES[fields.event]);
}
