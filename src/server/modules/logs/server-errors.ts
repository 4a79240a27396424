import { createHash } from 'node:crypto';
import { and, desc, eq, gt, ilike, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import {
  SERVER_ERRORS_PAGE_SIZE,
  type ServerErrorEntry,
  type ServerErrorsQuery,
} from '@/shared/logs/schemas';
import { toStorableText } from '@/shared/text';
import { redactMessage, redactUrl } from './redact';
import { serverErrors } from './schema';

export const SERVER_ERRORS_KEPT = 1000;
export const SERVER_ERRORS_DAYS = 30;
/** The same error from the same caller within this many minutes is counted on its row (decision 071). */
export const FOLD_MINUTES = 10;
/** Rows one caller may add in FOLD_MINUTES; past them, their errors are counted on their newest row. */
export const ROWS_PER_CALLER = 10;

export type ServerErrorInput = {
  requestId: string;
  method: string;
  route: string;
  /** The address with its query as received; redacted here. */
  url: string;
  status: number;
  /** The error's message, redacted here; null when the handler answered 5xx itself. */
  message: string | null;
  /** Who caused it: `user:<id>` or `ip:<address>`; kept only as a one-way key. */
  actor?: string;
};

export type ServerErrorPage = {
  entries: ServerErrorEntry[];
  total: number;
  page: number;
  pageSize: number;
};

const escapeLike = (q: string) => q.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The shared store of recent server errors (decision 053): write one, purge the old, list. */
export function createServerErrorLog(db: Db) {
  return {
    /**
     * Records one 5xx, whatever text it quotes (a NUL or a lone surrogate is written so that the
     * row stores: issue 34). The same error from the same caller within FOLD_MINUTES adds to its
     * row's count; a caller past ROWS_PER_CALLER rows in that time adds to their newest row, so one
     * account cannot push everyone else's errors out of the newest SERVER_ERRORS_KEPT.
     */
    async record(input: ServerErrorInput): Promise<void> {
      const message = clean(redactMessage(input.message ?? `HTTP ${input.status}`));
      const row = {
        request_id: clean(input.requestId),
        method: clean(input.method),
        route: clean(redactUrl(input.route)),
        path: clean(redactUrl(input.url)),
        status: input.status,
        message,
        actor: input.actor ? oneWay(input.actor) : '',
        fingerprint: oneWay(fingerprintOf(message)),
      };
      await db.transaction(async (tx) => {
        // A row of no known caller (none is, through the request log) is written as it comes.
        if (row.actor === '') return void (await insertAndPurge(tx, row));
        const recent = gt(serverErrors.last_at, sql`now() - make_interval(mins => ${FOLD_MINUTES})`);
        const fromCaller = and(eq(serverErrors.actor, row.actor), recent);
        const again = { count: sql`${serverErrors.count} + 1`, last_at: sql`now()` };
        const newest = (where: SQL | undefined) =>
          sql`${serverErrors.id} = (select ${serverErrors.id} from ${serverErrors} where ${where} order by ${serverErrors.last_at} desc limit 1)`;
        const same = and(
          fromCaller,
          eq(serverErrors.route, row.route),
          eq(serverErrors.status, row.status),
          eq(serverErrors.fingerprint, row.fingerprint),
        );
        if (
          (await tx.update(serverErrors).set(again).where(newest(same)).returning({ id: serverErrors.id }))
            .length
        )
          return;
        const [rows] = await tx
          .select({ n: sql<number>`count(*)::int` })
          .from(serverErrors)
          .where(
            and(
              eq(serverErrors.actor, row.actor),
              gt(serverErrors.at, sql`now() - make_interval(mins => ${FOLD_MINUTES})`),
            ),
          );
        if ((rows?.n ?? 0) >= ROWS_PER_CALLER) {
          await tx.update(serverErrors).set(again).where(newest(fromCaller));
          return;
        }
        await insertAndPurge(tx, row);
      });
    },

    async list(query: ServerErrorsQuery): Promise<ServerErrorPage> {
      const like = query.q ? `%${escapeLike(query.q)}%` : null;
      const where: SQL | undefined = like
        ? or(
            ilike(serverErrors.request_id, like),
            ilike(serverErrors.route, like),
            ilike(serverErrors.path, like),
          )
        : undefined;
      const [rows, [count]] = await Promise.all([
        db
          .select()
          .from(serverErrors)
          .where(where)
          .orderBy(desc(serverErrors.last_at), desc(serverErrors.id))
          .limit(SERVER_ERRORS_PAGE_SIZE)
          .offset((query.page - 1) * SERVER_ERRORS_PAGE_SIZE),
        db.select({ n: sql<number>`count(*)::int` }).from(serverErrors).where(where),
      ]);
      return {
        entries: rows.map((r) => ({
          id: r.id,
          at: r.at.toISOString(),
          requestId: r.request_id,
          method: r.method,
          route: r.route,
          path: r.path,
          status: r.status,
          message: r.message,
          count: r.count,
          lastAt: r.last_at.toISOString(),
        })),
        total: count?.n ?? 0,
        page: query.page,
        pageSize: SERVER_ERRORS_PAGE_SIZE,
      };
    },
  };
}

export type ServerErrorLog = ReturnType<typeof createServerErrorLog>;

type Executor = Pick<Db, 'insert' | 'delete'>;

/** Writes a row and purges what is past the window or the newest SERVER_ERRORS_KEPT. */
async function insertAndPurge(tx: Executor, row: typeof serverErrors.$inferInsert) {
  await tx.insert(serverErrors).values(row);
  await tx
    .delete(serverErrors)
    .where(
      or(
        lt(serverErrors.last_at, sql`now() - make_interval(days => ${SERVER_ERRORS_DAYS})`),
        sql`${serverErrors.id} in (select id from ${serverErrors} order by last_at desc, id desc offset ${SERVER_ERRORS_KEPT})`,
      ),
    );
}

/** What a row may hold of text it does not control: a NUL or a lone surrogate would fail the write. */
const clean = toStorableText;

/** A one-way key of 16 hex characters: equal inputs meet, the input cannot be read back. */
const oneWay = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 16);

/**
 * An error without the values it quotes: a failed query's parameters (`params: …`), quoted text
 * and numbers. "Failed query … params: 2026-02-30" and "… params: 2026-02-31" are one fault.
 */
export function fingerprintOf(message: string): string {
  return message
    .replace(/\bparams:.*$/s, '')
    .replace(/'[^']*'|"[^"]*"/g, "''")
    .replace(/\d+/g, '#')
    .trim();
}
