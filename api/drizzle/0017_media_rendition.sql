CREATE TABLE "media_clips" (
	"media_id" integer NOT NULL,
	"start" integer NOT NULL,
	"end" integer NOT NULL,
	"storage_key" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "media_clips_media_id_start_end_pk" PRIMARY KEY("media_id","start","end")
);
--> statement-breakpoint
ALTER TABLE "media" DROP CONSTRAINT "media_owner";--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "rendition_state" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "rendition_key" text;--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "peaks_key" text;--> statement-breakpoint
ALTER TABLE "media_clips" ADD CONSTRAINT "media_clips_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_owner" CHECK ("media"."user_id" is not null or "media"."session_id" is not null or "media"."demo");