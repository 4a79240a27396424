import pg from 'pg';

/** Runs one statement on the server of `url`, through the database the URL names or, when that one is missing, `postgres`. */
export async function admin(url: string, statement: string): Promise<void> {
  for (const candidate of [url, withDatabase(url, 'postgres')]) {
    const client = new pg.Client({ connectionString: candidate });
    try {
      await client.connect();
      await client.query(statement);
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== '3D000' || candidate !== url) throw error;
    } finally {
      await client.end().catch(() => {});
    }
  }
}

export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}
