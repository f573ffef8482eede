ALTER TABLE "pre_planning_requests" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "pre_planning_requests" ADD COLUMN "for_whom" text;--> statement-breakpoint
ALTER TABLE "pre_planning_requests" ADD COLUMN "death_occurred" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "pre_planning_requests" ADD COLUMN "arrangement" text;--> statement-breakpoint
ALTER TABLE "pre_planning_requests" ADD COLUMN "price_list_version_id" integer;--> statement-breakpoint
ALTER TABLE "pre_planning_requests" ADD COLUMN "price_list_effective_date" date;--> statement-breakpoint
ALTER TABLE "pre_planning_requests" ADD COLUMN "lines" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "pre_planning_requests" ADD COLUMN "total_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "pre_planning_requests" ADD COLUMN "estimate_token_hash" text;--> statement-breakpoint
ALTER TABLE "pre_planning_requests" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "pre_planning_requests" ADD CONSTRAINT "pre_planning_requests_price_list_version_id_price_list_versions_id_fk" FOREIGN KEY ("price_list_version_id") REFERENCES "public"."price_list_versions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pre_planning_requests_list_idx" ON "pre_planning_requests" USING btree ("is_urgent" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "pre_planning_requests" ADD CONSTRAINT "pre_planning_requests_estimateTokenHash_unique" UNIQUE("estimate_token_hash");