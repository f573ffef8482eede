/** Every public input is a strictObject, like the staff ones: a key the form does not have is a 400 naming it, never dropped in silence. */
export * from "./obituaries";
export * from "./guest-book";
export * from "./consultations";
export * from "./contact";
export * from "./chat";
export * from "./follow";
export * from "./rsvp";
export * from "./flowers";
export * from "./memorial-photos";
export * from "./family-memorial";
export * from "./pre-planning";
export * from "./family";
