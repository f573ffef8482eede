import { familyInvites, type Database } from "@fh/db";
import { FAMILY_INVITES_MAX, isLocale, type Locale } from "@fh/validators";
import { TRPCError } from "@trpc/server";
import { and, asc, count, eq } from "drizzle-orm";
import type { Context } from "../context";
import { badInput } from "../errors";
import { enqueueEmail } from "../notifications/outbox";
import { familyInviteEmail, familyPageUrl, familySignInUrl } from "./emails";
import { issueFamilyLinkToken } from "./link-tokens";
import { isFuneralHomeAddress, type FamilyObituaryRow, type FamilyRole } from "./scope";

/** Only the one who submitted the obituary sees, adds and removes the others. */
function mustBeSubmitter(role: FamilyRole): void {
  if (role !== "submitter") throw new TRPCError({ code: "FORBIDDEN", message: "Only the person who submitted the obituary can do this" });
}

/** The addresses invited to share an obituary's family page, oldest first. */
export function listFamilyInvites(db: Pick<Database, "select">, obituaryId: number) {
  return db
    .select({ email: familyInvites.email, createdAt: familyInvites.createdAt })
    .from(familyInvites)
    .where(eq(familyInvites.obituaryId, obituaryId))
    .orderBy(asc(familyInvites.createdAt), asc(familyInvites.id));
}

/**
 * The submitter invites an address (at most FAMILY_INVITES_MAX per obituary):
 * it is stored, and emailed its own sign-in link, in the caller's
 * transaction (the family procedure's). Inviting an address twice sends it a
 * new link; inviting oneself is refused.
 */
export async function inviteFamilyMember(
  ctx: Context,
  inviter: { email: string },
  target: { obituary: FamilyObituaryRow; role: FamilyRole },
  email: string,
): Promise<void> {
  mustBeSubmitter(target.role);
  const address = email.toLowerCase();
  const { obituary } = target;
  if (address === obituary.submitterEmail.toLowerCase() || isFuneralHomeAddress(ctx.business, address)) throw badInput("email", "This address already has the family page");
  const now = ctx.now();
  const [existing] = await ctx.db
    .select({ id: familyInvites.id })
    .from(familyInvites)
    .where(and(eq(familyInvites.obituaryId, obituary.id), eq(familyInvites.email, address)));
  if (!existing) {
    // The obituary's row is locked by the caller: two invitations at once cannot both take the fifth place.
    const [row] = await ctx.db.select({ n: count() }).from(familyInvites).where(eq(familyInvites.obituaryId, obituary.id));
    if ((row?.n ?? 0) >= FAMILY_INVITES_MAX) throw badInput("email", `You can invite up to ${FAMILY_INVITES_MAX} people`);
    await ctx.db.insert(familyInvites).values({ obituaryId: obituary.id, email: address, invitedBy: inviter.email, createdAt: now });
  }
  const settings = ctx.notifications;
  if (!settings) return;
  const token = await issueFamilyLinkToken(ctx.db, address, now);
  // The inviter's language: they know the person they invite.
  const locale: Locale = ctx.request.locale && isLocale(ctx.request.locale) ? ctx.request.locale : "en";
  const invitation = familyInviteEmail(
    ctx.business,
    {
      name: `${obituary.firstName} ${obituary.lastName}`,
      inviter: obituary.submitterName,
      signInUrl: familySignInUrl(settings, token, locale),
      familyUrl: familyPageUrl(settings, locale),
    },
    locale,
  );
  await enqueueEmail(ctx.db, settings, { kind: "family.invite", to: [address], ...invitation }, now);
}

/** The submitter removes an invited address: it no longer opens this obituary (access is read on every request). */
export async function removeFamilyInvite(ctx: Context, target: { obituary: FamilyObituaryRow; role: FamilyRole }, email: string): Promise<void> {
  mustBeSubmitter(target.role);
  const removed = await ctx.db
    .delete(familyInvites)
    .where(and(eq(familyInvites.obituaryId, target.obituary.id), eq(familyInvites.email, email.toLowerCase())))
    .returning({ id: familyInvites.id });
  if (removed.length === 0) throw new TRPCError({ code: "NOT_FOUND", message: "No such invitation" });
}
