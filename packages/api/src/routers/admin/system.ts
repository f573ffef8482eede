import { TRPCError, type TRPCRouterRecord } from "@trpc/server";
import type { Context } from "../../context";
import { ownerProcedure } from "../../trpc";

function operationsOf(ctx: Context) {
  if (!ctx.systemOperations) throw new TRPCError({ code: "PRECONDITION_FAILED", message: "Backups are not available on this server" });
  return ctx.systemOperations;
}

/** The System page (owners): the last backup, the kept archives, "Back up now". Downloads are REST routes that ask `backups` first. */
export const adminSystemRouter = {
  backups: ownerProcedure.query(({ ctx }) => operationsOf(ctx).backups()),
  backUpNow: ownerProcedure.mutation(({ ctx }) => operationsOf(ctx).backUpNow()),
} satisfies TRPCRouterRecord;
