ALTER TABLE "transcripts" DROP CONSTRAINT "transcripts_media_id_unique";--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "extra_fields" jsonb;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "meeting_details" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "transcripts" ADD COLUMN "kind" text DEFAULT 'default' NOT NULL;--> statement-breakpoint
ALTER TABLE "transcripts" ADD CONSTRAINT "transcripts_media_kind" UNIQUE("media_id","kind");--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_meeting_details" CHECK ("services"."meeting_details" in ('none', 'simple', 'multiField'));--> statement-breakpoint
ALTER TABLE "transcripts" ADD CONSTRAINT "transcripts_kind" CHECK ("transcripts"."kind" in ('default', 'notes'));--> statement-breakpoint
UPDATE "services" SET "meeting_details" = 'multiField' WHERE "short_name" IN ('3BR', '3BC', '3BD', 'MFA');--> statement-breakpoint
UPDATE "services" SET "meeting_details" = 'simple' WHERE "short_name" = 'INT';
