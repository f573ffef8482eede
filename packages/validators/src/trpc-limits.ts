/**
 * The most calls one tRPC request may carry: the server refuses more before
 * building any (a short URL asking for the full list twenty times took
 * hundreds of megabytes), and the apps' batching link never sends more.
 * A module of its own so that the browser's entry imports this number alone.
 */
export const TRPC_MAX_BATCH_CALLS = 10;
