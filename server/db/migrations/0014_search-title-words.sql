-- Issue 14: the first pages of a one-word search by relevance read from a narrow index instead
-- of ranking every match. With ts_rank's default weights, a post whose title holds the word
-- ranks at least 0.608 and any other match at most 0.40, so the posts with the word in their
-- title come first, in an order fixed when the post is written: its rank for the word, its
-- rank for the word's phonetic key, its date, its id (the ORDER BY of hinglish.ts and
-- list-posts.ts). This table holds that order for every word of every published, listed
-- title; ranking all 7,500 matches of "Shimla" at 100,000 posts took PostgreSQL 20 ms.
-- (docs/decisions/011-speed-without-the-cache.md, *The title's words ranked when written*)
CREATE TABLE "post_title_words" (
	"post_id" integer NOT NULL REFERENCES "posts"("id") ON DELETE CASCADE,
	-- a lexeme of search_vector with weight A (the title's)
	"word" text NOT NULL,
	"type" text NOT NULL,
	"author_id" integer NOT NULL,
	"date" timestamp with time zone NOT NULL,
	-- ts_rank(search_vector, word) and ts_rank(roman_vector, the word's key): the order's keys
	"rank" real NOT NULL,
	"key_rank" real NOT NULL,
	CONSTRAINT "post_title_words_pk" PRIMARY KEY ("post_id", "word")
);
--> statement-breakpoint
CREATE INDEX "post_title_words_order_idx" ON "post_title_words" USING btree
  ("word", "rank" DESC, "key_rank" DESC, "date" DESC, "post_id" DESC) INCLUDE ("type", "author_id");
--> statement-breakpoint
-- A lexeme as a query of that lexeme alone, exactly (no parser: `'…'::tsquery`, quotes and
-- backslashes doubled as the tsquery input syntax wants).
CREATE FUNCTION lexeme_query(lexeme text) RETURNS tsquery LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT ('''' || replace(replace(lexeme, '\', '\\'), '''', '''''') || '''')::tsquery
$$;
--> statement-breakpoint
-- The word a search is, when the rows above answer it: a query of one lexeme (websearch's
-- query equals that lexeme's) whose phonetic-key query is the lexeme's own, so the stored
-- ranks are the ranks the search would compute, and one key, so its total is a counter of
-- migration 0009. NULL for any other search.
CREATE FUNCTION title_tier_word(search text) RETURNS text LANGUAGE sql STABLE STRICT PARALLEL SAFE AS $$
  SELECT w.lexeme FROM (
    SELECT (tsvector_to_array(to_tsvector('simple', search)))[1] AS lexeme,
           cardinality(tsvector_to_array(to_tsvector('simple', search))) AS n) w
   WHERE w.n = 1
     AND websearch_to_tsquery('simple', search) = lexeme_query(w.lexeme)
     AND plainto_tsquery('simple', hinglish_key(search)) = plainto_tsquery('simple', hinglish_key(w.lexeme))
     AND numnode(plainto_tsquery('simple', hinglish_key(search))) = 1
$$;
--> statement-breakpoint
-- The rows of a published, listed post: one per word of its title.
CREATE FUNCTION post_title_word_rows(p posts) RETURNS SETOF post_title_words LANGUAGE sql STABLE AS $$
  SELECT p.id, e.lexeme, p.type, p.author_id, p.date,
         ts_rank(p.search_vector, lexeme_query(e.lexeme)),
         ts_rank(p.roman_vector, plainto_tsquery('simple', hinglish_key(e.lexeme)))
    FROM unnest(p.search_vector) e
   WHERE p.status = 'publish' AND p.listed AND 'A' = ANY(e.weights)
$$;
--> statement-breakpoint
-- A batch of new posts (the seeds) in one statement.
CREATE FUNCTION post_title_words_batch() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO post_title_words SELECT r.* FROM changed p, post_title_word_rows(p) r ORDER BY 1, 2;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A post's words, ranks, kind, author, date or visibility changed: its rows are written anew
-- (a title has about ten words). A view or a like does not fire it.
CREATE FUNCTION post_title_words_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM post_title_words WHERE post_id = OLD.id;
  INSERT INTO post_title_words SELECT * FROM post_title_word_rows(NEW);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "posts_title_words_insert" AFTER INSERT ON "posts"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION post_title_words_batch();
--> statement-breakpoint
CREATE TRIGGER "posts_title_words_update" AFTER UPDATE OF title, excerpt, content, status, listed, type, author_id, date
  ON "posts" FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.listed IS DISTINCT FROM NEW.listed
        OR OLD.type IS DISTINCT FROM NEW.type OR OLD.author_id IS DISTINCT FROM NEW.author_id
        OR OLD.date IS DISTINCT FROM NEW.date OR OLD.search_vector IS DISTINCT FROM NEW.search_vector
        OR OLD.roman_vector IS DISTINCT FROM NEW.roman_vector)
  EXECUTE FUNCTION post_title_words_update();
--> statement-breakpoint
INSERT INTO post_title_words SELECT r.* FROM posts p, post_title_word_rows(p) r ORDER BY 1, 2;
