CREATE TABLE "transcript_saves" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "transcript_saves_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"transcript_id" integer NOT NULL,
	"version" integer NOT NULL,
	"range_start" integer,
	"range_end" integer,
	"saved_by" integer,
	"saved_at" timestamp with time zone NOT NULL,
	CONSTRAINT "transcript_saves_range" CHECK (("transcript_saves"."range_start" is null) = ("transcript_saves"."range_end" is null) and ("transcript_saves"."range_start" is null or "transcript_saves"."range_start" < "transcript_saves"."range_end"))
);
--> statement-breakpoint
ALTER TABLE "transcript_saves" ADD CONSTRAINT "transcript_saves_transcript_id_transcripts_id_fk" FOREIGN KEY ("transcript_id") REFERENCES "public"."transcripts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transcript_saves" ADD CONSTRAINT "transcript_saves_saved_by_users_id_fk" FOREIGN KEY ("saved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "transcript_saves_version_idx" ON "transcript_saves" USING btree ("transcript_id","version");--> statement-breakpoint
-- What each version before this log wrote is unknown: the current one counts as a whole save, so an editor based on an older version is told of the change.
INSERT INTO "transcript_saves" ("transcript_id", "version", "saved_by", "saved_at") SELECT "id", "version", "updated_by", "updated_at" FROM "transcripts";
