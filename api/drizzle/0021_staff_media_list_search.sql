-- The trigram operator classes (gin_trgm_ops) of the assign grid's contains filters.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "jobs_type_idx" ON "jobs" USING btree ("type","media_id");--> statement-breakpoint
CREATE INDEX "media_title_trgm_idx" ON "media" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "media_service_idx" ON "media" USING btree ((("service_options" ->> 'id')::int));--> statement-breakpoint
CREATE INDEX "projects_short_id_trgm_idx" ON "projects" USING gin ("short_id" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_name_trgm_idx" ON "users" USING gin (("firstname" || ' ' || "lastname") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_name_sort_idx" ON "users" USING btree (lower("firstname" || ' ' || "lastname"),"id");