import { z } from "zod";
import { OUTBOX_DISPLAY_STATUSES, STAFF_NOTIFICATION_KINDS } from "../notifications";
import { recordId } from "../record-id";
import { optionalText, requiredEmail } from "../fields";
import { staffListInput, statusFilter } from "./lists";

/** Room for a dozen addresses. */
export const NOTIFICATION_ADDRESSES_MAX = 2000;

/**
 * admin.notifications.setRecipients: who receives one staff kind, as
 * "a@x.org, b@y.org"; blank means nobody. The procedure checks each address
 * and names the first bad one ("addresses: Not an email address: …").
 */
export const notificationRecipientsInput = z.strictObject({
  kind: z.enum(STAFF_NOTIFICATION_KINDS, { error: `kind must be one of ${STAFF_NOTIFICATION_KINDS.join(", ")}` }),
  addresses: optionalText(NOTIFICATION_ADDRESSES_MAX, { label: "Addresses" }),
});
export type NotificationRecipientsInput = z.input<typeof notificationRecipientsInput>;

/** admin.notifications.outbox: one page of recent messages, newest first, by status (sent, waiting, retrying, failed). */
export const outboxSearchInput = z.strictObject({
  ...staffListInput,
  status: statusFilter(OUTBOX_DISPLAY_STATUSES),
});

export const outboxRetryInput = z.strictObject({ id: recordId });

/** admin.notifications.sendTest: Send test email, to one address. */
export const testEmailInput = z.strictObject({ to: requiredEmail({ label: "Email" }) });
export type TestEmailInput = z.input<typeof testEmailInput>;
