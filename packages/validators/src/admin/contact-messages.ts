import { z } from "zod";
import { CONTACT_MESSAGE_STATUSES } from "../constants";
import { recordId } from "./fields";

export const contactMessageStatusSchema = z.enum(CONTACT_MESSAGE_STATUSES, {
  error: `status must be one of ${CONTACT_MESSAGE_STATUSES.join(", ")}`,
});

export const contactMessageSetStatusInput = z.object({ id: recordId, status: contactMessageStatusSchema });
export type ContactMessageSetStatusInput = z.input<typeof contactMessageSetStatusInput>;
