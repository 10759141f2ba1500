ALTER TABLE "media" ADD COLUMN "s2t_state" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "s2t_error" text;--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "s2t_draft_version" integer;