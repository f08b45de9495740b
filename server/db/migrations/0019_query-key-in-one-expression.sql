-- A query's phonetic keys without the one-letter ones, as migration 0017 made them, in one
-- expression. 0017 split the keys into rows and aggregated them back: PostgreSQL plans such a
-- SQL function's body again in every transaction that calls it from PL/pgSQL, and the search
-- by date calls it twice, so a one-word search by date (`search_page_by_date`) went from 0.042
-- to 0.085 ms (pgbench, one client), and a search that finds nothing from 9,200 to 5,000
-- requests/s (decisions 011, *A query's keys in one expression*). One expression is inlined
-- where it is called. The keys of `hinglish_key` are [a-z0-9]+ joined by single spaces: a
-- one-letter key goes with the space before it, and a first one leaves a space to trim.
CREATE OR REPLACE FUNCTION hinglish_query_key(search text) RETURNS text
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT btrim(regexp_replace(hinglish_key(search), '(^| )[a-z0-9](?= |$)', '', 'g'))
$$;
