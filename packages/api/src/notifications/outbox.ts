import { randomUUID } from "node:crypto";
import { notificationRecipients, outboxMessages, type Database, type OutboxAttachment } from "@fh/db";
import type { NotificationKind, StaffNotificationKind } from "@fh/validators";
import { and, count, eq, gte } from "drizzle-orm";
import type { RenderedEmail } from "./layout";
import { assertHeaderSafe, isEmailAddress, parseAddressList, UnsafeEmailError } from "./safety";
import { DEFAULT_PUBLIC_PER_ADDRESS_PER_HOUR, type NotificationSettings } from "./settings";

/** The transaction (or database) a write runs in: the email goes in with it or not at all. */
export type OutboxWriter = Pick<Database, "insert" | "select">;

export interface OutgoingEmail extends RenderedEmail {
  kind: NotificationKind;
  to: string[];
  headers?: Record<string, string>;
  attachments?: OutboxAttachment[];
}

const HOUR_MS = 60 * 60_000;

/** The text the staff page shows for a public email held back by the per-address limit. */
export const RATE_LIMITED_ERROR = "Not sent: too many emails to this address in the last hour";

/** The domain of our own Message-IDs and calendar UIDs: MAIL_FROM's. */
export function mailDomain(settings: NotificationSettings): string {
  return settings.from.address.split("@")[1] ?? "localhost";
}

/**
 * Writes an email to the outbox, in the caller's transaction. Refuses (throws
 * UnsafeEmailError, so the write rolls back rather than commit without its
 * notice) a recipient that is not an address or a header with a line break.
 * An email to the public beyond the per-address limit is kept as failed with
 * the reason, never dropped silently: staff see it and may Retry it.
 * Answers the row's id, or null when there is nobody to send to.
 * `notBefore` holds the email until then (the sender never claims it
 * earlier), so a staff decision can still be taken back with nothing sent.
 */
export async function enqueueEmail(
  tx: OutboxWriter,
  settings: NotificationSettings,
  email: OutgoingEmail,
  now: Date,
  options: { notBefore?: Date } = {},
): Promise<number | null> {
  if (email.to.length === 0) return null;
  for (const address of email.to) {
    if (!isEmailAddress(address)) throw new UnsafeEmailError(`not an email address: ${JSON.stringify(address)}`);
  }
  assertHeaderSafe("Subject", email.subject);
  for (const [name, value] of Object.entries(email.headers ?? {})) {
    assertHeaderSafe(name, name);
    assertHeaderSafe(name, value);
  }
  const recipient = email.to.join(", ");
  let held: string | null = null;
  if (email.kind.startsWith("family.")) {
    const limit = settings.publicPerAddressPerHour ?? DEFAULT_PUBLIC_PER_ADDRESS_PER_HOUR;
    const [recent] = await tx
      .select({ n: count() })
      .from(outboxMessages)
      .where(and(eq(outboxMessages.recipient, recipient), gte(outboxMessages.createdAt, new Date(now.getTime() - HOUR_MS))));
    if ((recent?.n ?? 0) >= limit) held = RATE_LIMITED_ERROR;
  }
  const [row] = await tx
    .insert(outboxMessages)
    .values({
      kind: email.kind,
      recipient,
      subject: email.subject,
      text: email.text,
      html: email.html,
      headers: email.headers ?? {},
      attachments: email.attachments ?? [],
      messageId: `<${randomUUID()}@${mailDomain(settings)}>`,
      status: held ? "failed" : "waiting",
      lastError: held,
      // Due at once: nextAttemptAt is left to the database's clock, which the sender's claim compares with its own.
      // A held email is due when its hold ends, so the due index orders it where it belongs.
      ...(options.notBefore ? { notBefore: options.notBefore, nextAttemptAt: options.notBefore } : {}),
      createdAt: now,
    })
    .returning({ id: outboxMessages.id });
  return row?.id ?? null;
}

/** Who receives a staff kind: as staff set it on the Notifications page, else STAFF_NOTIFY_EMAIL. */
export async function staffRecipientsFor(
  db: Pick<Database, "select">,
  settings: NotificationSettings,
  kind: StaffNotificationKind,
): Promise<string[]> {
  const [row] = await db.select({ addresses: notificationRecipients.addresses }).from(notificationRecipients).where(eq(notificationRecipients.kind, kind));
  if (!row) return settings.staffRecipients;
  const parsed = parseAddressList(row.addresses);
  // Checked when saved; a bad one here would be a hand edit, and staff still hear of it through the default.
  return parsed.ok ? parsed.addresses : settings.staffRecipients;
}

/** An email of a staff kind, to whoever receives that kind now (staffRecipientsFor), in the caller's transaction. */
export async function enqueueStaffEmail(
  tx: OutboxWriter,
  settings: NotificationSettings,
  kind: StaffNotificationKind,
  email: RenderedEmail,
  now: Date,
): Promise<number | null> {
  return enqueueEmail(tx, settings, { kind, to: await staffRecipientsFor(tx, settings, kind), ...email }, now);
}
