import { TRPCError } from "@trpc/server";

/** Throws a 404 naming the kind of record when an update or delete touched nothing. */
export function found<T>(row: T | undefined, what: string): T {
  if (row === undefined) throw new TRPCError({ code: "NOT_FOUND", message: `${what} not found` });
  return row;
}
