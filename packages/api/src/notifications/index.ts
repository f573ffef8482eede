export * from "./settings";
export * from "./safety";
export * from "./outbox";
export * from "./notify";
export * from "./sender";
export * from "./transport";
export * from "./digests";
