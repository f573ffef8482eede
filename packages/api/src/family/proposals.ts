import { familyProposals, obituaries, type Database, type FamilyProposalChanges } from "@fh/db";
import { FAMILY_EDITABLE_FIELDS, isLocale, localizePath, obituaryPath, type FamilyObituaryEditInput, type Locale } from "@fh/validators";
import { TRPCError } from "@trpc/server";
import { and, asc, eq } from "drizzle-orm";
import type { Context } from "../context";
import { invalidateObituary } from "../cache/invalidate";
import { checkObituaryFacts } from "../lib/obituary-rules";
import { enqueueEmail } from "../notifications/outbox";
import { familyProposalDecidedEmail } from "./emails";
import type { FamilyObituaryRow } from "./scope";

type EditableField = (typeof FAMILY_EDITABLE_FIELDS)[number];
type Edit = Omit<FamilyObituaryEditInput, "obituaryId"> & Record<EditableField, unknown>;

/** The fields whose new value differs from the stored one (blank and null are the same). */
export function changedFamilyFields(current: FamilyObituaryRow, edit: Edit): FamilyProposalChanges {
  const changes: FamilyProposalChanges = {};
  for (const field of FAMILY_EDITABLE_FIELDS) {
    const next = (edit[field] ?? null) as string | null;
    const before = (current[field] ?? null) as string | null;
    if ((next || null) !== (before || null)) changes[field] = next;
  }
  return changes;
}

/**
 * Waiting for review: the family corrects their submission in place, with
 * the submission form's rules; it stays waiting. Any other state is a 409.
 * Answers the fields that changed.
 */
export async function editWaitingObituary(ctx: Context, obituary: FamilyObituaryRow, edit: Edit): Promise<string[]> {
  if (obituary.status !== "pending") throw new TRPCError({ code: "CONFLICT", message: "Only an obituary waiting for review can be edited; please propose changes" });
  await checkObituaryFacts(ctx, edit);
  const changes = changedFamilyFields(obituary, edit);
  const fields = Object.keys(changes);
  if (fields.length === 0) return fields;
  await ctx.db
    .update(obituaries)
    .set({ ...changes, updatedAt: ctx.now() })
    .where(and(eq(obituaries.id, obituary.id), eq(obituaries.status, "pending")));
  return fields;
}

/**
 * Published (or hidden from the public): the family proposes changes, which
 * wait for staff. One proposal waits per obituary: a new one replaces it.
 * Answers the fields proposed; nothing changed is a 400.
 */
export async function proposeObituaryChanges(ctx: Context, family: { email: string }, obituary: FamilyObituaryRow, edit: Edit): Promise<string[]> {
  if (obituary.status !== "live" && obituary.status !== "unlisted") {
    throw new TRPCError({ code: "CONFLICT", message: "Changes can be proposed only to a published obituary" });
  }
  await checkObituaryFacts(ctx, edit);
  const changes = changedFamilyFields(obituary, edit);
  const fields = Object.keys(changes);
  if (fields.length === 0) throw new TRPCError({ code: "BAD_REQUEST", message: "Nothing was changed" });
  const locale: Locale = ctx.request.locale && isLocale(ctx.request.locale) ? ctx.request.locale : "en";
  const now = ctx.now();
  await ctx.db.delete(familyProposals).where(and(eq(familyProposals.obituaryId, obituary.id), eq(familyProposals.status, "pending")));
  await ctx.db.insert(familyProposals).values({ obituaryId: obituary.id, email: family.email, locale, changes, createdAt: now });
  return fields;
}

/** The proposal waiting on an obituary, if any (the family page says so). */
export async function pendingProposalOf(db: Pick<Database, "select">, obituaryId: number) {
  const [row] = await db
    .select({ id: familyProposals.id, changes: familyProposals.changes, createdAt: familyProposals.createdAt })
    .from(familyProposals)
    .where(and(eq(familyProposals.obituaryId, obituaryId), eq(familyProposals.status, "pending")));
  return row ?? null;
}

/** What staff see under "Changes proposed by the family": each field as it is and as proposed. */
export async function listPendingProposals(db: Pick<Database, "select">) {
  const rows = await db
    .select({ proposal: familyProposals, obituary: obituaries })
    .from(familyProposals)
    .innerJoin(obituaries, eq(obituaries.id, familyProposals.obituaryId))
    .where(eq(familyProposals.status, "pending"))
    .orderBy(asc(familyProposals.createdAt), asc(familyProposals.id));
  return rows.map(({ proposal, obituary }) => ({
    id: proposal.id,
    obituaryId: obituary.id,
    name: `${obituary.firstName} ${obituary.lastName}`,
    proposedBy: proposal.email,
    createdAt: proposal.createdAt,
    changes: Object.entries(proposal.changes).map(([field, proposed]) => ({
      field,
      current: (obituary[field as EditableField] ?? null) as string | null,
      proposed,
    })),
  }));
}

/**
 * Staff approve (the changes are applied to the obituary, its state kept) or
 * reject a waiting proposal; the family is emailed either way, in the
 * language they proposed in. A proposal already decided is a 404.
 */
export async function decideProposal(ctx: Context, staffUsername: string, proposalId: number, decision: "approved" | "rejected"): Promise<{ id: number; obituaryId: number; status: string }> {
  const now = ctx.now();
  const [proposal] = await ctx.db
    .update(familyProposals)
    .set({ status: decision, decidedBy: staffUsername, decidedAt: now })
    .where(and(eq(familyProposals.id, proposalId), eq(familyProposals.status, "pending")))
    .returning();
  if (!proposal) throw new TRPCError({ code: "NOT_FOUND", message: "Proposal not found" });
  const changes = Object.fromEntries(Object.entries(proposal.changes).filter(([field]) => (FAMILY_EDITABLE_FIELDS as string[]).includes(field)));
  const [obituary] =
    decision === "approved" && Object.keys(changes).length > 0
      ? await ctx.db.update(obituaries).set({ ...changes, updatedAt: now }).where(eq(obituaries.id, proposal.obituaryId)).returning()
      : await ctx.db.select().from(obituaries).where(eq(obituaries.id, proposal.obituaryId));
  if (!obituary) throw new TRPCError({ code: "NOT_FOUND", message: "Obituary not found" });
  if (decision === "approved") await invalidateObituary(ctx, obituary.id);
  const settings = ctx.notifications;
  if (settings) {
    const locale: Locale = isLocale(proposal.locale) ? proposal.locale : "en";
    const pageUrl = obituary.status === "live" ? `${settings.publicUrl}${localizePath(obituaryPath(obituary.id), locale)}` : null;
    const email = familyProposalDecidedEmail(ctx.business, decision, { name: `${obituary.firstName} ${obituary.lastName}`, pageUrl }, locale);
    await enqueueEmail(ctx.db, settings, { kind: "family.proposal_decided", to: [proposal.email], ...email }, now);
  }
  return { id: proposal.id, obituaryId: obituary.id, status: decision };
}
