import { z } from 'zod';

/** The recent server errors screen (`view_logs`, decision 053): a request id or route, and a page. */
export const SERVER_ERRORS_PAGE_SIZE = 25;

export const serverErrorsQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .max(200)
    .optional()
    .transform((v) => v || undefined),
  page: z.coerce.number().int().min(1).max(1000).default(1),
});
export type ServerErrorsQuery = z.output<typeof serverErrorsQuerySchema>;

/** One recorded error as the screen shows it: no body, no headers, no user, tokens redacted. */
export type ServerErrorEntry = {
  id: string;
  at: string;
  requestId: string;
  method: string;
  route: string;
  path: string;
  status: number;
  message: string;
  /** How many times it happened (the same error from the same caller within minutes, decision 071). */
  count: number;
  /** The last time; `at` is the first. */
  lastAt: string;
};
