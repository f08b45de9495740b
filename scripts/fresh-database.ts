import pg from 'pg';

/**
 * Drops the database `name` on the server of `adminUrl` (a database other than `name`) and makes
 * it again, empty; answers its address. For the benchmark's and the browser stories' servers.
 */
export async function freshDatabase(adminUrl: string, name: string): Promise<string> {
  await onServer(adminUrl, name, async (client) => {
    await dropIn(client, name);
    await client.query(`CREATE DATABASE ${name}`);
  });
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Drops the database `name` on the server of `adminUrl`, if it is there. */
export async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  await onServer(adminUrl, name, (client) => dropIn(client, name));
}

// FORCE: the server of an earlier run that was killed may still hold connections
const dropIn = (client: pg.Client, name: string) =>
  client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);

async function onServer(adminUrl: string, name: string, work: (client: pg.Client) => Promise<unknown>) {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`not a plain database name: ${name}`);
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 10_000 });
  await client.connect();
  try {
    await work(client);
  } finally {
    await client.end();
  }
}
