import { z } from "zod";
import { honeypot, optionalEmail, personName } from "../fields";
import { recordId } from "../record-id";

/** "I'll attend" counts the writer and whoever comes with them: one to ten people per answer. */
export const RSVP_GUESTS_MIN = 1;
export const RSVP_GUESTS_MAX = 10;

/** POST /api/services/{id}/rsvp takes these fields; services.rsvp adds serviceId. */
export const serviceRsvpEntrySchema = z.strictObject({
  name: personName(100),
  guests: z
    .number({ error: "Enter how many people, from 1 to 10" })
    .int({ error: "Enter how many people, from 1 to 10" })
    .min(RSVP_GUESTS_MIN, { error: "Enter how many people, from 1 to 10" })
    .max(RSVP_GUESTS_MAX, { error: "Enter how many people, from 1 to 10" }),
  email: optionalEmail(),
  website: honeypot,
});

export const serviceRsvpSchema = serviceRsvpEntrySchema.extend({ serviceId: recordId });
