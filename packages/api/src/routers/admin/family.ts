import { byIdInput } from "@fh/validators";
import type { TRPCRouterRecord } from "@trpc/server";
import { endFamilyAccess } from "../../family/access";
import { decideProposal, listPendingProposals } from "../../family/proposals";
import { staffProcedure } from "../../trpc";

/** What staff do about the family page: changes the family proposed, and ending a family's access. */
export const adminFamilyRouter = {
  /** "Changes proposed by the family" on the dashboard: each waiting proposal, field by field, as it is and as proposed. */
  proposals: staffProcedure.query(({ ctx }) => listPendingProposals(ctx.db)),
  approveProposal: staffProcedure.input(byIdInput).mutation(({ ctx, input }) => decideProposal(ctx, ctx.staff.username, input.id, "approved")),
  rejectProposal: staffProcedure.input(byIdInput).mutation(({ ctx, input }) => decideProposal(ctx, ctx.staff.username, input.id, "rejected")),
  /** "End family access" on an obituary: its family's sessions and unused links end (family/access.ts). */
  endAccess: staffProcedure.input(byIdInput).mutation(async ({ ctx, input }) => ({ id: input.id, endedSessions: await endFamilyAccess(ctx.db, input.id) })),
} satisfies TRPCRouterRecord;
