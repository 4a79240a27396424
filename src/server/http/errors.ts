import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { AppError, errorBody } from './app-error';
import type { AppEnv } from './types';

/** The one error handler: AppError → its status and shape; anything unknown → a plain 500. */
export function onError(error: Error, c: Context<AppEnv>) {
  if (error instanceof AppError) {
    if (error.retryAt) {
      c.header('Retry-After', String(Math.max(1, Math.ceil((error.retryAt.getTime() - Date.now()) / 1000))));
    }
    if (error.status >= 500) c.set('failure', error);
    if (error.status >= 500) c.var.log?.error({ err: error, detail: error.detail }, error.message);
    else if (error.detail) c.var.log?.info({ code: error.code, detail: error.detail }, error.message);
    return c.json(error.toBody(), error.status);
  }
  if (error instanceof HTTPException) {
    // Hono raises these for malformed bodies ("Malformed JSON in request body") and similar.
    const status = error.status;
    if (status === 400) return c.json(errorBody('bad_request', 'http.malformedJson'), 400);
    if (status === 401) return c.json(errorBody('unauthorized'), 401);
    if (status === 403) return c.json(errorBody('forbidden'), 403);
    if (status === 404) return c.json(errorBody('not_found'), 404);
    if (status === 413) return c.json(errorBody('bad_request', 'http.tooLarge'), 413);
    // Hono's own text is English and not ours to translate: the code's default says it.
    if (status < 500) {
      c.var.log?.info({ status, detail: error.message }, 'http exception');
      return c.json(errorBody('bad_request'), status);
    }
  }
  c.set('failure', error);
  c.var.log?.error({ err: error }, 'unhandled error');
  return c.json(errorBody('internal'), 500);
}
