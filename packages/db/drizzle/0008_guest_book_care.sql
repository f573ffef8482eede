CREATE TYPE "public"."guest_book_entry_status" AS ENUM('waiting', 'shown', 'hidden');--> statement-breakpoint
CREATE TYPE "public"."guest_book_mode" AS ENUM('open', 'moderated', 'closed');--> statement-breakpoint
CREATE TABLE "guest_book_moderations" (
	"id" serial PRIMARY KEY NOT NULL,
	"entry_id" integer NOT NULL,
	"obituary_id" integer NOT NULL,
	"author_name" text NOT NULL,
	"action" text NOT NULL,
	"staff_username" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "guest_book_entries" ADD COLUMN "status" "guest_book_entry_status" DEFAULT 'shown' NOT NULL;--> statement-breakpoint
ALTER TABLE "guest_book_entries" ADD COLUMN "report_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "guest_book_entries" ADD COLUMN "last_reported_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "guest_book_entries" ADD COLUMN "moderated_by" text;--> statement-breakpoint
ALTER TABLE "guest_book_entries" ADD COLUMN "moderated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "obituaries" ADD COLUMN "guest_book_mode" "guest_book_mode" DEFAULT 'open' NOT NULL;--> statement-breakpoint
ALTER TABLE "obituaries" ADD COLUMN "noindex" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "obituary_id" integer;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "livestream_url" text;--> statement-breakpoint
CREATE INDEX "guest_book_moderations_entry_idx" ON "guest_book_moderations" USING btree ("entry_id","created_at");--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_obituary_id_obituaries_id_fk" FOREIGN KEY ("obituary_id") REFERENCES "public"."obituaries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "guest_book_status_created_idx" ON "guest_book_entries" USING btree ("status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "services_obituary_idx" ON "services" USING btree ("obituary_id");