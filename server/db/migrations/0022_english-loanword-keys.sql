-- English words in Latin letters find the same words written in Devanagari (decisions 013,
-- *English words in either script*). Hindi writes an English loanword as it is said: कॉलेज,
-- स्कूल, फ़ोन, मोबाइल, ऑफ़िस, डॉक्टर. Their keys (`kolej`, `skul`, `fon`, `mobil`, `ofis`,
-- `doktr`) are not those of the English spellings (`colege`, `scul`, `fone`, `mobile`,
-- `ofice`, `doctor`), as the keys' rules are a Hinglish speller's, not English spelling's. So a
-- query's Latin word of five letters or more is also read as English is said, and its key
-- from that reading is asked for beside its own: "college" is `colege | kolej`. The stored keys
-- do not change; a word of a post in Latin letters is found by its own key as before.
--
-- The reading of one lower-case word, rule by rule: "sch" is "sk" (school); "c" is "s" before
-- e, i or y and "k" elsewhere but in "ch" (office, college, coaching); a final "ge" or "dge"
-- is "j" (college); "ea" is "i" (teacher, leader); a final "e" after a consonant, a vowel i, o
-- or u and a consonant is silent (mobile, phone, online, remote, police), which leaves the
-- Hinglish endings alone (sapne, ladke, karne, kaise, khane); a final "re" after a consonant
-- is "r" (centre); "el" or "ol" at the end and "er" or "or" before a consonant or at the end
-- lose their vowel after a consonant, as Hindi writes them (hostel, doctor, center, internet).
-- NULL when no word of the query reads differently, so that the callers can tell cheaply.
CREATE FUNCTION english_reading(search text) RETURNS text
LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE AS $$
DECLARE
  words text[] := tsvector_to_array(to_tsvector('simple', search));
  english text;
  changed boolean := false;
BEGIN
  FOR i IN 1 .. coalesce(cardinality(words), 0) LOOP
    -- a word none of the rules below would change costs one test ("shimla", "kisan")
    CONTINUE WHEN words[i] !~ '^[a-z]{5,}$' OR words[i] !~ '(c|ea|e$|l$|r)';
    english := regexp_replace(words[i], 'sch', 'sk', 'g');
    english := regexp_replace(english, 'c(?=[eiy])', 's', 'g');
    english := regexp_replace(english, 'c(?!h)', 'k', 'g');
    english := regexp_replace(english, 'd?ge$', 'j');
    english := replace(english, 'ea', 'i');
    english := regexp_replace(english, '(?<=[^aeiou][iou][b-df-hj-np-tv-z])e$', '');
    english := regexp_replace(english, '(?<=[b-df-hj-np-tv-z])re$', 'r');
    english := regexp_replace(english, '(?<=[b-df-hj-np-tv-z])[eo]l$', 'l');
    english := regexp_replace(english, '(?<=[b-df-hj-np-tv-z])[eo]r(?=[b-df-hj-np-tv-z]|$)', 'r', 'g');
    IF english <> words[i] THEN
      words[i] := english;
      changed := true;
    END IF;
  END LOOP;
  RETURN CASE WHEN changed THEN array_to_string(words, ' ') END;
END $$;
--> statement-breakpoint
-- The query's keys (`hinglish_query_key`, migration 0019) as a tsquery, or those of its English
-- reading: every word's key, or every word's key as English is said.
CREATE FUNCTION hinglish_query(search text) RETURNS tsquery
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT CASE WHEN english_reading(search) IS NULL
    THEN plainto_tsquery('simple', hinglish_query_key(search))
    ELSE plainto_tsquery('simple', hinglish_query_key(search))
      || plainto_tsquery('simple', hinglish_query_key(english_reading(search)))
  END
$$;
--> statement-breakpoint
-- As in migration 0017, and only for a query without an English reading: the counter of one
-- key does not count the posts found by the other.
CREATE OR REPLACE FUNCTION search_page_by_date(search text, kinds text[], lim int, skip int)
RETURNS TABLE (ids int[], total int) LANGUAGE plpgsql STABLE AS $$
DECLARE
  exact tsquery := websearch_to_tsquery('simple', search);
  key tsquery := plainto_tsquery('simple', hinglish_query_key(search));
  keys text[] := tsvector_to_array(to_tsvector('simple', hinglish_query_key(search)));
  matches int;
  every int;
BEGIN
  IF numnode(exact) <> 1 OR cardinality(keys) <> 1 OR english_reading(search) IS NOT NULL THEN
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
-- As in migration 0017, and only for a word without an English reading: the stored key ranks
-- were made with the word's own key.
CREATE OR REPLACE FUNCTION title_tier_word(search text) RETURNS text LANGUAGE sql STABLE STRICT PARALLEL SAFE AS $$
  SELECT w.lexeme FROM (
    SELECT (tsvector_to_array(to_tsvector('simple', search)))[1] AS lexeme,
           cardinality(tsvector_to_array(to_tsvector('simple', search))) AS n) w
   WHERE w.n = 1
     AND websearch_to_tsquery('simple', search) = lexeme_query(w.lexeme)
     AND plainto_tsquery('simple', hinglish_key(search)) = plainto_tsquery('simple', hinglish_key(w.lexeme))
     AND numnode(plainto_tsquery('simple', hinglish_key(search))) = 1
     AND hinglish_query_key(search) = hinglish_key(search)
     AND english_reading(search) IS NULL
$$;
