import { familyInvites, familyLetterSubscriptions, familyLinkTokens, familyProposals, familySessions, obituaries, type Database } from "@fh/db";
import { eq, sql } from "drizzle-orm";
import { withdrawFamilyLinks } from "./link-tokens";
import { endFamilySessionsOf } from "./session";

/**
 * Staff's "End family access" on an obituary: every family session of its
 * submitter and invited addresses ends at once, and links already emailed to
 * them stop working. They may ask for a new link later, like every other family;
 * staff who want someone kept out change the submitter's address or remove
 * the invitation. Answers how many sessions ended.
 */
export async function endFamilyAccess(db: Database, obituaryId: number): Promise<number> {
  const [obituary] = await db.select({ submitterEmail: obituaries.submitterEmail }).from(obituaries).where(eq(obituaries.id, obituaryId));
  if (!obituary) return 0;
  const invited = await db.select({ email: familyInvites.email }).from(familyInvites).where(eq(familyInvites.obituaryId, obituaryId));
  const emails = [obituary.submitterEmail, ...invited.map((i) => i.email)].map((e) => e.toLowerCase());
  await withdrawFamilyLinks(db, emails);
  return endFamilySessionsOf(db, emails);
}

/** A privacy erasure of an address: its family sessions, links, invitations, proposals and letters go. */
export async function eraseFamilyData(tx: Pick<Database, "delete">, email: string): Promise<void> {
  const address = email.toLowerCase();
  await tx.delete(familySessions).where(eq(familySessions.email, address));
  await tx.delete(familyLinkTokens).where(eq(familyLinkTokens.email, address));
  await tx.delete(familyInvites).where(eq(familyInvites.email, address));
  await tx.delete(familyProposals).where(sql`lower(${familyProposals.email}) = ${address}`);
  await tx.delete(familyLetterSubscriptions).where(eq(familyLetterSubscriptions.email, address));
}
