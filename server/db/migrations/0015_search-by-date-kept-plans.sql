-- A one-word search by date, read with plans PostgreSQL keeps (decisions 011, *A one-word
-- search by date with kept plans*). Planning the search for its word on every call cost more
-- than running it ("Shimla" at 1,000 posts: 0.45 ms planned, 0.15 ms with a kept plan); one
-- kept plan cannot serve every word, since a common word is found by walking the newest posts
-- and a rare one by its word indexes. The word's counter (migration 0009) tells which: each
-- way is a function whose settings leave PostgreSQL that one plan, kept for the connection.
-- The two ways' bodies are the same query on purpose: a function keeps one plan per query in
-- it, so one body called under either setting would keep the plan of whichever came first.

-- The newest matches, walking the posts by date: for a word in many posts.
CREATE FUNCTION search_ids_by_walk(exact tsquery, key tsquery, kinds text[], lim int, skip int)
RETURNS int[] LANGUAGE plpgsql STABLE
SET plan_cache_mode = force_generic_plan SET enable_bitmapscan = off SET enable_seqscan = off SET enable_sort = off
AS $$
BEGIN
  RETURN (SELECT coalesce(array_agg(m.id), '{}') FROM (
    SELECT p.id FROM posts p
     WHERE p.status = 'publish' AND p.listed AND p.type = ANY(kinds)
       AND (p.search_vector @@ exact OR p.roman_vector @@ key)
     ORDER BY p.date DESC, p.id DESC LIMIT lim OFFSET skip) m);
END
$$;
--> statement-breakpoint
-- The newest matches, read from the word indexes and sorted: for a word in few posts.
CREATE FUNCTION search_ids_by_lookup(exact tsquery, key tsquery, kinds text[], lim int, skip int)
RETURNS int[] LANGUAGE plpgsql STABLE
SET plan_cache_mode = force_generic_plan SET enable_indexscan = off SET enable_seqscan = off
AS $$
BEGIN
  RETURN (SELECT coalesce(array_agg(m.id), '{}') FROM (
    SELECT p.id FROM posts p
     WHERE p.status = 'publish' AND p.listed AND p.type = ANY(kinds)
       AND (p.search_vector @@ exact OR p.roman_vector @@ key)
     ORDER BY p.date DESC, p.id DESC LIMIT lim OFFSET skip) m);
END
$$;
--> statement-breakpoint
-- A page of a search by date of the published, listed posts of these kinds, and its total,
-- when the query is one word whose key is one word (the total is then the key's counter, as
-- in oneWordSearchCount); no row for any other query. Walking tests about (lim + skip) ×
-- every / n posts to find the page, the lookup reads all n matches: the walk is taken when
-- n² ≥ (lim + skip) × every.
CREATE FUNCTION search_page_by_date(search text, kinds text[], lim int, skip int)
RETURNS TABLE (ids int[], total int) LANGUAGE plpgsql STABLE AS $$
DECLARE
  exact tsquery := websearch_to_tsquery('simple', search);
  key tsquery := plainto_tsquery('simple', hinglish_key(search));
  keys text[] := tsvector_to_array(to_tsvector('simple', hinglish_key(search)));
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
