CREATE TABLE "obituary_photos" (
	"id" serial PRIMARY KEY NOT NULL,
	"obituary_id" integer NOT NULL,
	"photo_id" integer NOT NULL,
	"caption" text DEFAULT '' NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_rsvp_unsubscribe_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"rsvp_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_rsvps" (
	"id" serial PRIMARY KEY NOT NULL,
	"service_id" integer NOT NULL,
	"name" text NOT NULL,
	"guests" integer NOT NULL,
	"email" text,
	"locale" text DEFAULT 'en' NOT NULL,
	"unsubscribed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "guest_book_entries" ADD COLUMN "moderated_by_family" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "guest_book_entries" ADD COLUMN "photo_url" text;--> statement-breakpoint
ALTER TABLE "guest_book_moderations" ADD COLUMN "by_family" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "obituaries" ADD COLUMN "flowers_charity_name" text;--> statement-breakpoint
ALTER TABLE "obituaries" ADD COLUMN "flowers_charity_url" text;--> statement-breakpoint
ALTER TABLE "obituaries" ADD COLUMN "flowers_wish" text;--> statement-breakpoint
ALTER TABLE "obituary_photos" ADD CONSTRAINT "obituary_photos_obituary_id_obituaries_id_fk" FOREIGN KEY ("obituary_id") REFERENCES "public"."obituaries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "obituary_photos" ADD CONSTRAINT "obituary_photos_photo_id_photos_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."photos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_rsvp_unsubscribe_tokens" ADD CONSTRAINT "service_rsvp_unsubscribe_tokens_rsvp_id_service_rsvps_id_fk" FOREIGN KEY ("rsvp_id") REFERENCES "public"."service_rsvps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_rsvps" ADD CONSTRAINT "service_rsvps_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "obituary_photos_obituary_idx" ON "obituary_photos" USING btree ("obituary_id","position");--> statement-breakpoint
CREATE INDEX "service_rsvp_unsubscribe_tokens_rsvp_idx" ON "service_rsvp_unsubscribe_tokens" USING btree ("rsvp_id");--> statement-breakpoint
CREATE INDEX "service_rsvp_unsubscribe_tokens_created_idx" ON "service_rsvp_unsubscribe_tokens" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "service_rsvps_service_idx" ON "service_rsvps" USING btree ("service_id","created_at");