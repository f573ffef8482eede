CREATE TYPE "public"."outbox_status" AS ENUM('waiting', 'sending', 'sent', 'failed');--> statement-breakpoint
CREATE TABLE "guest_book_digest_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"obituary_id" integer NOT NULL,
	"email" text NOT NULL,
	"unsubscribe_token" text NOT NULL,
	"last_entry_id" integer DEFAULT 0 NOT NULL,
	"last_sent_at" timestamp with time zone,
	"unsubscribed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "guest_book_digest_subscriptions_obituaryId_unique" UNIQUE("obituary_id"),
	CONSTRAINT "guest_book_digest_subscriptions_unsubscribeToken_unique" UNIQUE("unsubscribe_token")
);
--> statement-breakpoint
CREATE TABLE "notification_cursors" (
	"name" text PRIMARY KEY NOT NULL,
	"last_entry_id" integer DEFAULT 0 NOT NULL,
	"last_sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "notification_recipients" (
	"kind" text PRIMARY KEY NOT NULL,
	"addresses" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"recipient" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text NOT NULL,
	"headers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"message_id" text NOT NULL,
	"status" "outbox_status" DEFAULT 'waiting' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"lease_until" timestamp with time zone,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "outbox_messages_messageId_unique" UNIQUE("message_id")
);
--> statement-breakpoint
ALTER TABLE "guest_book_digest_subscriptions" ADD CONSTRAINT "guest_book_digest_subscriptions_obituary_id_obituaries_id_fk" FOREIGN KEY ("obituary_id") REFERENCES "public"."obituaries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "outbox_due_idx" ON "outbox_messages" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "outbox_created_idx" ON "outbox_messages" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "outbox_recipient_created_idx" ON "outbox_messages" USING btree ("recipient","created_at");