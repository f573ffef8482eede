import { z } from "zod";
import { BUDGET_RANGES } from "../constants";
import { honeypot, optionalText, personName, requiredEmail, requiredPhone } from "../fields";
import { PRICE_LIST_ITEM_KINDS } from "../price-list";
import { PRE_PLANNING_ARRANGEMENTS, PRE_PLANNING_CONTACT_METHODS, PRE_PLANNING_FOR_WHOM, RANGE_CHOICES } from "../pre-planning";

/** Optional choice: an unchosen select ("" or null) is null, like a blank optional text. */
function optionalEnum<T extends readonly [string, ...string[]]>(values: T, message: string) {
  return z.preprocess((value) => (value === "" ? null : value), z.enum(values, { error: message }).nullish());
}

/**
 * One chosen item. Not strict, unlike the rest of the input: a client may
 * send the prices it showed, and they are dropped here, since the server
 * prices every line from the list in effect.
 */
const chosenItem = z.object({
  kind: z.enum(PRICE_LIST_ITEM_KINDS, { error: "Unknown item kind" }),
  lineId: z.number({ error: "Expected a line number" }).int().min(0).max(999).nullish(),
  choice: z.enum(RANGE_CHOICES, { error: "Choose low, mid, high or later" }).nullish(),
});

/** prePlanning.submit and POST /api/pre-planning: the Pre-planning request's contact fields (SPEC §3) and the family's choices. */
export const prePlanningSubmitSchema = z.strictObject({
  firstName: personName(100),
  lastName: personName(100),
  email: requiredEmail(),
  phone: requiredPhone(),
  preferredContactMethod: z.enum(PRE_PLANNING_CONTACT_METHODS, { error: "Choose phone, email or text" }),
  preferredCallTime: optionalText(100),
  budgetRange: optionalEnum(BUDGET_RANGES, "Choose a budget range"),
  additionalNotes: optionalText(2000),
  isUrgent: z.boolean({ error: "Expected true or false" }).optional().default(false),
  /** Whether a death has already occurred (the page asks first, and points to the 24/7 phone). */
  deathOccurred: z.boolean({ error: "Expected true or false" }).optional().default(false),
  forWhom: z.enum(PRE_PLANNING_FOR_WHOM, { error: "Choose self or other" }),
  arrangement: z.enum(PRE_PLANNING_ARRANGEMENTS, { error: "Choose an arrangement" }),
  items: z.array(chosenItem, { error: "Expected a list of items" }).max(40, { error: "Too many items" }),
  // A total the client computed is never used: the server's is the estimate.
  total: z.unknown().optional(),
  totalCents: z.unknown().optional(),
  website: honeypot,
});

export type PrePlanningSubmitInput = z.input<typeof prePlanningSubmitSchema>;
