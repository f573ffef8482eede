// superjson in a chunk of its own, fetched by ./transformer.ts when first needed.
// A module of ours, so Vite's manifest names the chunk by this path (the server
// preloads it for a page that needs it: apps/web/src/ssr/query-state.ts).
import superjson from "superjson";

// A page drawn on the server hands the browser its answers, a not-found one
// included (a missing memorial is drawn as "Not Found"). superjson keeps only
// an error's name and message unless told: without its code, the page could
// not tell "not there" from "could not be read just now".
superjson.allowErrorProps("code");

export default superjson;
