CREATE TABLE "family_invites" (
	"id" serial PRIMARY KEY NOT NULL,
	"obituary_id" integer NOT NULL,
	"email" text NOT NULL,
	"invited_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "family_letter_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"obituary_id" integer NOT NULL,
	"email" text NOT NULL,
	"locale" text DEFAULT 'en' NOT NULL,
	"last_month_sent" integer DEFAULT 0 NOT NULL,
	"unsubscribed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "family_letter_unsubscribe_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"subscription_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "family_link_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "family_proposals" (
	"id" serial PRIMARY KEY NOT NULL,
	"obituary_id" integer NOT NULL,
	"email" text NOT NULL,
	"locale" text DEFAULT 'en' NOT NULL,
	"changes" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "family_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "family_invites" ADD CONSTRAINT "family_invites_obituary_id_obituaries_id_fk" FOREIGN KEY ("obituary_id") REFERENCES "public"."obituaries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_letter_subscriptions" ADD CONSTRAINT "family_letter_subscriptions_obituary_id_obituaries_id_fk" FOREIGN KEY ("obituary_id") REFERENCES "public"."obituaries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_letter_unsubscribe_tokens" ADD CONSTRAINT "family_letter_unsubscribe_tokens_subscription_id_family_letter_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."family_letter_subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_proposals" ADD CONSTRAINT "family_proposals_obituary_id_obituaries_id_fk" FOREIGN KEY ("obituary_id") REFERENCES "public"."obituaries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "family_invites_obituary_email_idx" ON "family_invites" USING btree ("obituary_id","email");--> statement-breakpoint
CREATE INDEX "family_invites_email_idx" ON "family_invites" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "family_letter_subscriptions_obituary_email_idx" ON "family_letter_subscriptions" USING btree ("obituary_id","email");--> statement-breakpoint
CREATE INDEX "family_letter_unsubscribe_tokens_subscription_idx" ON "family_letter_unsubscribe_tokens" USING btree ("subscription_id");--> statement-breakpoint
CREATE INDEX "family_link_tokens_email_idx" ON "family_link_tokens" USING btree ("email");--> statement-breakpoint
CREATE INDEX "family_link_tokens_expires_idx" ON "family_link_tokens" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "family_proposals_status_idx" ON "family_proposals" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "family_proposals_obituary_idx" ON "family_proposals" USING btree ("obituary_id");--> statement-breakpoint
CREATE INDEX "family_sessions_email_idx" ON "family_sessions" USING btree ("email");--> statement-breakpoint
CREATE INDEX "family_sessions_expires_idx" ON "family_sessions" USING btree ("expires_at");