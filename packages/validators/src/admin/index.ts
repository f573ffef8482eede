/** Zod schemas of the staff app's forms, shared with the admin procedures that check them again. */
export * from "./auth";
export * from "./lists";
export * from "./obituaries";
export * from "./photos";
export * from "./consultations";
export * from "./announcements";
export * from "./contact-messages";
export * from "./privacy";
export * from "./notifications";
export * from "./price-list";
export * from "./staff-accounts";
export * from "./password-strength";
export * from "./guest-book";
export * from "./pre-planning";
