CREATE TABLE "price_list_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"effective_date" date NOT NULL,
	"alternative_containers" text NOT NULL,
	"items" jsonb NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL,
	"saved_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "price_list_versions_effective_idx" ON "price_list_versions" USING btree ("effective_date" DESC NULLS LAST,"id" DESC NULLS LAST);