-- Issue 14: the X-WP-Total of a one-word search from counters the database keeps, as the
-- lists' totals are (migration 0006). A search matches a post's words in their own script or
-- by phonetic key (decisions 013); for a query of one word whose key is one word, every post
-- holding the word also holds its key, so the matches are the posts holding the key, and
-- their number is the key's counter. Counting the matches instead read one page of `posts`
-- per match (5,830 pages for "Shimla" at 100,000 posts). Other searches are still counted.
-- (docs/decisions/011-speed-without-the-cache.md)
CREATE TABLE "post_search_counts" (
	"word" text NOT NULL,
	"type" text NOT NULL,
	"n" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "post_search_counts_pk" PRIMARY KEY("word","type")
);
--> statement-breakpoint
-- Published, listed posts by each key of their words (roman_vector's lexemes, one per post).
-- Rows are written in key order, so two writers never wait on each other in a circle. A
-- statement's new or deleted posts (both transition tables named `changed`) count up or down
-- in one upsert.
CREATE FUNCTION post_search_counts_batch() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  delta integer := CASE TG_OP WHEN 'DELETE' THEN -1 ELSE 1 END;
BEGIN
  INSERT INTO post_search_counts AS c (word, type, n)
    SELECT w, p.type, delta * count(*)::int FROM changed p, unnest(tsvector_to_array(p.roman_vector)) w
     WHERE p.status = 'publish' AND p.listed GROUP BY w, p.type ORDER BY w, p.type
    ON CONFLICT (word, type) DO UPDATE SET n = c.n + EXCLUDED.n;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- An edit moves only the keys that came or went.
CREATE FUNCTION post_search_counts_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO post_search_counts AS c (word, type, n)
    SELECT d.word, d.type, sum(d.delta)::int FROM (
      SELECT w AS word, OLD.type AS type, -1 AS delta FROM unnest(tsvector_to_array(OLD.roman_vector)) w
       WHERE OLD.status = 'publish' AND OLD.listed
      UNION ALL
      SELECT w, NEW.type, 1 FROM unnest(tsvector_to_array(NEW.roman_vector)) w
       WHERE NEW.status = 'publish' AND NEW.listed) d
     GROUP BY d.word, d.type HAVING sum(d.delta) <> 0 ORDER BY d.word, d.type
    ON CONFLICT (word, type) DO UPDATE SET n = c.n + EXCLUDED.n;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A batch of new posts (the seeds) is counted in one statement.
CREATE TRIGGER "posts_search_counts_insert" AFTER INSERT ON "posts"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION post_search_counts_batch();
--> statement-breakpoint
CREATE TRIGGER "posts_search_counts_delete" AFTER DELETE ON "posts"
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION post_search_counts_batch();
--> statement-breakpoint
-- Only a change of words, kind or visibility: a view or a like does not fire it. Named to
-- fire after posts_counts_update, so every writer takes the counters in the same order.
CREATE TRIGGER "posts_search_counts_update" AFTER UPDATE OF title, excerpt, content, status, listed, type
  ON "posts" FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.listed IS DISTINCT FROM NEW.listed
        OR OLD.type IS DISTINCT FROM NEW.type OR OLD.roman_vector IS DISTINCT FROM NEW.roman_vector)
  EXECUTE FUNCTION post_search_counts_update();
--> statement-breakpoint
INSERT INTO "post_search_counts" (word, type, n)
  SELECT w, p.type, count(*)::int FROM posts p, unnest(tsvector_to_array(p.roman_vector)) w
   WHERE p.status = 'publish' AND p.listed GROUP BY w, p.type;
