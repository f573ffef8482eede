// The zod-free part of the package: facts, constants, dates and routes that every
// page needs. The apps import these from "@fh/validators/site" so a page without a
// form never loads zod.
export * from "./business";
export * from "./chat-session";
export * from "./constants";
export * from "./dates";
export * from "./clock";
export * from "./ids";
export * from "./routes";
export * from "./notifications";
export * from "./price-list";
export * from "./pre-planning";
export * from "./calendar";
export * from "./directions";
export * from "./family-language";
