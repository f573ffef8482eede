import { z } from "zod";
import { CONTACT_MESSAGE_STATUSES } from "../constants";
import { recordId } from "../record-id";
import { staffListInput, statusFilter } from "./lists";

export const contactMessageStatusSchema = z.enum(CONTACT_MESSAGE_STATUSES, {
  error: `status must be one of ${CONTACT_MESSAGE_STATUSES.join(", ")}`,
});

export const contactMessageSetStatusInput = z.strictObject({ id: recordId, status: contactMessageStatusSchema });
export type ContactMessageSetStatusInput = z.input<typeof contactMessageSetStatusInput>;

/** admin.contactMessages.search: one page, by status and by name, email or phone. */
export const contactMessageSearchInput = z.strictObject({
  ...staffListInput,
  status: statusFilter(CONTACT_MESSAGE_STATUSES),
});
