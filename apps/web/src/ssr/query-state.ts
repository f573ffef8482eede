import { loadTransformer } from "@fh/client/transformer";
import { hydrate, type DehydratedState, type QueryClient } from "@tanstack/react-query";
import type { SuperJSONResult } from "superjson";

/** The id of the JSON data block the server writes the prefetched answers into. */
export const QUERY_STATE_ID = "query-state";

/**
 * superjson's chunk as Vite's manifest names it (@fh/client/transformer loads
 * it): the server preloads it for a page whose data block needs it to be read.
 */
export const TRANSFORMER_MODULE = "../../packages/client/src/superjson.ts";

/**
 * Whether reading the block needs superjson: only when it holds values JSON
 * lacks (dates), which superjson lists in its `meta`; otherwise its `json` is
 * the state itself.
 */
export function needsTransformer(serialized: SuperJSONResult): boolean {
  return serialized.meta !== undefined;
}

/**
 * Puts the answers the server rendered the page with into the client's cache,
 * so the first client render draws exactly what the server sent (hydration
 * needs the two to match) and asks nothing again. The block is a JSON data
 * block, which the Content-Security-Policy allows; superjson keeps the dates.
 */
export async function restoreQueryState(queryClient: QueryClient, serialized: SuperJSONResult | null): Promise<void> {
  if (!serialized) return;
  try {
    const state = needsTransformer(serialized)
      ? (await loadTransformer()).deserialize<DehydratedState>(serialized)
      : (serialized.json as unknown as DehydratedState);
    hydrate(queryClient, state);
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
