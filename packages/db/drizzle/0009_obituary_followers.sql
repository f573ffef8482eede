CREATE TYPE "public"."follower_status" AS ENUM('pending', 'confirmed', 'unsubscribed');--> statement-breakpoint
CREATE TABLE "obituary_follower_unsubscribe_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"follower_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "obituary_followers" (
	"id" serial PRIMARY KEY NOT NULL,
	"obituary_id" integer NOT NULL,
	"email" text NOT NULL,
	"status" "follower_status" DEFAULT 'pending' NOT NULL,
	"confirm_token_hash" text,
	"confirm_sent_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	"unsubscribed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "obituary_followers_confirmTokenHash_unique" UNIQUE("confirm_token_hash")
);
--> statement-breakpoint
ALTER TABLE "obituary_follower_unsubscribe_tokens" ADD CONSTRAINT "obituary_follower_unsubscribe_tokens_follower_id_obituary_followers_id_fk" FOREIGN KEY ("follower_id") REFERENCES "public"."obituary_followers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "obituary_followers" ADD CONSTRAINT "obituary_followers_obituary_id_obituaries_id_fk" FOREIGN KEY ("obituary_id") REFERENCES "public"."obituaries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "obituary_follower_unsubscribe_tokens_follower_idx" ON "obituary_follower_unsubscribe_tokens" USING btree ("follower_id");--> statement-breakpoint
CREATE INDEX "obituary_follower_unsubscribe_tokens_created_idx" ON "obituary_follower_unsubscribe_tokens" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "obituary_followers_obituary_email_idx" ON "obituary_followers" USING btree ("obituary_id","email");--> statement-breakpoint
CREATE INDEX "obituary_followers_status_idx" ON "obituary_followers" USING btree ("status","created_at");