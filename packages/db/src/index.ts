export * from "./client";
export { prepareEmbeddedDataDir } from "./embedded";
export * from "./errors";
export * from "./migrate";
export * as schema from "./schema";
export * from "./schema";
