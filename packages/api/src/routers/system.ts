import { createTRPCRouter, publicProcedure } from "../trpc";

export const systemRouter = createTRPCRouter({
  /** The funeral home's public facts (name, phone, address, hours), for both apps. */
  business: publicProcedure.query(({ ctx }) => ctx.business),
});
