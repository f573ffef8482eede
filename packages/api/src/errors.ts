import { TRPCError } from "@trpc/server";
import { getHTTPStatusCodeFromError } from "@trpc/server/http";
import { z } from "zod";

/**
 * One wording for bad input, used by the tRPC error formatter and the REST
 * shims alike: the first problem, named by its field ("email: Invalid email").
 */
export function describeZodError(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return "Invalid input";
  const field = issue.path.map(String).join(".");
  if (field && /^Invalid input: expected .*, received undefined$/.test(issue.message)) {
    return `${field}: Required`;
  }
  return field ? `${field}: ${issue.message}` : issue.message;
}

/** The field names of a zod error, each with its first message. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path.map(String).join(".") || "_";
    out[field] ??= issue.message;
  }
  return out;
}

export interface PublicError {
  status: number;
  message: string;
  fields?: Record<string, string>;
}

/**
 * What a client may learn of an error: its HTTP status and a message written
 * for people. Internal errors become a bare "Internal server error" so no SQL,
 * stack or path leaves the server.
 */
export function toPublicError(error: unknown): PublicError {
  if (error instanceof TRPCError) {
    const status = getHTTPStatusCodeFromError(error);
    if (error.cause instanceof z.ZodError) {
      return { status, message: describeZodError(error.cause), fields: fieldErrors(error.cause) };
    }
    if (status >= 500) return { status, message: "Internal server error" };
    return { status, message: error.message };
  }
  if (error instanceof z.ZodError) {
    return { status: 400, message: describeZodError(error), fields: fieldErrors(error) };
  }
  return { status: 500, message: "Internal server error" };
}
