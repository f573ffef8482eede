/** Zod schemas of the staff app's forms, shared with the admin procedures that check them again. */
export { byIdInput, recordId as adminRecordId, type ByIdInput } from "./fields";
export * from "./auth";
export * from "./obituaries";
export * from "./photos";
export * from "./consultations";
export * from "./announcements";
export * from "./contact-messages";
