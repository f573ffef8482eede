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
 * The paths of the block's dates, when dates are all superjson's `meta` lists
 * (an obituary's createdAt, a guest-book entry's): a few lines turn those back
 * into dates without fetching superjson's chunk on the page's first visit.
 * Anything else it lists (a Map, undefined, a shared reference, an escaped key)
 * is null: superjson reads it.
 */
export function datePaths(serialized: SuperJSONResult): string[][] | null {
  const meta = serialized.meta as { values?: unknown; v?: unknown } | undefined;
  if (!meta) return [];
  if (Object.keys(meta).some((key) => key !== "values" && key !== "v")) return null;
  const values = meta.values;
  if (typeof values !== "object" || values === null || Array.isArray(values)) return null;
  const paths: string[][] = [];
  for (const [path, annotation] of Object.entries(values)) {
    if (path.includes("\\") || !Array.isArray(annotation) || annotation.length !== 1 || annotation[0] !== "Date") return null;
    const keys = path.split(".");
    // As superjson refuses them: a path must never reach an object's prototype.
    if (keys.some((key) => key === "__proto__" || key === "constructor" || key === "prototype")) return null;
    paths.push(keys);
  }
  return paths;
}

/** Whether reading the block needs superjson: only for what datePaths leaves to it. */
export function needsTransformer(serialized: SuperJSONResult): boolean {
  return datePaths(serialized) === null;
}

/** The block's state with each listed string back as a date, as superjson would give it. */
function withDates(json: unknown, paths: string[][]): unknown {
  for (const path of paths) {
    let holder = json as Record<string, unknown>;
    for (const key of path.slice(0, -1)) holder = holder[key] as Record<string, unknown>;
    const last = path[path.length - 1]!;
    holder[last] = new Date(holder[last] as string);
  }
  return json;
}

/**
 * Puts the answers the server rendered the page with into the client's cache,
 * so the first client render draws exactly what the server sent (hydration
 * needs the two to match) and asks nothing again. The block is a JSON data
 * block, which the Content-Security-Policy allows; its dates come back as dates.
 */
export async function restoreQueryState(queryClient: QueryClient, serialized: SuperJSONResult | null): Promise<void> {
  if (!serialized) return;
  try {
    const dates = datePaths(serialized);
    const state = dates
      ? (withDates(serialized.json, dates) as DehydratedState)
      : (await loadTransformer()).deserialize<DehydratedState>(serialized);
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
