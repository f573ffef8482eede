import { z } from "zod";
import { EVENT_TYPES, SERVICE_TYPES } from "../constants";
import { calendarDate, optionalText, recordId, requiredText, timeText } from "./fields";

export const eventTypeSchema = z.enum(EVENT_TYPES, { error: `Type must be one of ${EVENT_TYPES.join(", ")}` });
export const serviceTypeSchema = z.enum(SERVICE_TYPES, { error: `Type must be one of ${SERVICE_TYPES.join(", ")}` });

/** Admin event form (SPEC §5): title, date, time required; type memorial and public by default. */
export const eventFields = z.object({
  title: requiredText("Title", 200),
  description: optionalText("Description", 5000),
  eventDate: calendarDate("Date"),
  eventTime: timeText("Time"),
  location: optionalText("Location", 300),
  eventType: eventTypeSchema.default("memorial"),
  isPublic: z.boolean({ error: "isPublic must be true or false" }).default(true),
});
export const eventCreateInput = eventFields;
/** PATCH semantics: only the fields sent change; each is checked as on create. */
export const eventUpdateInput = z.object({
  id: recordId,
  title: eventFields.shape.title.optional(),
  description: eventFields.shape.description.optional(),
  eventDate: eventFields.shape.eventDate.optional(),
  eventTime: eventFields.shape.eventTime.optional(),
  location: eventFields.shape.location.optional(),
  eventType: eventTypeSchema.optional(),
  isPublic: z.boolean({ error: "isPublic must be true or false" }).optional(),
});
export type EventCreateInput = z.input<typeof eventCreateInput>;
export type EventUpdateInput = z.input<typeof eventUpdateInput>;

/** Admin service form (SPEC §5): title, deceased name, date, time required; type funeral and public by default. */
export const serviceFields = z.object({
  title: requiredText("Title", 200),
  description: optionalText("Description", 5000),
  serviceDate: calendarDate("Date"),
  serviceTime: timeText("Time"),
  location: optionalText("Location", 300),
  serviceType: serviceTypeSchema.default("funeral"),
  deceasedName: requiredText("Deceased name", 200),
  isPublic: z.boolean({ error: "isPublic must be true or false" }).default(true),
});
export const serviceCreateInput = serviceFields;
export const serviceUpdateInput = z.object({
  id: recordId,
  title: serviceFields.shape.title.optional(),
  description: serviceFields.shape.description.optional(),
  serviceDate: serviceFields.shape.serviceDate.optional(),
  serviceTime: serviceFields.shape.serviceTime.optional(),
  location: serviceFields.shape.location.optional(),
  serviceType: serviceTypeSchema.optional(),
  deceasedName: serviceFields.shape.deceasedName.optional(),
  isPublic: z.boolean({ error: "isPublic must be true or false" }).optional(),
});
export type ServiceCreateInput = z.input<typeof serviceCreateInput>;
export type ServiceUpdateInput = z.input<typeof serviceUpdateInput>;
