export * from "./client";
export { embeddedLocation, prepareEmbeddedDataDir } from "./embedded";
export * from "./embedded-dump";
export * from "./errors";
export * from "./migrate";
export * as schema from "./schema";
export * from "./schema";
export * from "./raw-sql";
