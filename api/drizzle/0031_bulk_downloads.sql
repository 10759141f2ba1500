CREATE TABLE "bulk_downloads" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bulk_downloads_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"owner_id" integer NOT NULL,
	"project_id" integer NOT NULL,
	"document_type" text NOT NULL,
	"media_ids" jsonb NOT NULL,
	"status" text NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"total" integer NOT NULL,
	"storage_key" text,
	"error" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "bulk_downloads_status" CHECK ("bulk_downloads"."status" in ('queued', 'running', 'ready', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "bulk_downloads" ADD CONSTRAINT "bulk_downloads_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulk_downloads" ADD CONSTRAINT "bulk_downloads_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bulk_downloads_owner_idx" ON "bulk_downloads" USING btree ("owner_id","project_id");--> statement-breakpoint
CREATE INDEX "bulk_downloads_expires_idx" ON "bulk_downloads" USING btree ("expires_at");