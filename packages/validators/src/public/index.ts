export * from "./obituaries";
export * from "./guest-book";
export * from "./consultations";
export * from "./contact";
export * from "./chat";
export * from "./follow";
