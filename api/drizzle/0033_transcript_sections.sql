CREATE TABLE "transcript_sections" (
	"transcript_id" integer NOT NULL,
	"id" text NOT NULL,
	"start" double precision NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"section" jsonb NOT NULL,
	"words_count" integer,
	CONSTRAINT "transcript_sections_transcript_id_id_pk" PRIMARY KEY("transcript_id","id")
);
--> statement-breakpoint
ALTER TABLE "transcripts" ADD COLUMN "speakers" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "transcript_sections" ADD CONSTRAINT "transcript_sections_transcript_id_transcripts_id_fk" FOREIGN KEY ("transcript_id") REFERENCES "public"."transcripts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "transcript_sections_start_idx" ON "transcript_sections" USING btree ("transcript_id","start","position");--> statement-breakpoint
-- Each transcript's sections become rows, in their order (position breaks ties of one start); a
-- second section with an id already taken in its transcript (content no check refused) keeps
-- its text under the id suffixed with its place. Their word counts stay null: the transcript's
-- count is already right, and a save that replaces a section counts the one it replaces.
INSERT INTO "transcript_sections" ("transcript_id", "id", "start", "position", "section")
SELECT "transcript_id", "id", "start", "position", jsonb_set("section", '{id}', to_jsonb("id"))
FROM (
  SELECT
    t."id" AS "transcript_id",
    CASE
      WHEN row_number() OVER (PARTITION BY t."id", s.value->>'id' ORDER BY s.ordinality) = 1
        THEN coalesce(s.value->>'id', '')
      ELSE coalesce(s.value->>'id', '') || '~' || s.ordinality
    END AS "id",
    coalesce((s.value->>'start')::double precision, 0) AS "start",
    (s.ordinality - 1)::integer AS "position",
    s.value AS "section"
  FROM "transcripts" t,
    jsonb_array_elements(coalesce(t."content"->'sections', '[]'::jsonb)) WITH ORDINALITY AS s(value, ordinality)
) AS moved;--> statement-breakpoint
UPDATE "transcripts" SET "speakers" = coalesce("content"->'speakers', '[]'::jsonb);--> statement-breakpoint
ALTER TABLE "transcripts" DROP COLUMN "content";
