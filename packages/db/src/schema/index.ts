export * from "./enums";
export * from "./obituaries";
export * from "./announcements";
export * from "./inquiries";
export * from "./chat";
export * from "./staff";
export * from "./media";
export * from "./idempotency";
