import { createHash } from 'node:crypto';
import pg from 'pg';

/**
 * The most statements one connection keeps prepared. The shop's hot paths use a few hundred
 * texts; past the cap (lists of varying length make new texts) a statement goes unnamed, as before.
 */
export const MAX_NAMED_PER_CONNECTION = 500;
/** The most texts whose names are remembered (the hash is cheap, but not free). */
const MAX_REMEMBERED = 5_000;

type QueryConfig = { text: string; name?: string; submit?: unknown };

const isPlainConfig = (config: unknown): config is QueryConfig =>
  typeof config === 'object' &&
  config !== null &&
  typeof (config as QueryConfig).text === 'string' &&
  (config as QueryConfig).name === undefined &&
  typeof (config as QueryConfig).submit !== 'function';

const hashes = new Map<string, string>();
/** The text's own hash: the same text always gets it, two texts never share it. */
function hashOf(text: string): string {
  let hash = hashes.get(text);
  if (!hash) {
    hash = createHash('sha256').update(text).digest('base64url');
    if (hashes.size < MAX_REMEMBERED) hashes.set(text, hash);
  }
  return hash;
}

/**
 * A `pg` client that names every parameterised statement after its text (decision 129), so the
 * server parses it once per connection and later runs only bind and execute. Drizzle sends
 * unnamed statements, which the server parses and analyses again every time: on the embedded
 * database's one thread that was a share of every checkout's statements.
 */
export class NamingClient extends pg.Client {
  #named = new Set<string>();

  // biome-ignore lint/suspicious/noExplicitAny: pg's query has a dozen overloads; all pass through
  override query(config: any, values?: any, callback?: any): any {
    if (isPlainConfig(config)) {
      const name = `s_${hashOf(config.text)}`;
      if (this.#named.has(name) || this.#named.size < MAX_NAMED_PER_CONNECTION) {
        this.#named.add(name);
        return (super.query as (...args: unknown[]) => unknown)({ ...config, name }, values, callback);
      }
    }
    return super.query(config, values, callback);
  }
}

/**
 * The naming client of the embedded database's pool. That database has one backend for every
 * connection the pool ever opens, so the statements an earlier connection prepared are still there
 * when the pool opens a new one (after a statement failed outside a transaction, the pool drops its
 * client): a new connection forgets them before its first statement, as its `pg` client believes
 * it has none. Done inside `connect`, before the pool hands the client out (a query sent from the
 * pool's "connect" event ran beside the first caller's, which pg 9 will refuse).
 */
export class ForgetfulNamingClient extends NamingClient {
  // biome-ignore lint/suspicious/noExplicitAny: pg's connect has a callback form and a promise form
  override connect(callback?: any): any {
    const ready = (async () => {
      await super.connect();
      await super.query('deallocate all');
    })();
    if (!callback) return ready;
    ready.then(
      () => callback(null, this),
      (error: Error) => callback(error),
    );
  }
}
