import { bigint, pgTable, text } from "drizzle-orm/pg-core";

/**
 * The generation of each public-cache tag (`obituary:12`, `obituaries`, `*` for
 * everything), moved to a new value by every invalidation after the write's
 * commit. A page kept on disk (the server's page store) records the generations
 * of its tags as they were when its drawing began, and is used only while they
 * are still equal: so a write made by another instance, or while this one was
 * down, makes it unusable (docs/decisions/036-page-store.md).
 */
export const pageTagGenerations = pgTable("page_tag_generations", {
  tag: text().primaryKey(),
  generation: bigint({ mode: "number" }).notNull(),
});
