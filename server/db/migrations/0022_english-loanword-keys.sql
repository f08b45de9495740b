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
-- reading: every word's key, or every word's key as English is said. Not STRICT, so that
-- PostgreSQL inlines it where it is called (a STRICT function whose body may answer a NULL
-- argument otherwise, as `IS NULL` does, is run as a function, its body planned again in
-- every transaction: 60 µs a search).
CREATE FUNCTION hinglish_query(search text) RETURNS tsquery
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN english_reading(search) IS NULL
    THEN plainto_tsquery('simple', hinglish_query_key(search))
    ELSE plainto_tsquery('simple', hinglish_query_key(search))
      || plainto_tsquery('simple', hinglish_query_key(english_reading(search)))
  END
$$;
--> statement-breakpoint
-- How many published, listed posts of these kinds a one-word query matches, from the counters
-- of migration 0009; NULL for any other query (the caller counts then). A post holding the
-- word holds its key, so the matches are the posts holding the key, or, when the word reads
-- otherwise as English, the posts holding either key: both counters less the posts holding
-- both, which the word indexes find (few posts hold a word in both spellings).
CREATE FUNCTION one_word_search_total(search text, kinds text[]) RETURNS int
LANGUAGE plpgsql STABLE AS $$
DECLARE
  keys text[] := tsvector_to_array(to_tsvector('simple', hinglish_query_key(search)));
  reading text;
  others text[];
  total int;
BEGIN
  IF numnode(websearch_to_tsquery('simple', search)) <> 1 OR cardinality(keys) <> 1 THEN
    RETURN NULL;
  END IF;
  SELECT coalesce(sum(c.n), 0)::int INTO total FROM post_search_counts c
   WHERE c.word = keys[1] AND c.type = ANY(kinds);
  reading := english_reading(search);
  IF reading IS NULL THEN
    RETURN total;
  END IF;
  others := tsvector_to_array(to_tsvector('simple', hinglish_query_key(reading)));
  IF cardinality(others) = 0 OR others[1] = keys[1] THEN
    RETURN total;
  ELSIF cardinality(others) > 1 THEN
    RETURN NULL;
  END IF;
  RETURN total
    + (SELECT coalesce(sum(c.n), 0)::int FROM post_search_counts c
        WHERE c.word = others[1] AND c.type = ANY(kinds))
    - (SELECT count(*)::int FROM posts p
        WHERE p.status = 'publish' AND p.listed AND p.type = ANY(kinds)
          AND p.roman_vector @@ (lexeme_query(keys[1]) && lexeme_query(others[1])));
END $$;
--> statement-breakpoint
-- As in migration 0017, with the English reading's key beside the query's own
-- (`hinglish_query`) and the total above.
CREATE OR REPLACE FUNCTION search_page_by_date(search text, kinds text[], lim int, skip int)
RETURNS TABLE (ids int[], total int) LANGUAGE plpgsql STABLE AS $$
DECLARE
  matches int := one_word_search_total(search, kinds);
  every int;
  exact tsquery;
  key tsquery;
BEGIN
  IF matches IS NULL THEN
    RETURN;
  END IF;
  total := matches;
  IF matches = 0 OR skip >= matches THEN
    ids := '{}';
  ELSE
    SELECT coalesce(sum(c.n), 0)::int INTO every FROM post_list_counts c
     WHERE c.type = ANY(kinds) AND c.term_id = 0;
    exact := websearch_to_tsquery('simple', search);
    key := hinglish_query(search);
    IF matches::bigint * matches >= (lim + skip)::bigint * every THEN
      ids := search_ids_by_walk(exact, key, kinds, lim, skip);
    ELSE
      ids := search_ids_by_lookup(exact, key, kinds, lim, skip);
    END IF;
  END IF;
  RETURN NEXT;
END
$$;
