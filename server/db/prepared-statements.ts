import type pg from 'pg';

/**
 * Named statements a connection keeps prepared. PostgreSQL holds each one's plan (about a
 * quarter of a megabyte for a list) until the connection ends, and the texts are many: every
 * shape of list, page size, first page and topic (list-posts.ts writes them into the text). A
 * connection that meets a new one beyond its limit closes the one it used least recently.
 */
const preparedBy = new WeakMap<pg.ClientBase, Map<string, true>>();

/** The parts of pg's connection (not in its types) that know which statements are prepared. */
interface PreparingConnection {
  parsedStatements: Record<string, string>;
  submittedNamedStatements: Record<string, string>;
  close(message: { type: 'S'; name: string }): void;
}

export function keepPreparedFew(client: pg.ClientBase, name: string, limit: number) {
  let names = preparedBy.get(client);
  if (!names) {
    names = new Map();
    preparedBy.set(client, names);
  }
  names.delete(name);
  names.set(name, true);
  if (names.size <= limit) return;
  const oldest = names.keys().next().value as string;
  names.delete(oldest);
  const connection = (client as unknown as { connection: PreparingConnection }).connection;
  delete connection.parsedStatements[oldest];
  delete connection.submittedNamedStatements[oldest];
  // the protocol's Close, answered ahead of the next statement's replies in the same round
  // trip (pg ignores its CloseComplete); closing a statement that is not there is no error.
  // On a pipelined connection every statement written before it has been bound already, and
  // PostgreSQL takes messages in order, so none of them loses its statement.
  connection.close({ type: 'S', name: oldest });
}
