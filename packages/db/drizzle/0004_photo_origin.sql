ALTER TABLE "photos" ADD COLUMN "origin" text;--> statement-breakpoint
ALTER TABLE "photos" ADD COLUMN "uploader_address" text;--> statement-breakpoint
CREATE INDEX "photos_uploader_idx" ON "photos" USING btree ("uploader_address","upload_date");