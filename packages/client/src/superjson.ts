// superjson in a chunk of its own, fetched by ./transformer.ts when first needed.
// A module of ours, so Vite's manifest names the chunk by this path (the server
// preloads it for a page that needs it: apps/web/src/ssr/query-state.ts).
export { default } from "superjson";
