import type { ErrorBody } from '@/shared/errors';

/** A refused API call, carrying the server's Portuguese message and field errors (DESIGN §6). */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly status: number,
    readonly body: ErrorBody['error'],
    /** The whole answer, for a refusal that carries more than the error (the grid's conflicting lines). */
    readonly data?: unknown,
  ) {
    super(body.message);
  }
  get retryAt(): Date | null {
    return this.body.retryAt ? new Date(this.body.retryAt) : null;
  }
}

type RateLimitListener = (error: ApiError, path: string) => void;
let rateLimitListener: RateLimitListener | null = null;

/** Called for every 429 (SPEC §8.1 toast); the auth provider sets it once. */
export function onRateLimited(listener: RateLimitListener | null) {
  rateLimitListener = listener;
}

/** The transport tells the listener of a 429 through this. */
export const rateLimited = (error: ApiError, path: string) => rateLimitListener?.(error, path);

/** The JSON of a body, or null when there is none or it is not JSON (as the web app always read it). */
export async function readJson(response: { text(): Promise<string> }): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
