/**
 * The most calls one tRPC request may carry: the server refuses more before
 * building any (a short URL asking for the full list twenty times took
 * hundreds of megabytes), and the apps' batching link never sends more.
 * A module of its own so that the browser's entry imports this number alone.
 */
export const TRPC_MAX_BATCH_CALLS = 10;

/**
 * The calls the server counts as expensive (the full obituary list and the
 * search, `.meta({ expensive: true })`), of which it takes one a request. The
 * apps send each of them alone, so a page that asks for two at once (the
 * memorial list's featured row and its pages) is never refused as a batch.
 * The server's test holds this list to the procedures' own meta.
 */
export const EXPENSIVE_TRPC_CALLS: readonly string[] = ["obituaries.list", "obituaries.search"];
