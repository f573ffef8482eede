export * from "./business";
export * from "./constants";
export * from "./dates";
export * from "./routes";
export * from "./admin";
export * from "./public";
