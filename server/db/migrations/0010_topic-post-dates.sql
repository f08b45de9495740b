-- Issue 14: a topic's page read in its own order. A topic's list walked the newest posts of
-- every topic and kept the topic's (364 rows read for page 3 of the biggest topic at 100,000
-- posts, and more for a small topic). Each post_terms row now carries its post's kind, date
-- and whether it is public (published and listed), kept by triggers, so a topic's newest
-- posts are the first rows of one index. (docs/decisions/011-speed-without-the-cache.md)
ALTER TABLE "post_terms" ADD COLUMN "type" text;
--> statement-breakpoint
ALTER TABLE "post_terms" ADD COLUMN "date" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "post_terms" ADD COLUMN "public" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
-- A new row takes its post's values, whoever writes it (the API, the seeds, a test's SQL).
CREATE FUNCTION post_terms_copy_post() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT p.type, p.date, p.status = 'publish' AND p.listed INTO NEW.type, NEW.date, NEW.public
    FROM posts p WHERE p.id = NEW.post_id;
  NEW.public := coalesce(NEW.public, false);
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "post_terms_copy_post" BEFORE INSERT OR UPDATE OF post_id ON "post_terms"
  FOR EACH ROW EXECUTE FUNCTION post_terms_copy_post();
--> statement-breakpoint
-- A post that changes kind, date or visibility changes its rows.
CREATE FUNCTION posts_terms_follow() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE post_terms SET type = NEW.type, date = NEW.date, public = NEW.status = 'publish' AND NEW.listed
   WHERE post_id = NEW.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "posts_terms_follow" AFTER UPDATE OF type, date, status, listed ON "posts" FOR EACH ROW
  WHEN (OLD.type IS DISTINCT FROM NEW.type OR OLD.date IS DISTINCT FROM NEW.date
        OR OLD.status IS DISTINCT FROM NEW.status OR OLD.listed IS DISTINCT FROM NEW.listed)
  EXECUTE FUNCTION posts_terms_follow();
--> statement-breakpoint
-- The counters of migration 0006 move when a row's post or topic changes, not when the row
-- follows its post (the post's own trigger counts that).
DROP TRIGGER "post_terms_counts" ON "post_terms";
--> statement-breakpoint
CREATE TRIGGER "post_terms_counts" AFTER INSERT OR DELETE OR UPDATE OF post_id, term_id ON "post_terms"
  FOR EACH ROW EXECUTE FUNCTION post_terms_counts_trigger();
--> statement-breakpoint
UPDATE "post_terms" pt SET type = p.type, date = p.date, public = p.status = 'publish' AND p.listed
  FROM "posts" p WHERE p.id = pt.post_id;
--> statement-breakpoint
-- A topic's (or place's) public posts, newest first, with the kind to filter on.
CREATE INDEX "post_terms_public_date_idx" ON "post_terms" USING btree ("term_id", "date" DESC, "post_id" DESC)
  INCLUDE ("type") WHERE "public";
