CREATE INDEX "jobs_issue_idx" ON "jobs" USING btree ("media_id") WHERE "jobs"."has_issue";--> statement-breakpoint
CREATE INDEX "media_deadline_idx" ON "media" USING btree ("deadline","id");--> statement-breakpoint
CREATE INDEX "media_created_idx" ON "media" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "media_title_idx" ON "media" USING btree (lower("title"),"id");--> statement-breakpoint
CREATE INDEX "media_status_sort_idx" ON "media" USING btree ("status","id") WHERE not "media"."demo";--> statement-breakpoint
CREATE INDEX "media_sub_status_idx" ON "media" USING btree ("sub_status","id");--> statement-breakpoint
CREATE INDEX "media_priority_idx" ON "media" USING btree ("priority","id");--> statement-breakpoint
CREATE INDEX "media_difficulty_idx" ON "media" USING btree ("difficulty","id");--> statement-breakpoint
CREATE INDEX "media_duration_idx" ON "media" USING btree ("duration","id");--> statement-breakpoint
CREATE INDEX "media_on_hold_idx" ON "media" USING btree ("on_hold","id");--> statement-breakpoint
CREATE INDEX "media_turnaround_idx" ON "media" USING btree ((("service_options" ->> 'turnaround')::int),"id");