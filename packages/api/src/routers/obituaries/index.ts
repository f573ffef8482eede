import { obituaries } from "@fh/db";
import { desc, eq } from "drizzle-orm";
import { createTRPCRouter, publicProcedure } from "../../trpc";
import { publicObituaryColumns } from "./public-shape";

export const obituariesRouter = createTRPCRouter({
  /** Every live obituary, newest first (the documented REST list's answer). */
  list: publicProcedure.query(({ ctx }) =>
    ctx.db
      .select(publicObituaryColumns)
      .from(obituaries)
      .where(eq(obituaries.status, "live"))
      .orderBy(desc(obituaries.createdAt), desc(obituaries.id)),
  ),
});
