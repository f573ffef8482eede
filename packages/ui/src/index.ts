export * from "./button";
export * from "./cn";
export * from "./dialog";
export * from "./field";
export * from "./select";
export * from "./spinner";
export * from "./toast";
export * from "./toaster";
export { useHydrated } from "./hydrated";
