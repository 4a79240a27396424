import type { Logger } from 'drizzle-orm/logger';
import type { Db } from '../server/db/client';

/**
 * Every statement drizzle sends through `db` and the transactions it opens, as its text, in order
 * (decision 136). Through drizzle's own logger, which its sessions hand to each query when it runs,
 * on PGlite and PostgreSQL alike: a deterministic count where a bench's timing is not.
 */
export function recordStatements(db: Db) {
  const texts: string[] = [];
  const logger: Logger = { logQuery: (query) => void texts.push(query) };
  const session = (db as unknown as { session: { logger: Logger; options: { logger?: Logger } } }).session;
  session.logger = logger;
  session.options.logger = logger;
  return {
    /** The statements since the last call, each as its verb and table (`insert into "payments"`). */
    take: () => texts.splice(0).map(statementKind),
  };
}

/** A statement's verb and first table: `select … from "orders" …` → `select "orders"`. */
export function statementKind(text: string): string {
  const verb = /^\s*(\w+)/.exec(text)?.[1]?.toLowerCase() ?? '';
  const table =
    verb === 'select'
      ? /\bfrom\s+("[^"]+")/i.exec(text)?.[1]
      : /^\s*(?:insert\s+into|update|delete\s+from)\s+("[^"]+")/i.exec(text)?.[1];
  return table ? `${verb} ${table}` : verb;
}

/** What `b` has more of than `a` (a multiset difference), sorted. */
export function moreIn(b: string[], a: string[]): string[] {
  const left = [...a];
  return b
    .filter((s) => {
      const i = left.indexOf(s);
      if (i === -1) return true;
      left.splice(i, 1);
      return false;
    })
    .sort();
}
