ALTER TABLE "media" ADD COLUMN "return_notes" text;--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "returned_at" timestamp with time zone;