ALTER TABLE "media" ADD COLUMN "s2t_job_id" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "xld" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "media_s2t_job_idx" ON "media" USING btree ("s2t_job_id") WHERE "media"."s2t_job_id" is not null;