-- Issue 14: ranks and list totals that cost nothing to read, trending read from the counters.
-- (docs/decisions/011-speed-without-the-cache.md)

-- Leaderboard rank kept with the points: written by the statement that moves them, read as a column.
ALTER TABLE "monthly_points" ADD COLUMN "rank" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
DROP INDEX IF EXISTS "monthly_points_rank_idx";
--> statement-breakpoint
CREATE INDEX "monthly_points_rank_idx" ON "monthly_points" USING btree ("month","rank");
--> statement-breakpoint
UPDATE "monthly_points" mp SET "rank" = r.rn
  FROM (SELECT month, user_id,
               row_number() OVER (PARTITION BY month ORDER BY points DESC, reached_at, user_id)::int AS rn
          FROM "monthly_points") r
 WHERE mp.month = r.month AND mp.user_id = r.user_id;
--> statement-breakpoint
-- Points writers take one lock before touching a row, so a re-rank never waits on a row that
-- a writer queued behind it holds (no deadlock), and each re-rank sees the writes before it.
CREATE FUNCTION monthly_points_lock() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(730214);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION monthly_points_rerank() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  m date;
BEGIN
  -- the re-rank's own update of `rank` fires this trigger again: nothing more to do then
  IF pg_trigger_depth() > 1 THEN RETURN NULL; END IF;
  FOR m IN SELECT DISTINCT month FROM changed LOOP
    UPDATE monthly_points mp SET rank = r.rn
      FROM (SELECT user_id,
                   row_number() OVER (ORDER BY points DESC, reached_at, user_id)::int AS rn
              FROM monthly_points WHERE month = m) r
     WHERE mp.month = m AND mp.user_id = r.user_id AND mp.rank IS DISTINCT FROM r.rn;
  END LOOP;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "monthly_points_lock" BEFORE INSERT OR UPDATE OR DELETE ON "monthly_points"
  FOR EACH STATEMENT EXECUTE FUNCTION monthly_points_lock();
--> statement-breakpoint
CREATE TRIGGER "monthly_points_rerank_insert" AFTER INSERT ON "monthly_points"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION monthly_points_rerank();
--> statement-breakpoint
CREATE TRIGGER "monthly_points_rerank_update" AFTER UPDATE ON "monthly_points"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION monthly_points_rerank();
--> statement-breakpoint
CREATE TRIGGER "monthly_points_rerank_delete" AFTER DELETE ON "monthly_points"
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION monthly_points_rerank();
--> statement-breakpoint

-- X-WP-Total of the public lists from counters kept by the database itself, exact in any
-- concurrency: published, listed items per type, overall (term_id 0) and per topic or place.
CREATE TABLE "post_list_counts" (
	"type" text NOT NULL,
	"term_id" integer NOT NULL,
	"n" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "post_list_counts_pk" PRIMARY KEY("type","term_id")
);
--> statement-breakpoint
-- An author's page lists their published items that reports have not hidden.
CREATE TABLE "post_author_counts" (
	"author_id" integer NOT NULL,
	"type" text NOT NULL,
	"n" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "post_author_counts_pk" PRIMARY KEY("author_id","type")
);
--> statement-breakpoint
CREATE FUNCTION post_counts_apply(p_id integer, p_type text, p_author integer, p_listed boolean,
                                  p_shown boolean, delta integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF p_listed THEN
    INSERT INTO post_list_counts AS c (type, term_id, n) VALUES (p_type, 0, delta)
      ON CONFLICT (type, term_id) DO UPDATE SET n = c.n + delta;
    INSERT INTO post_list_counts AS c (type, term_id, n)
      SELECT p_type, term_id, delta FROM post_terms WHERE post_id = p_id ORDER BY term_id
      ON CONFLICT (type, term_id) DO UPDATE SET n = c.n + EXCLUDED.n;
  END IF;
  IF p_shown THEN
    INSERT INTO post_author_counts AS c (author_id, type, n) VALUES (p_author, p_type, delta)
      ON CONFLICT (author_id, type) DO UPDATE SET n = c.n + delta;
  END IF;
END $$;
--> statement-breakpoint
CREATE FUNCTION posts_counts_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM post_counts_apply(OLD.id, OLD.type, OLD.author_id, OLD.status = 'publish' AND OLD.listed,
                              OLD.status = 'publish' AND NOT OLD.hidden, -1);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM post_counts_apply(NEW.id, NEW.type, NEW.author_id, NEW.status = 'publish' AND NEW.listed,
                              NEW.status = 'publish' AND NOT NEW.hidden, 1);
  END IF;
  IF TG_OP = 'DELETE' THEN RETURN OLD; END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "posts_counts_insert" AFTER INSERT ON "posts"
  FOR EACH ROW EXECUTE FUNCTION posts_counts_trigger();
--> statement-breakpoint
CREATE TRIGGER "posts_counts_update" AFTER UPDATE ON "posts" FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.listed IS DISTINCT FROM NEW.listed
        OR OLD.hidden IS DISTINCT FROM NEW.hidden OR OLD.type IS DISTINCT FROM NEW.type
        OR OLD.author_id IS DISTINCT FROM NEW.author_id)
  EXECUTE FUNCTION posts_counts_trigger();
--> statement-breakpoint
-- BEFORE the row goes: its topics are still there to be counted down (the cascade that
-- deletes them runs after the row's own delete).
CREATE TRIGGER "posts_counts_delete" BEFORE DELETE ON "posts"
  FOR EACH ROW EXECUTE FUNCTION posts_counts_trigger();
--> statement-breakpoint
CREATE FUNCTION post_terms_counts_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  p record;
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    SELECT type, status, listed INTO p FROM posts WHERE id = OLD.post_id;
    IF FOUND AND p.status = 'publish' AND p.listed THEN
      INSERT INTO post_list_counts AS c (type, term_id, n) VALUES (p.type, OLD.term_id, -1)
        ON CONFLICT (type, term_id) DO UPDATE SET n = c.n - 1;
    END IF;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    SELECT type, status, listed INTO p FROM posts WHERE id = NEW.post_id;
    IF FOUND AND p.status = 'publish' AND p.listed THEN
      INSERT INTO post_list_counts AS c (type, term_id, n) VALUES (p.type, NEW.term_id, 1)
        ON CONFLICT (type, term_id) DO UPDATE SET n = c.n + 1;
    END IF;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "post_terms_counts" AFTER INSERT OR UPDATE OR DELETE ON "post_terms"
  FOR EACH ROW EXECUTE FUNCTION post_terms_counts_trigger();
--> statement-breakpoint
INSERT INTO "post_list_counts" (type, term_id, n)
  SELECT type, 0, count(*)::int FROM posts WHERE status = 'publish' AND listed GROUP BY type
  UNION ALL
  SELECT p.type, pt.term_id, count(*)::int FROM posts p JOIN post_terms pt ON pt.post_id = p.id
   WHERE p.status = 'publish' AND p.listed GROUP BY p.type, pt.term_id;
--> statement-breakpoint
INSERT INTO "post_author_counts" (author_id, type, n)
  SELECT author_id, type, count(*)::int FROM posts WHERE status = 'publish' AND NOT hidden
   GROUP BY author_id, type;
--> statement-breakpoint

-- Every public list by date, whatever the kinds mixed in it (home, topics, search, feeds).
CREATE INDEX "posts_listed_date_idx" ON "posts" USING btree ("date" DESC, "id" DESC)
  WHERE "status" = 'publish' AND "listed";
--> statement-breakpoint
-- Trending is computed when read from the counters (decisions §5's formula over the last 30
-- days), so nothing rewrites the posts every five minutes.
DROP INDEX IF EXISTS "posts_trending_idx";
--> statement-breakpoint
ALTER TABLE "posts" DROP COLUMN "trending_score";
--> statement-breakpoint
-- A post's visible top-level comments, newest first: a page and its count walk this index.
CREATE INDEX "comments_post_top_idx" ON "comments" USING btree ("post_id", "date" DESC, "id" DESC)
  WHERE "parent_id" IS NULL AND "status" = 'approved' AND NOT "hidden";
