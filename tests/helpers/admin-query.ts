import pg from 'pg';

/** The PostgreSQL server the API tests make their databases on (DATABASE_URL, else local). */
export const adminUrlOf = (env: NodeJS.ProcessEnv = process.env) =>
  env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** One statement on a connection of its own (CREATE or DROP DATABASE run outside a pool). */
export async function adminQuery(adminUrl: string, text: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
}

/** The address of database `name` on the server of `adminUrl`. */
export function databaseUrlOn(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
