CREATE TYPE "public"."budget_range" AS ENUM('under-5000', '5000-10000', '10000-15000', '15000-20000', 'over-20000', 'discuss-later');--> statement-breakpoint
CREATE TYPE "public"."chat_sender" AS ENUM('visitor', 'ai');--> statement-breakpoint
CREATE TYPE "public"."consultation_service_type" AS ENUM('funeral', 'cremation', 'memorial', 'burial', 'pre-planning');--> statement-breakpoint
CREATE TYPE "public"."consultation_source" AS ENUM('booking', 'staff');--> statement-breakpoint
CREATE TYPE "public"."consultation_status" AS ENUM('scheduled', 'pending', 'confirmed', 'completed', 'cancelled');--> statement-breakpoint
CREATE TYPE "public"."consultation_type" AS ENUM('in-person', 'virtual', 'phone');--> statement-breakpoint
CREATE TYPE "public"."contact_message_status" AS ENUM('new', 'read', 'responded');--> statement-breakpoint
CREATE TYPE "public"."event_type" AS ENUM('memorial', 'funeral', 'celebration', 'community', 'grand_opening', 'other');--> statement-breakpoint
CREATE TYPE "public"."obituary_status" AS ENUM('pending', 'live', 'declined', 'unlisted');--> statement-breakpoint
CREATE TYPE "public"."service_interest" AS ENUM('traditional-funeral', 'cremation', 'memorial', 'pre-planning', 'veteran-services', 'grief-support', 'other');--> statement-breakpoint
CREATE TYPE "public"."service_type" AS ENUM('funeral', 'memorial', 'viewing', 'burial', 'cremation', 'celebration');--> statement-breakpoint
CREATE TABLE "guest_book_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"obituary_id" integer NOT NULL,
	"author_name" text NOT NULL,
	"author_email" text,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "obituaries" (
	"id" serial PRIMARY KEY NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"date_of_birth" date NOT NULL,
	"date_of_death" date NOT NULL,
	"biography" text NOT NULL,
	"photo_url" text,
	"submitter_name" text NOT NULL,
	"submitter_email" text NOT NULL,
	"submitter_phone" text,
	"status" "obituary_status" DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"event_date" date NOT NULL,
	"event_time" text NOT NULL,
	"location" text,
	"event_type" "event_type" DEFAULT 'memorial' NOT NULL,
	"is_public" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "services" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"service_date" date NOT NULL,
	"service_time" text NOT NULL,
	"location" text,
	"service_type" "service_type" DEFAULT 'funeral' NOT NULL,
	"deceased_name" text NOT NULL,
	"is_public" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "consultations" (
	"id" serial PRIMARY KEY NOT NULL,
	"source" "consultation_source" NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"appointment_date" date NOT NULL,
	"appointment_time" text,
	"consultation_type" "consultation_type",
	"service_interest" "service_interest",
	"budget_range" "budget_range",
	"additional_notes" text,
	"reminder_sent" boolean DEFAULT false NOT NULL,
	"preferred_time" text,
	"service_type" "consultation_service_type",
	"message" text,
	"status" "consultation_status" DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"message" text NOT NULL,
	"status" "contact_message_status" DEFAULT 'new' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pre_planning_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"preferred_contact_method" text,
	"service_type" text,
	"budget_range" text,
	"additional_notes" text,
	"preferred_call_time" text,
	"is_urgent" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"session_id" text NOT NULL,
	"message" text NOT NULL,
	"sender" "chat_sender" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"session_id" text NOT NULL,
	"visitor_name" text,
	"visitor_email" text,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_sessions_sessionId_unique" UNIQUE("session_id")
);
--> statement-breakpoint
CREATE TABLE "admin_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"password" text NOT NULL,
	"role" text DEFAULT 'user' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_username_unique" UNIQUE("username")
);
--> statement-breakpoint
CREATE TABLE "photos" (
	"id" serial PRIMARY KEY NOT NULL,
	"filename" text NOT NULL,
	"original_name" text NOT NULL,
	"url" text NOT NULL,
	"size" integer NOT NULL,
	"mime_type" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"upload_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "photos_filename_unique" UNIQUE("filename")
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"status" integer NOT NULL,
	"response" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_scope_key_pk" PRIMARY KEY("scope","key")
);
--> statement-breakpoint
ALTER TABLE "guest_book_entries" ADD CONSTRAINT "guest_book_entries_obituary_id_obituaries_id_fk" FOREIGN KEY ("obituary_id") REFERENCES "public"."obituaries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_session_id_chat_sessions_session_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."chat_sessions"("session_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_sessions" ADD CONSTRAINT "admin_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "guest_book_obituary_created_idx" ON "guest_book_entries" USING btree ("obituary_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "obituaries_status_created_idx" ON "obituaries" USING btree ("status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "obituaries_status_name_idx" ON "obituaries" USING btree ("status","last_name","first_name","id");--> statement-breakpoint
CREATE INDEX "obituaries_status_death_idx" ON "obituaries" USING btree ("status","date_of_death");--> statement-breakpoint
CREATE INDEX "obituaries_full_name_lower_idx" ON "obituaries" USING btree (lower("first_name" || ' ' || "last_name"));--> statement-breakpoint
CREATE INDEX "events_public_date_idx" ON "events" USING btree ("is_public","event_date");--> statement-breakpoint
CREATE INDEX "services_public_date_idx" ON "services" USING btree ("is_public","service_date");--> statement-breakpoint
CREATE INDEX "consultations_created_idx" ON "consultations" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "contact_messages_created_idx" ON "contact_messages" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "chat_messages_session_idx" ON "chat_messages" USING btree ("session_id","created_at","id");--> statement-breakpoint
CREATE INDEX "admin_sessions_user_idx" ON "admin_sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "idempotency_created_idx" ON "idempotency_keys" USING btree ("created_at");