import { obituaries } from "@fh/db";
import type { ObituaryState } from "@fh/validators";
import { and, eq, inArray } from "drizzle-orm";
import type { Context } from "../context";
import { badInput } from "../errors";

export const LINKABLE_OBITUARY_MESSAGE = "Choose a live or pending obituary";
/** The states an obituary a service links to may be in: both have a page to send families to, now or once approved. */
export const LINKABLE_OBITUARY_STATES = ["live", "pending"] as const satisfies readonly ObituaryState[];

/**
 * A service linked to an obituary takes the deceased's name from it, so the
 * two never disagree. Only a live or pending obituary can be linked (a
 * declined or unlisted one has no page to send families to); null unlinks.
 */
export async function withLinkedObituary<F extends { obituaryId?: number | null; deceasedName?: string }>(
  ctx: Context,
  fields: F,
): Promise<F> {
  if (fields.obituaryId === undefined || fields.obituaryId === null) return fields;
  const [row] = await ctx.db
    .select({ firstName: obituaries.firstName, lastName: obituaries.lastName })
    .from(obituaries)
    .where(and(eq(obituaries.id, fields.obituaryId), inArray(obituaries.status, [...LINKABLE_OBITUARY_STATES])));
  if (!row) throw badInput("obituaryId", LINKABLE_OBITUARY_MESSAGE);
  return { ...fields, deceasedName: `${row.firstName} ${row.lastName}` };
}
