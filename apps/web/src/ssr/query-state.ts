import { hydrate, type DehydratedState, type QueryClient } from "@tanstack/react-query";
import superjson, { type SuperJSONResult } from "superjson";

/** The id of the JSON data block the server writes the prefetched answers into. */
export const QUERY_STATE_ID = "query-state";

/**
 * Puts the answers the server rendered the page with into the client's cache,
 * so the first client render draws exactly what the server sent (hydration
 * needs the two to match) and asks nothing again. The block is a JSON data
 * block, which the Content-Security-Policy allows; superjson keeps the dates.
 */
export function restoreQueryState(queryClient: QueryClient, serialized: SuperJSONResult | null): void {
  if (!serialized) return;
  try {
    hydrate(queryClient, superjson.deserialize<DehydratedState>(serialized));
  } catch {
    // A damaged block only costs the prefetch: the page asks the server again.
  }
}

/** The serialized state from the page's data block, or null. */
export function readQueryState(doc: Document): SuperJSONResult | null {
  const text = doc.getElementById(QUERY_STATE_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as SuperJSONResult;
  } catch {
    return null;
  }
}
