DROP INDEX "obituaries_full_name_lower_idx";--> statement-breakpoint
DROP INDEX "obituaries_status_created_idx";--> statement-breakpoint
DROP INDEX "obituaries_status_name_idx";--> statement-breakpoint
CREATE INDEX "obituaries_full_name_trgm_idx" ON "obituaries" USING gin (lower("first_name" || ' ' || "last_name") gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "obituaries_status_created_idx" ON "obituaries" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "obituaries_status_name_idx" ON "obituaries" USING btree ("status",lower("last_name"),lower("first_name"),"id");