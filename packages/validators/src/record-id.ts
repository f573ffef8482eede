import { z } from "zod";
import { RECORD_ID_MAX } from "./ids";

/** An id in a procedure's input (ids.ts says what an id is). */
export const recordId = z
  .number({ error: "Must be a number" })
  .int({ error: "Must be a whole number" })
  .positive({ error: "Must be positive" })
  .max(RECORD_ID_MAX, { error: "Is too large" });

/** Strict: staff actions send the id and nothing else (an unknown key is a 400 naming it). */
export const byIdInput = z.strictObject({ id: recordId });
