import { TRPCError } from "@trpc/server";
import { z } from "zod";

/**
 * A 400 naming the field, for rules the schema cannot know alone (today's
 * date, a row that must exist). Shaped like a zod failure, so REST and tRPC
 * word it exactly like schema errors.
 */
export function badInput(field: string, message: string): TRPCError {
  const cause = new z.ZodError([{ code: "custom", path: [field], message, input: undefined }]);
  return new TRPCError({ code: "BAD_REQUEST", message: `${field}: ${message}`, cause });
}
