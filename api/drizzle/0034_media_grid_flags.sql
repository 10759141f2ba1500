DROP INDEX "media_status_sort_idx";--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "is_live" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "has_issue" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "media_status_sort_idx" ON "media" USING btree ("is_live","status","id","has_issue") WHERE not "media"."demo";--> statement-breakpoint
-- Hand-written from here on (drizzle-kit generates only the columns and index above): the
-- triggers that keep media.is_live and media.has_issue in step with live_sessions and jobs, in
-- the transaction that changes those, and the flags of the media there already.
CREATE FUNCTION media_is_live_sync() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE media SET is_live = false WHERE id = OLD.media_id AND is_live;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    UPDATE media SET is_live = true WHERE id = NEW.media_id AND NOT is_live;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER live_sessions_media_is_live
AFTER INSERT OR DELETE OR UPDATE OF media_id ON live_sessions
FOR EACH ROW EXECUTE FUNCTION media_is_live_sync();--> statement-breakpoint
-- Whether any job of the media has an issue, read again once the media's row is locked: two
-- transactions changing two jobs of one media then take turns, the second seeing the first's.
CREATE FUNCTION media_has_issue_of(target integer) RETURNS void
LANGUAGE plpgsql
AS $$
BEGIN
  PERFORM 1 FROM media WHERE id = target FOR UPDATE;
  UPDATE media SET has_issue = EXISTS (
    SELECT 1 FROM jobs WHERE jobs.media_id = target AND jobs.has_issue
  ) WHERE id = target;
END
$$;--> statement-breakpoint
CREATE FUNCTION media_has_issue_sync() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM media_has_issue_of(OLD.media_id);
  END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW.media_id IS DISTINCT FROM OLD.media_id) THEN
    PERFORM media_has_issue_of(NEW.media_id);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Only the changes that can flip the flag: a job with an issue added or removed, an issue
-- reported or resolved, a job moved to another media.
CREATE TRIGGER jobs_media_has_issue_insert
AFTER INSERT ON jobs
FOR EACH ROW WHEN (NEW.has_issue) EXECUTE FUNCTION media_has_issue_sync();--> statement-breakpoint
CREATE TRIGGER jobs_media_has_issue_delete
AFTER DELETE ON jobs
FOR EACH ROW WHEN (OLD.has_issue) EXECUTE FUNCTION media_has_issue_sync();--> statement-breakpoint
CREATE TRIGGER jobs_media_has_issue_update
AFTER UPDATE OF has_issue, media_id ON jobs
FOR EACH ROW WHEN (OLD.has_issue IS DISTINCT FROM NEW.has_issue
  OR (OLD.media_id IS DISTINCT FROM NEW.media_id AND (OLD.has_issue OR NEW.has_issue)))
EXECUTE FUNCTION media_has_issue_sync();--> statement-breakpoint
UPDATE media SET is_live = true WHERE id IN (SELECT media_id FROM live_sessions);--> statement-breakpoint
UPDATE media SET has_issue = true WHERE id IN (SELECT media_id FROM jobs WHERE has_issue);
