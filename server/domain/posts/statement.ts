import { createHash } from 'node:crypto';
import { Column, Param, Placeholder, SQL, StringChunk, Table } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Database } from '#server/db/client.ts';

const dialect = new PgDialect();
const names = new Map<string, string>();

/** A name per statement text, so PostgreSQL plans each shape once per connection. */
function nameOf(text: string): string {
  let name = names.get(text);
  if (!name) {
    name = `s_${createHash('sha1').update(text).digest('base64url').slice(0, 20)}`;
    if (names.size > 5000) names.clear();
    names.set(text, name);
  }
  return name;
}

export interface CompiledStatement {
  sql: string;
  params: unknown[];
}

/** Values a statement sends as parameters as they are (besides null and dates). */
const VALUE_TYPES = new Set(['string', 'number', 'boolean', 'bigint']);

const escapeName = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * Appends one chunk of a Drizzle `sql` template to `out` as Drizzle's PostgreSQL dialect
 * writes it, for the kinds of chunk the read statements are made of: text, nested templates,
 * values, lists of values, and the tables and columns of our schema. False for any other
 * kind (an alias, a subquery, a placeholder, inlined values), left to Drizzle.
 */
function append(chunk: unknown, out: CompiledStatement): boolean {
  if (chunk instanceof StringChunk) {
    out.sql += chunk.value.join('');
    return true;
  }
  if (chunk instanceof SQL) {
    if ((chunk as unknown as { shouldInlineParams: boolean }).shouldInlineParams) return false;
    for (const part of chunk.queryChunks) if (!append(part, out)) return false;
    return true;
  }
  if (chunk === undefined) return true;
  if (chunk === null || VALUE_TYPES.has(typeof chunk) || chunk instanceof Date) {
    out.params.push(chunk);
    out.sql += `$${out.params.length}`;
    return true;
  }
  if (Array.isArray(chunk)) {
    out.sql += '(';
    for (let i = 0; i < chunk.length; i++) {
      if (i > 0) out.sql += ', ';
      if (!append(chunk[i], out)) return false;
    }
    out.sql += ')';
    return true;
  }
  if (chunk instanceof Column) {
    if (chunk.keyAsName || !plainTable(chunk.table)) return false;
    out.sql += `${escapeName(tableName(chunk.table))}.${escapeName(chunk.name)}`;
    return true;
  }
  if (chunk instanceof Table) {
    if (!plainTable(chunk)) return false;
    out.sql += escapeName(tableName(chunk));
    return true;
  }
  if (chunk instanceof Param) {
    if (chunk.value instanceof Placeholder) return false;
    const value = chunk.value === null ? null : chunk.encoder.mapToDriverValue(chunk.value);
    if (value instanceof SQL) return false;
    out.params.push(value);
    out.sql += `$${out.params.length}`;
    return true;
  }
  return false;
}

// Drizzle's own keys on a table (drizzle-orm/table.js); the check under test guards a change
const TABLE_KEYS = {
  name: Symbol.for('drizzle:Name'),
  schema: Symbol.for('drizzle:Schema'),
  isAlias: Symbol.for('drizzle:IsAlias'),
};
type TableKeys = Record<symbol, unknown>;

const tableName = (table: Table) => (table as unknown as TableKeys)[TABLE_KEYS.name] as string;

/** The statement compiled by `append`, or null when it holds a kind of chunk left to Drizzle. */
export function compiledByWalk(statement: SQL): CompiledStatement | null {
  const out: CompiledStatement = { sql: '', params: [] };
  return append(statement, out) ? out : null;
}

/** A table of the default schema under its own name. */
function plainTable(table: Table): boolean {
  const keys = table as unknown as TableKeys;
  return keys[TABLE_KEYS.schema] === undefined && !keys[TABLE_KEYS.isAlias];
}

/**
 * A statement's text and parameters. Drizzle's compiler tests each chunk against a dozen
 * classes, walking prototype chains: 6 % of a post page's server time (issue 14). The walk
 * above knows the few kinds hot statements hold and hands anything else to Drizzle. Under
 * test every statement is compiled both ways and must come out the same.
 */
export function compileStatement(statement: SQL): CompiledStatement {
  const out = compiledByWalk(statement);
  if (!out) return dialect.sqlToQuery(statement);
  if (CHECKED) {
    const drizzle = dialect.sqlToQuery(statement);
    if (drizzle.sql !== out.sql || !sameValues(drizzle.params, out.params))
      throw new Error(`compileStatement differs from Drizzle for: ${drizzle.sql}`);
  }
  return out;
}

const CHECKED = process.env.NODE_ENV === 'test';

function sameValues(a: unknown[], b: unknown[]) {
  return a.length === b.length && a.every((value, i) => Object.is(value, b[i]));
}

/**
 * Runs one hot read statement written with Drizzle's `sql` template as a prepared statement
 * (issue 14): the text is compiled once per request without the query builder, and
 * PostgreSQL keeps its plan per connection.
 *
 * `planEachCall` sends it unnamed instead, so PostgreSQL plans it for the values at hand:
 * for a statement whose best plan depends on a value, such as a search, whose word may be in
 * every twentieth post (walk the newest posts until ten match) or in none (ask the word
 * index). A kept plan is made once for all values, and for a word in no post it walked every
 * post: 2.4 s at 100,000 posts.
 */
export function runStatement<T>(
  database: Database,
  statement: SQL,
  options: { planEachCall?: boolean } = {},
): Promise<T[]> {
  const { sql, params } = compileStatement(statement);
  return options.planEachCall
    ? database.query<T>(sql, params)
    : database.query<T>(sql, params, { name: nameOf(sql) });
}
