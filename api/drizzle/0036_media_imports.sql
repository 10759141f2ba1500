CREATE TABLE "media_imports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "media_imports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer,
	"session_id" text,
	"requested_by_id" integer,
	"url" text NOT NULL,
	"title" text,
	"currency" text NOT NULL,
	"service_options" jsonb,
	"project_id" integer,
	"state" text NOT NULL,
	"received" bigint DEFAULT 0 NOT NULL,
	"size" bigint,
	"media_id" integer,
	"error" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "media_imports_state" CHECK ("media_imports"."state" in ('fetching', 'done', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "media_imports" ADD CONSTRAINT "media_imports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_imports" ADD CONSTRAINT "media_imports_requested_by_id_users_id_fk" FOREIGN KEY ("requested_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_imports" ADD CONSTRAINT "media_imports_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_imports" ADD CONSTRAINT "media_imports_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;