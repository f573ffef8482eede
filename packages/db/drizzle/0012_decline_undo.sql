ALTER TABLE "obituaries" ADD COLUMN "decline_undo_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "obituaries" ADD COLUMN "decline_email_id" integer;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "not_before" timestamp with time zone;