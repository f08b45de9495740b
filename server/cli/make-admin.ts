/**
 * `npm run make-admin -- someone@example.com`: makes the account of that address an
 * administrator, creating it as a first sign-in would when it does not exist yet. Uses the
 * same database as the server: PostgreSQL with DATABASE_URL, else PGlite in DATA_DIR.
 */
import { loadConfig } from '#server/config.ts';
import { openDatabase } from '#server/db/client.ts';
import { makeAdmin, normaliseEmail } from '#server/domain/auth/accounts.ts';

const address = process.argv[2] ?? '';
if (!normaliseEmail(address)) {
  console.error(
    `make-admin: ${address ? `"${address}" is not an e-mail address` : 'no e-mail address given'}`,
  );
  console.error('usage: npm run make-admin -- someone@example.com');
  process.exit(1);
}
const config = loadConfig();
const database = await openDatabase(config);
try {
  const result = await makeAdmin(database, address);
  const where = database.driver === 'pg' ? 'PostgreSQL' : `PGlite in ${config.dataDir}`;
  if (result.created) console.log(`Created user #${result.id} (${result.slug}) as administrator (${where}).`);
  else if (result.wasRole === 'administrator')
    console.log(`User #${result.id} (${result.slug}) is already an administrator (${where}).`);
  else
    console.log(
      `User #${result.id} (${result.slug}) is now an administrator, was ${result.wasRole} (${where}).`,
    );
} finally {
  await database.close();
}
