ALTER TABLE "chat_sessions" ADD COLUMN "visitor_token_hash" text;--> statement-breakpoint
CREATE INDEX "chat_sessions_created_idx" ON "chat_sessions" USING btree ("created_at");