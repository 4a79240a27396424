import type { Logger } from 'pino';
import type { RequestAuth } from './session';

/** Variables every request carries through the middleware chain. */
export type AppEnv = {
  Variables: {
    requestId: string;
    log: Logger;
    /** The signed-in account of this request, or null (set on every /api call by http/session.ts). */
    auth: RequestAuth | null;
    /** The error a 5xx answer came from (set by http/errors.ts), for the recent errors log. */
    failure?: Error;
    /** Ends the request's turn early (http/turns.ts, decision 130); set on the requests that take turns. */
    endTurn?: () => void;
  };
};
