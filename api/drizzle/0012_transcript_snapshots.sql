CREATE TABLE "transcript_snapshots" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "transcript_snapshots_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"media_id" integer NOT NULL,
	"kind" text NOT NULL,
	"version" integer NOT NULL,
	"reason" text NOT NULL,
	"content" jsonb NOT NULL,
	"words_count" integer NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "transcript_snapshots" ADD CONSTRAINT "transcript_snapshots_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transcript_snapshots" ADD CONSTRAINT "transcript_snapshots_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "transcript_snapshots_media_idx" ON "transcript_snapshots" USING btree ("media_id","created_at");