ALTER TABLE "jobs" ADD COLUMN "parent_id" integer;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "typist_id" integer;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "self_assign" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "deadline" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "rate" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "rate_percent" integer DEFAULT 100 NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "proofreader_id" integer;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "proofreader_deadline" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "proofreader_comment" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "admin_comment" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "has_issue" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "issue_report" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "issue_status" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "audio_quality" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "poor_audio_reason" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "shift_id" integer;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "inaudibles_amount" integer;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "custom_duration" integer;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "report" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "extra_fields" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "finished_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ALTER COLUMN "updated_at" DROP DEFAULT;--> statement-breakpoint
UPDATE "jobs" SET "updated_at" = "created_at";--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "sub_status" text;--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "deadline" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "priority" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "difficulty" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "on_hold" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "cancelled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "demo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "typist_grade_rates" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "notes_typist_rates" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "grade" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_parent_id_jobs_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_typist_id_users_id_fk" FOREIGN KEY ("typist_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_proofreader_id_users_id_fk" FOREIGN KEY ("proofreader_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "jobs_typist_idx" ON "jobs" USING btree ("typist_id","status");--> statement-breakpoint
CREATE INDEX "jobs_proofreader_idx" ON "jobs" USING btree ("proofreader_id","status");--> statement-breakpoint
CREATE INDEX "jobs_offered_idx" ON "jobs" USING btree ("status","self_assign");--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_rate_percent" CHECK ("jobs"."rate_percent" between 0 and 200);--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_typist_when_taken" CHECK ("jobs"."status" = 'available' or "jobs"."typist_id" is not null);--> statement-breakpoint
UPDATE "media" SET "sub_status" = 'Unassigned', "deadline" = "updated_at" + (("service_options"->>'turnaround')::int * interval '1 second') WHERE "status" = 'ordered';