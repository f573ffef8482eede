import { familyInvites, obituaries, type Database } from "@fh/db";
import type { FamilyObituaryState } from "@fh/validators";
import { TRPCError } from "@trpc/server";
import { and, eq, sql } from "drizzle-orm";

/**
 * The funeral home's own address stands in for the submitter's on a memorial
 * kept after a privacy erasure: it is never a family's, or whoever reads that
 * mailbox would open every such memorial's family page.
 */
export function isFuneralHomeAddress(business: { email: string }, email: string): boolean {
  return email.toLowerCase() === business.email.toLowerCase();
}

/** How someone reaches an obituary's family page: they submitted it, or the submitter invited them. */
export type FamilyRole = "submitter" | "invited";

const sameAddress = (email: string) => sql`lower(${obituaries.submitterEmail}) = ${email.toLowerCase()}`;

/** The obituaries an address may open, each with how: submitted ones first (a submitter invited to their own is a submitter). */
export async function familyObituaryRoles(db: Pick<Database, "select">, email: string): Promise<Map<number, FamilyRole>> {
  const address = email.toLowerCase();
  const roles = new Map<number, FamilyRole>();
  const submitted = await db.select({ id: obituaries.id }).from(obituaries).where(sameAddress(address));
  for (const row of submitted) roles.set(row.id, "submitter");
  const invited = await db.select({ id: familyInvites.obituaryId }).from(familyInvites).where(eq(familyInvites.email, address));
  for (const row of invited) if (!roles.has(row.id)) roles.set(row.id, "invited");
  return roles;
}

/** Whether a sign-in link may be sent to an address: it submitted an obituary or was invited to one. */
export async function hasFamilyAccess(db: Pick<Database, "select">, email: string): Promise<boolean> {
  return (await familyObituaryRoles(db, email)).size > 0;
}

/** An obituary's state as its family reads it. */
export function familyStateOf(status: (typeof obituaries.$inferSelect)["status"]): FamilyObituaryState {
  switch (status) {
    case "pending":
      return "waiting";
    case "live":
      return "published";
    case "declined":
      return "notPublished";
    case "unlisted":
      return "hidden";
  }
}

export type FamilyObituaryRow = typeof obituaries.$inferSelect;

/**
 * One of the family's obituaries, or NOT_FOUND: an id that is not theirs is
 * answered exactly as one that does not exist, so no family learns another's
 * ids. Every family procedure that takes an obituary id goes through here.
 * `lock` takes the row for update (inside a write's transaction).
 */
export async function loadFamilyObituary(
  db: Database,
  email: string,
  obituaryId: number,
  options: { lock?: boolean } = {},
): Promise<{ obituary: FamilyObituaryRow; role: FamilyRole }> {
  const address = email.toLowerCase();
  const query = db.select().from(obituaries).where(eq(obituaries.id, obituaryId));
  const [obituary] = options.lock ? await query.for("update") : await query;
  if (obituary) {
    if (obituary.submitterEmail.toLowerCase() === address) return { obituary, role: "submitter" };
    const [invite] = await db
      .select({ id: familyInvites.id })
      .from(familyInvites)
      .where(and(eq(familyInvites.obituaryId, obituaryId), eq(familyInvites.email, address)));
    if (invite) return { obituary, role: "invited" };
  }
  throw new TRPCError({ code: "NOT_FOUND", message: "Obituary not found" });
}
