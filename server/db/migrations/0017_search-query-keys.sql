-- A query's phonetic keys without the one-letter ones (decisions 013, *A one-letter key*).
-- Keys drop every "a", double letters and z/j, so a word of one consonant and vowels (जा, का,
-- "ja", "na") and typed noise ("zzzz", "jjj") come out as one letter, and that key is in most
-- posts of the other script: "zzzz" found 275 of 1,070 posts through जा. A query's word whose
-- key is one letter is now matched in its own script only, as one whose key is empty ("aaa")
-- already was; a post's stored keys are not changed.
CREATE FUNCTION hinglish_query_key(search text) RETURNS text
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT coalesce(string_agg(k.key, ' ' ORDER BY k.n), '')
    FROM regexp_split_to_table(hinglish_key(search), ' ') WITH ORDINALITY AS k(key, n)
   WHERE length(k.key) > 1
$$;
--> statement-breakpoint
-- As in migration 0015, with the query's keys above.
CREATE OR REPLACE FUNCTION search_page_by_date(search text, kinds text[], lim int, skip int)
RETURNS TABLE (ids int[], total int) LANGUAGE plpgsql STABLE AS $$
DECLARE
  exact tsquery := websearch_to_tsquery('simple', search);
  key tsquery := plainto_tsquery('simple', hinglish_query_key(search));
  keys text[] := tsvector_to_array(to_tsvector('simple', hinglish_query_key(search)));
  matches int;
  every int;
BEGIN
  IF numnode(exact) <> 1 OR cardinality(keys) <> 1 THEN
    RETURN;
  END IF;
  SELECT coalesce(sum(c.n), 0)::int INTO matches FROM post_search_counts c
   WHERE c.word = keys[1] AND c.type = ANY(kinds);
  total := matches;
  IF matches = 0 OR skip >= matches THEN
    ids := '{}';
  ELSE
    SELECT coalesce(sum(c.n), 0)::int INTO every FROM post_list_counts c
     WHERE c.type = ANY(kinds) AND c.term_id = 0;
    IF matches::bigint * matches >= (lim + skip)::bigint * every THEN
      ids := search_ids_by_walk(exact, key, kinds, lim, skip);
    ELSE
      ids := search_ids_by_lookup(exact, key, kinds, lim, skip);
    END IF;
  END IF;
  RETURN NEXT;
END
$$;
--> statement-breakpoint
-- As in migration 0014, and only for a word whose key is a query key: the stored key ranks
-- were made with the word's whole key, which a one-letter key no longer is.
CREATE OR REPLACE FUNCTION title_tier_word(search text) RETURNS text LANGUAGE sql STABLE STRICT PARALLEL SAFE AS $$
  SELECT w.lexeme FROM (
    SELECT (tsvector_to_array(to_tsvector('simple', search)))[1] AS lexeme,
           cardinality(tsvector_to_array(to_tsvector('simple', search))) AS n) w
   WHERE w.n = 1
     AND websearch_to_tsquery('simple', search) = lexeme_query(w.lexeme)
     AND plainto_tsquery('simple', hinglish_key(search)) = plainto_tsquery('simple', hinglish_key(w.lexeme))
     AND numnode(plainto_tsquery('simple', hinglish_key(search))) = 1
     AND hinglish_query_key(search) = hinglish_key(search)
$$;
