import pg from 'pg';

/**
 * Drops the database `name` on the server of `adminUrl` (a database other than `name`) and makes
 * it again, empty; answers its address. For the benchmark's and the browser stories' servers.
 */
export async function freshDatabase(adminUrl: string, name: string): Promise<string> {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`not a plain database name: ${name}`);
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 10_000 });
  await client.connect();
  try {
    // FORCE: the server of an earlier run that was killed may still hold connections
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await client.query(`CREATE DATABASE ${name}`);
  } finally {
    await client.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
