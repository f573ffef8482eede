import type { TRPCRouterRecord } from "@trpc/server";
import { publicProcedure } from "../trpc";

export const systemRouter = {
  /** The funeral home's public facts (name, phone, address, hours), for both apps. */
  business: publicProcedure.query(({ ctx }) => ctx.business),
} satisfies TRPCRouterRecord;
