import { z } from "zod";
import { EVENT_TYPES, SERVICE_TYPES } from "../constants";
import { calendarDate, optionalText, requiredText, timeText } from "../fields";
import { recordId } from "../record-id";

export const eventTypeSchema = z.enum(EVENT_TYPES, { error: `Type must be one of ${EVENT_TYPES.join(", ")}` });
export const serviceTypeSchema = z.enum(SERVICE_TYPES, { error: `Type must be one of ${SERVICE_TYPES.join(", ")}` });

// Staff forms are strict objects: a key the form does not have is refused
// (400 naming it), not dropped, so a misspelt field never looks saved.
//
// Events and funeral services (Events & Announcements, SPEC §5) share their
// fields' words and limits, kept here once. Each form still lists its fields
// in its own order: that order is the order of its messages, and the first
// problem is the one a 400 names.
const announcementField = {
  title: requiredText(200, { label: "Title" }),
  description: optionalText(5000, { label: "Description" }),
  date: calendarDate({ label: "Date", acceptDateTime: true }),
  time: timeText({ label: "Time" }),
  location: optionalText(300, { label: "Location" }),
  isPublic: z.boolean({ error: "isPublic must be true or false" }).default(true),
};

type PatchShape<S extends z.ZodRawShape> = {
  [K in keyof S]: z.ZodOptional<S[K] extends z.ZodDefault<infer Inner> ? Inner : S[K]>;
};

/**
 * An update form, with PATCH semantics: only the fields sent change, each
 * checked as on create, plus the record's id. `.partial()` alone would keep
 * the create defaults, and a default fills a field that was not sent (every
 * update would reset the type and make the row public again), so the
 * defaulted fields are plain optionals here.
 */
function patchInput<S extends z.ZodRawShape>(fields: z.ZodObject<S, z.core.$strict>) {
  const patch = Object.fromEntries(
    Object.entries(fields.shape).map(([key, field]) => [key, z.optional(field instanceof z.ZodDefault ? field.unwrap() : field)]),
  ) as PatchShape<S>;
  return z.strictObject({ ...patch, id: recordId });
}

/** Admin event form (SPEC §5): title, date, time required; type memorial and public by default. */
export const eventFields = z.strictObject({
  title: announcementField.title,
  description: announcementField.description,
  eventDate: announcementField.date,
  eventTime: announcementField.time,
  location: announcementField.location,
  eventType: eventTypeSchema.default("memorial"),
  isPublic: announcementField.isPublic,
});
export const eventCreateInput = eventFields;
export const eventUpdateInput = patchInput(eventFields);
export type EventCreateInput = z.input<typeof eventCreateInput>;
export type EventUpdateInput = z.input<typeof eventUpdateInput>;

/** Where to watch a service from afar: an http(s) address, or blank for none. */
const livestreamUrl = optionalText(2000, { label: "Livestream link" }).refine(
  // A host after the scheme, no spaces: enough to make a link that opens; the page checks nothing else.
  (s) => s === null || s === undefined || /^https?:\/\/[^\s/?#]+\.[^\s/?#]+(?:[/?#]\S*)?$/i.test(s),
  { error: "Livestream link must be a web address starting with https://" },
);

/**
 * Admin service form (SPEC §5): title, deceased name, date, time required; type
 * funeral and public by default. Optionally linked to an obituary (
 * null unlinks), and with a livestream link.
 */
export const serviceFields = z.strictObject({
  title: announcementField.title,
  description: announcementField.description,
  serviceDate: announcementField.date,
  serviceTime: announcementField.time,
  location: announcementField.location,
  serviceType: serviceTypeSchema.default("funeral"),
  deceasedName: requiredText(200, { label: "Deceased name" }),
  isPublic: announcementField.isPublic,
  obituaryId: recordId.nullable().optional(),
  livestreamUrl,
});
export const serviceCreateInput = serviceFields;
export const serviceUpdateInput = patchInput(serviceFields);
export type ServiceCreateInput = z.input<typeof serviceCreateInput>;
export type ServiceUpdateInput = z.input<typeof serviceUpdateInput>;
