/**
 * Makes the database of DATABASE_URL again, empty, so that the server started next loads the
 * demo content into it: the browser stories run on PostgreSQL (playwright.config.ts) each on a
 * fresh database, as they do on the embedded one. It connects to the server's `postgres`
 * database to drop and create it.
 */
import { freshDatabase } from './fresh-database.ts';

const target = new URL(process.env.DATABASE_URL || 'postgres:');
const name = decodeURIComponent(target.pathname.slice(1));
if (!name || name === 'postgres') {
  console.error('usage: DATABASE_URL=postgres://…/name_of_a_scratch_database node scripts/e2e-database.ts');
  process.exit(2);
}
const admin = new URL(target);
admin.pathname = '/postgres';
await freshDatabase(admin.toString(), name);
