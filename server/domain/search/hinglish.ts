/**
 * Search in either script (decisions 013): "shiksha", "siksha" and "शिक्षा" find each other.
 * The database keeps the phonetic keys of every post, name and topic in generated columns
 * (`hinglish_key()`, migration 0007); these fragments compare the query's keys with them, and
 * rank the exact-script matches of decisions 003 first. Each is one indexable condition, so a
 * search stays one query that the planner answers from the GIN indexes.
 */
import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import { posts } from '#server/db/schema.ts';

/** The query as written (decisions 003): words, "phrases", -not, or. */
const exactQuery = (search: string) => sql`websearch_to_tsquery('simple', ${search})`;

/**
 * Every word of the query, as phonetic keys, but for the one-letter ones
 * (`hinglish_query_key`, migration 0017): a key like "j" (जा, "ja", typed "zzzz") is in most
 * posts of the other script, so such a word is matched in its own script only.
 */
const keyQuery = (search: string) => sql`plainto_tsquery('simple', hinglish_query_key(${search}))`;

/**
 * The posts `keyQuery` matches, and those holding the keys of the query's English reading
 * (`hinglish_query`, migration 0022): "college" also finds कॉलेज. A search is ranked by
 * `keyQuery` alone, so a post found by the English reading alone comes after the ones that
 * hold the query's own keys, and every other search keeps its order.
 */
const matchQuery = (search: string) => sql`hinglish_query(${search})`;

/**
 * Every word of the query as the start of a word of a name ("rah" finds Rahul and राहुल);
 * NULL, which matches nothing, when the query has no keys ("a"). `hinglish_query_key` leaves
 * out the one-letter keys, as a post search does.
 */
const keyPrefixQuery = (search: string, keys = sql`hinglish_key`) =>
  sql`to_tsquery('simple', nullif(replace(${keys}(${search}), ' ', ':* & ') || ':*', ':*'))`;

/** Posts whose words match the query in its own script or in the other one. */
export function postSearchCondition(search: string): SQL {
  return sql`(${posts.searchVector} @@ ${exactQuery(search)} OR ${posts.romanVector} @@ ${matchQuery(search)})`;
}

/**
 * How many published, listed posts of these kinds a search matches, from the counters of
 * migration 0009, when the query is one word whose key is one word; NULL otherwise (the caller
 * counts then). A post holding the word holds its key too, so the matches of
 * `postSearchCondition` are then exactly the posts holding the key, or either key when the
 * word has an English reading (`one_word_search_total`, migration 0022).
 */
export function oneWordSearchCount(search: string, types: SQL): SQL {
  return sql`one_word_search_total(${search}, ARRAY[${types}]::text[])`;
}

/**
 * Relevance: exact-script matches first (by their rank), then the transliterated ones. The
 * keys of the order, each to be sorted descending.
 */
export function postSearchRanking(search: string): SQL[] {
  return [
    sql`(${posts.searchVector} @@ ${exactQuery(search)})`,
    sql`ts_rank(${posts.searchVector}, ${exactQuery(search)})`,
    sql`ts_rank(${posts.romanVector}, ${keyQuery(search)})`,
  ];
}

/** A name (users.name_vector, terms.name_vector) that matches the query in either script. */
export function nameKeyMatch(nameVector: AnyColumn, search: string): SQL {
  return sql`${nameVector} @@ ${keyPrefixQuery(search)}`;
}

/** `text` as a LIKE pattern's literal part. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * A name search (terms, users). As a box that completes a name types it (`contains`): the
 * query anywhere in a name, or each of its keys starting a key of the name. Beside a page of
 * search results (`words`, decisions 010): the query starts a word of a name, or its keys
 * longer than one letter start the name's keys (`hinglish_query_key`, as a post search), so
 * "a", "in" or "zzzz" (key "j") do not list every name that holds or starts with them.
 */
export function nameSearch(
  names: AnyColumn[],
  nameVector: AnyColumn,
  search: string,
  mode: 'contains' | 'words',
): SQL {
  if (mode === 'contains')
    return sql`(${sql.join(
      [...names.map((name) => sql`${name} ILIKE ${`%${search}%`}`), nameKeyMatch(nameVector, search)],
      sql` OR `,
    )})`;
  const literal = likeLiteral(search);
  const wordStart = names.flatMap((name) => [
    sql`${name} ILIKE ${`${literal}%`}`,
    sql`${name} ILIKE ${`% ${literal}%`}`,
  ]);
  const keys = keyPrefixQuery(search, sql`hinglish_query_key`);
  return sql`(${sql.join([...wordStart, sql`${nameVector} @@ ${keys}`], sql` OR `)})`;
}
