-- Issue 14: trending read from a narrow table. The score of decisions §5 is computed on read
-- (it changes with the hour), but from one row of a few numbers per engaged post instead of
-- a whole post row each: at 100,000 posts the last 30 days held 8,000 engaged posts on 6,600
-- heap pages of `posts`; here they fill a few dozen. (docs/decisions/011-speed-without-the-cache.md)
CREATE TABLE "post_engagement" (
	"post_id" integer PRIMARY KEY NOT NULL REFERENCES "posts"("id") ON DELETE CASCADE,
	"type" text NOT NULL,
	"author_id" integer NOT NULL,
	"date" timestamp with time zone NOT NULL,
	-- views + 3 likes + 5 comments + 2 poll votes, the numerator of decisions §5's score
	"engagement" integer NOT NULL
) WITH (fillfactor = 80);
--> statement-breakpoint
-- The window's rows by date with the numbers a pruned ranking compares (list-posts.ts): the
-- bar on engagement is checked in the index, so only a candidate's row is read.
CREATE INDEX "post_engagement_date_idx" ON "post_engagement" USING btree ("date", "engagement", "type");
--> statement-breakpoint
-- A row per published, listed post with any engagement, written in the writer's transaction
-- (a view, a like, a comment, a vote, publishing, review), so trending is exact at once.
CREATE FUNCTION post_engagement_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  e integer := NEW.view_count + 3 * NEW.like_count + 5 * NEW.comment_count + 2 * NEW.poll_votes;
BEGIN
  IF NEW.status = 'publish' AND NEW.listed AND e > 0 THEN
    INSERT INTO post_engagement AS pe (post_id, type, author_id, date, engagement)
      VALUES (NEW.id, NEW.type, NEW.author_id, NEW.date, e)
      ON CONFLICT (post_id) DO UPDATE SET type = EXCLUDED.type, author_id = EXCLUDED.author_id,
        date = EXCLUDED.date, engagement = EXCLUDED.engagement;
  ELSIF TG_OP = 'UPDATE' THEN
    DELETE FROM post_engagement WHERE post_id = NEW.id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "post_engagement_insert" AFTER INSERT ON "posts"
  FOR EACH ROW EXECUTE FUNCTION post_engagement_trigger();
--> statement-breakpoint
CREATE TRIGGER "post_engagement_update" AFTER UPDATE ON "posts" FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.listed IS DISTINCT FROM NEW.listed
        OR OLD.type IS DISTINCT FROM NEW.type OR OLD.author_id IS DISTINCT FROM NEW.author_id
        OR OLD.date IS DISTINCT FROM NEW.date OR OLD.view_count IS DISTINCT FROM NEW.view_count
        OR OLD.like_count IS DISTINCT FROM NEW.like_count OR OLD.comment_count IS DISTINCT FROM NEW.comment_count
        OR OLD.poll_votes IS DISTINCT FROM NEW.poll_votes)
  EXECUTE FUNCTION post_engagement_trigger();
--> statement-breakpoint
INSERT INTO "post_engagement" (post_id, type, author_id, date, engagement)
  SELECT id, type, author_id, date, view_count + 3 * like_count + 5 * comment_count + 2 * poll_votes
    FROM posts
   WHERE status = 'publish' AND listed AND view_count + like_count + comment_count + poll_votes > 0;
