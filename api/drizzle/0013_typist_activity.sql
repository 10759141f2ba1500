CREATE TABLE "typist_activity" (
	"user_id" integer NOT NULL,
	"job_id" integer NOT NULL,
	"day" text NOT NULL,
	"seconds" integer NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "typist_activity_user_id_job_id_day_pk" PRIMARY KEY("user_id","job_id","day")
);
--> statement-breakpoint
ALTER TABLE "typist_activity" ADD CONSTRAINT "typist_activity_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "typist_activity" ADD CONSTRAINT "typist_activity_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;