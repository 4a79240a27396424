import { desc, ilike, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import {
  SERVER_ERRORS_PAGE_SIZE,
  type ServerErrorEntry,
  type ServerErrorsQuery,
} from '@/shared/logs/schemas';
import { redactMessage, redactUrl } from './redact';
import { serverErrors } from './schema';

export const SERVER_ERRORS_KEPT = 1000;
export const SERVER_ERRORS_DAYS = 30;

export type ServerErrorInput = {
  requestId: string;
  method: string;
  route: string;
  /** The address with its query as received; redacted here. */
  url: string;
  status: number;
  /** The error's message, redacted here; null when the handler answered 5xx itself. */
  message: string | null;
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
    async record(input: ServerErrorInput): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.insert(serverErrors).values({
          request_id: input.requestId,
          method: input.method,
          route: redactUrl(input.route),
          path: redactUrl(input.url),
          status: input.status,
          message: redactMessage(input.message ?? `HTTP ${input.status}`),
        });
        // Bounded: older than the window, or past the newest SERVER_ERRORS_KEPT.
        await tx
          .delete(serverErrors)
          .where(
            or(
              lt(serverErrors.at, sql`now() - make_interval(days => ${SERVER_ERRORS_DAYS})`),
              sql`${serverErrors.id} in (select id from ${serverErrors} order by at desc, id desc offset ${SERVER_ERRORS_KEPT})`,
            ),
          );
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
          .orderBy(desc(serverErrors.at), desc(serverErrors.id))
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
        })),
        total: count?.n ?? 0,
        page: query.page,
        pageSize: SERVER_ERRORS_PAGE_SIZE,
      };
    },
  };
}

export type ServerErrorLog = ReturnType<typeof createServerErrorLog>;
