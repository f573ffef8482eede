import { TRPCError } from "@trpc/server";
import { getHTTPStatusCodeFromError } from "@trpc/server/http";
import { z } from "zod";

/** An issue's field: its path, or for a key a strict form does not have, that key. */
function fieldOf(issue: z.core.$ZodIssue): string {
  const path = issue.path.map(String);
  if (issue.code === "unrecognized_keys" && issue.keys[0] !== undefined) path.push(issue.keys[0]);
  return path.join(".");
}

/** An unknown key is named as its field: "colour: Unknown field". */
const UNKNOWN_FIELD = "Unknown field";

/**
 * One wording for bad input, used by the tRPC error formatter and the REST
 * shims alike: the first problem, named by its field ("email: Invalid email").
 */
export function describeZodError(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return "Invalid input";
  const field = fieldOf(issue);
  if (issue.code === "unrecognized_keys") return `${field}: ${UNKNOWN_FIELD}`;
  if (field && /^Invalid input: expected .*, received undefined$/.test(issue.message)) {
    return `${field}: Required`;
  }
  return field ? `${field}: ${issue.message}` : issue.message;
}

/** The field names of a zod error, each with its first message. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    if (issue.code === "unrecognized_keys") {
      const prefix = issue.path.map(String).join(".");
      for (const key of issue.keys) out[prefix ? `${prefix}.${key}` : key] ??= UNKNOWN_FIELD;
      continue;
    }
    const field = fieldOf(issue) || "_";
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
    // A 503 (database away, unavailable.ts) says so in words of its own; any other 5xx says nothing.
    if (status >= 500 && error.code !== "SERVICE_UNAVAILABLE") return { status, message: "Internal server error" };
    return { status, message: error.message };
  }
  if (error instanceof z.ZodError) {
    return { status: 400, message: describeZodError(error), fields: fieldErrors(error) };
  }
  return { status: 500, message: "Internal server error" };
}

/**
 * A 400 naming the field, for rules the schema cannot know alone (today's
 * date, a row that must exist), or a 409 naming the field (a value taken
 * meanwhile). Shaped like a zod failure, so REST and tRPC word it exactly
 * like schema errors and the forms show it beside the field.
 */
export function badInput(field: string, message: string, code: "BAD_REQUEST" | "CONFLICT" = "BAD_REQUEST"): TRPCError {
  // ZodRealError, not ZodError: zod 4's plain ZodError is no Error, and tRPC would keep only a copy of it as the cause.
  const cause = new z.ZodRealError([{ code: "custom", path: [field], message, input: undefined }]);
  return new TRPCError({ code, message: `${field}: ${message}`, cause });
}

/** The row an update or delete touched, or a 404 naming the kind of record when it touched none. */
export function found<T>(row: T | undefined, what: string): T {
  if (row === undefined) throw new TRPCError({ code: "NOT_FOUND", message: `${what} not found` });
  return row;
}

/**
 * What a log may keep of a failed query: the database's error code (SQLSTATE,
 * or the driver's, e.g. ECONNREFUSED) and the names of the table, column and
 * constraint involved. Never the SQL or its parameters (a visitor's name,
 * email or message), nor the database's detail line, which quotes values.
 */
export interface DatabaseFailure {
  code: string | null;
  table?: string;
  column?: string;
  constraint?: string;
}

type ErrorLink = Record<string, unknown>;

const isLink = (value: unknown): value is ErrorLink => typeof value === "object" && value !== null;
const textOf = (link: ErrorLink, key: string): string | undefined =>
  typeof link[key] === "string" ? (link[key] as string) : undefined;
const isQueryFailure = (link: ErrorLink) =>
  (link instanceof Error && link.constructor.name === "DrizzleQueryError") || ("query" in link && "params" in link);
const hasSqlState = (link: ErrorLink) => /^[0-9A-Z]{5}$/.test(textOf(link, "code") ?? "");

/**
 * The database failure behind an error, searched along its causes (a tRPC
 * error wrapping drizzle's query error wrapping the driver's), or null when
 * no query failed.
 */
export function databaseFailureOf(error: unknown): DatabaseFailure | null {
  const chain: ErrorLink[] = [];
  for (let link: unknown = error; isLink(link) && chain.length < 10 && !chain.includes(link); link = link.cause) {
    chain.push(link);
  }
  if (!chain.some((link) => isQueryFailure(link) || hasSqlState(link))) return null;
  // The innermost link with a code is the driver's own error.
  const source = chain.findLast((link) => textOf(link, "code") !== undefined && !(link instanceof TRPCError));
  if (!source) return { code: null };
  const failure: DatabaseFailure = { code: textOf(source, "code") ?? null };
  for (const key of ["table", "column", "constraint"] as const) {
    const value = textOf(source, key) ?? textOf(source, `${key}_name`);
    if (value) failure[key] = value;
  }
  return failure;
}
