// A throwaway database on a PostgreSQL server for the bench: BENCH_DATABASE_URL names the server
// (its database part is replaced), else the local server of DESIGN's machines on 127.0.0.1:5432.
import { randomBytes } from 'node:crypto';
import pg from 'pg';

const LOCAL = 'postgres://postgres@127.0.0.1:5432/postgres';

/** `{ url, drop() }` of a new empty database, or null when no server answers within 3 s. */
export async function freshPostgresDatabase(serverUrl = process.env.BENCH_DATABASE_URL ?? LOCAL) {
  const admin = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 3000 });
  try {
    await admin.connect();
  } catch {
    return null;
  }
  const name = `bench_${randomBytes(4).toString('hex')}`;
  try {
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      try {
        await client.query(`drop database if exists "${name}" with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}
