import { z } from "zod";
import { EVENT_TYPES, SERVICE_TYPES } from "../constants";
import { calendarDate, optionalText, requiredText, timeText } from "../fields";
import { recordId } from "../record-id";

export const eventTypeSchema = z.enum(EVENT_TYPES, { error: `Type must be one of ${EVENT_TYPES.join(", ")}` });
export const serviceTypeSchema = z.enum(SERVICE_TYPES, { error: `Type must be one of ${SERVICE_TYPES.join(", ")}` });
const isPublicFlag = z.boolean({ error: "isPublic must be true or false" });

// Staff forms are strict objects: a key the form does not have is refused
// (400 naming it), not dropped, so a misspelt field never looks saved.
//
// Updates have PATCH semantics: only the fields sent change, each checked as on
// create. `.partial()` alone would keep the create defaults, and a default fills
// a field that was not sent (every update would reset the type and make the row
// public again), so the defaulted fields are plain optionals there.

/** Admin event form (SPEC §5): title, date, time required; type memorial and public by default. */
export const eventFields = z.strictObject({
  title: requiredText(200, { label: "Title" }),
  description: optionalText(5000, { label: "Description" }),
  eventDate: calendarDate({ label: "Date", acceptDateTime: true }),
  eventTime: timeText({ label: "Time" }),
  location: optionalText(300, { label: "Location" }),
  eventType: eventTypeSchema.default("memorial"),
  isPublic: isPublicFlag.default(true),
});
export const eventCreateInput = eventFields;
export const eventUpdateInput = eventFields
  .partial()
  .extend({ id: recordId, eventType: eventTypeSchema.optional(), isPublic: isPublicFlag.optional() });
export type EventCreateInput = z.input<typeof eventCreateInput>;
export type EventUpdateInput = z.input<typeof eventUpdateInput>;

/** Admin service form (SPEC §5): title, deceased name, date, time required; type funeral and public by default. */
export const serviceFields = z.strictObject({
  title: requiredText(200, { label: "Title" }),
  description: optionalText(5000, { label: "Description" }),
  serviceDate: calendarDate({ label: "Date", acceptDateTime: true }),
  serviceTime: timeText({ label: "Time" }),
  location: optionalText(300, { label: "Location" }),
  serviceType: serviceTypeSchema.default("funeral"),
  deceasedName: requiredText(200, { label: "Deceased name" }),
  isPublic: isPublicFlag.default(true),
});
export const serviceCreateInput = serviceFields;
export const serviceUpdateInput = serviceFields
  .partial()
  .extend({ id: recordId, serviceType: serviceTypeSchema.optional(), isPublic: isPublicFlag.optional() });
export type ServiceCreateInput = z.input<typeof serviceCreateInput>;
export type ServiceUpdateInput = z.input<typeof serviceUpdateInput>;
