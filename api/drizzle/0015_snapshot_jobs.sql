ALTER TABLE "transcript_snapshots" ADD COLUMN "job_id" integer;--> statement-breakpoint
CREATE INDEX "transcript_snapshots_job_idx" ON "transcript_snapshots" USING btree ("job_id");