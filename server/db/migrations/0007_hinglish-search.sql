-- Decisions 013: a search in romanised Hindi ("shiksha", "siksha", "shikshaa") finds the
-- Devanagari post (शिक्षा) and the reverse. hinglish_key() turns the words of a text, in either
-- script, into phonetic keys that ignore what Hinglish spellers vary: the inherent vowel, vowel
-- length, aspiration, sh/s, z/j, w/v, ph/f, double letters and every "a". Posts, people and
-- topics store the keys of their text in a generated column (so every write path, the seeds
-- and the rows already there get them), and a search compares the keys of the query.
-- Plain SQL string functions only (PostgreSQL 15 and PGlite's 18 agree on them).
CREATE FUNCTION hinglish_key(input text) RETURNS text
LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE AS $$
DECLARE
  -- the words of the text, each once (the parser drops HTML tags and lower-cases)
  s text := array_to_string(tsvector_to_array(to_tsvector('simple', input)), ' ');
BEGIN
  IF s ~ '[^\u0001-\u007f]' THEN
    -- accents of Latin letters (ś, ā), the nukta (ज़ is said and typed as ज or z), joiners
    s := regexp_replace(normalize(s, NFD), '[\u0300-\u036f\u093c\u200c\u200d]+', '', 'g');
    IF s ~ '[\u0900-\u097f]' THEN
      -- the inherent vowel: a consonant without a vowel sign or virama is followed by "a"
      s := regexp_replace(s, '([\u0915-\u0939])(?![\u093a\u093b\u093e-\u094f\u0955-\u0957\u0962\u0963])', '\1a', 'g');
      s := replace(s, 'ज्ञ', 'gy'); -- vigyan, gyan
      s := regexp_replace(s, '[ऋृ]', 'ri', 'g'); -- krishi, rishi
      s := replace(replace(replace(s, '्', ''), 'ः', ''), 'ऽ', '');
      -- letter by letter: consonants (क…ह in code point order), vowels, vowel signs,
      -- anusvara and candrabindu, digits
      s := translate(s,
        ' कखगघङचछजझञटठडढणतथदधनऩपफबभमयरऱलळऴवशषसह' || 'अआइईउऊऌऍऎएऐऑऒओऔ' || 'ािीुूॅॆेैॉॊोौॢ' || 'ंँ०१२३४५६७८९',
        ' kkggnccjjnttddnttddnnpfbbmyrrlllvsssh'   || 'aaiiuuleeeiooou'  || 'aiiuueeeioooul' || 'nn0123456789');
    END IF;
  END IF;
  -- Latin spellings of one sound
  s := translate(replace(replace(s, 'ph', 'f'), 'ngh', 'nh'), 'qzw', 'kjv'); -- singh = सिंह
  s := regexp_replace(s, 'm(?=[bpv])', 'n', 'g'); -- sambandh = संबंध
  s := regexp_replace(s, '(?<=[bcdfgjklmnpqrstvwxyz])h+', '', 'g'); -- aspiration, sh, chh
  s := replace(replace(replace(replace(s, 'ee', 'i'), 'oo', 'u'), 'ou', 'u'), 'ei', 'e');
  s := replace(replace(s, 'ksy', 'ks'), 'a', ''); -- sikshya; every a (schwa, aa, ai → i)
  s := regexp_replace(s, '([a-z])\1+', '\1', 'g');
  RETURN btrim(regexp_replace(s, '[^a-z0-9]+', ' ', 'g'));
END $$;
--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "roman_vector" tsvector GENERATED ALWAYS AS (setweight(to_tsvector('simple', hinglish_key(coalesce(title, ''))), 'A') || setweight(to_tsvector('simple', hinglish_key(coalesce(excerpt, ''))), 'B') || setweight(to_tsvector('simple', hinglish_key(coalesce(content, ''))), 'C')) STORED;--> statement-breakpoint
-- the transliterated half of a post search (the exact half uses posts_search_idx)
CREATE INDEX "posts_roman_search_idx" ON "posts" USING gin ("roman_vector");--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "name_vector" tsvector GENERATED ALWAYS AS (to_tsvector('simple', hinglish_key(name))) STORED;--> statement-breakpoint
-- people search by name in either script (wp/v2/users, yka/v1/follow, the newsroom)
CREATE INDEX "users_name_vector_idx" ON "users" USING gin ("name_vector");--> statement-breakpoint
ALTER TABLE "terms" ADD COLUMN "name_vector" tsvector GENERATED ALWAYS AS (to_tsvector('simple', hinglish_key(name || ' ' || name_hi))) STORED;
