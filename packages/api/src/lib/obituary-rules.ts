import { photos } from "@fh/db";
import { BUSINESS_TIME_ZONE, todayIn } from "@fh/validators";
import { eq } from "drizzle-orm";
import type { Context } from "../context";
import { badInput } from "../errors";

/** Before this, a date of birth is a typo, not a person. */
export const EARLIEST_BIRTH = "1800-01-01";

/**
 * The rules an obituary's fields must meet that need more than the schema:
 * today's date (in Lake Worth) and the photo store. The same for a family's
 * submission and for staff creating or editing one, each a 400 naming the field.
 */
export async function checkObituaryFacts(
  ctx: Pick<Context, "db" | "now">,
  input: { dateOfBirth?: string; dateOfDeath?: string; photoUrl?: string | null },
): Promise<void> {
  if (input.dateOfBirth !== undefined && input.dateOfBirth < EARLIEST_BIRTH) {
    throw badInput("dateOfBirth", "Enter a real date of birth");
  }
  if (input.dateOfDeath !== undefined && input.dateOfDeath > todayIn(BUSINESS_TIME_ZONE, ctx.now())) {
    throw badInput("dateOfDeath", "Date of death cannot be in the future");
  }
  // One of our uploads must still be there: a page must never point at a deleted file.
  if (input.photoUrl?.startsWith("/uploads/")) {
    const [photo] = await ctx.db.select({ id: photos.id }).from(photos).where(eq(photos.url, input.photoUrl));
    if (!photo) throw badInput("photoUrl", "Photo not found; please upload it again");
  }
}
