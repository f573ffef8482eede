ALTER TABLE "consultations" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;