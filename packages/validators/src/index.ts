export * from "./business";
export * from "./chat-session";
export * from "./business-schema";
export * from "./constants";
export * from "./dates";
export * from "./routes";
export * from "./admin";
export * from "./public";
