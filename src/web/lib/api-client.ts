import type { ClientResponse, hc } from 'hono/client';
import type { SuccessStatusCode } from 'hono/utils/http-status';
// Types only: the server's routers describe every call; not a byte of server code reaches the bundle.
import type { AppType } from '@/server/app';
import { readJson } from './api-error';

/** The client hc builds over the server's routers: `client.cart.items.$post({ json })`. */
export type ApiClient = ReturnType<typeof hc<AppType>>;

/**
 * A stand-in for hc's proxy that records the property path (`cart`, `items`, `$post`) and, when
 * called, replays it on the real client once it has loaded. hono/client and the transport are not
 * needed to draw or hydrate a page, only to ask the server something, so they load beside the app
 * rather than inside its first chunks (decisions 017 and 022); the import starts with this module.
 */
function deferred(load: () => Promise<unknown>, path: readonly string[] = []): unknown {
  return new Proxy(() => undefined, {
    // `then` stays undefined, so awaiting a path by mistake does not call the server.
    get: (_, key) => (typeof key === 'string' && key !== 'then' ? deferred(load, [...path, key]) : undefined),
    apply: async (_, __, args: unknown[]) => {
      let node = await load();
      for (const key of path) node = (node as Record<string, unknown>)[key];
      return (node as (...args: unknown[]) => unknown)(...args);
    },
  });
}

/**
 * The typed client over a fetch (the browser's, or a test's): see api-transport.ts for the
 * headers it adds and how a refusal becomes an ApiError.
 */
export function createApiClient(send: typeof fetch = (input, init) => fetch(input, init)): ApiClient {
  let loading: Promise<unknown> | null = null;
  const load = () =>
    (loading ??= import('./api-transport')
      .then((m) => m.transport(send))
      .catch((error: unknown) => {
        // A download that failed (a dropped connection) is tried again by the next call.
        loading = null;
        throw error;
      }));
  load().catch(() => undefined);
  // The proxy answers every path hc would; its type is hc's own, from the same AppType.
  return deferred(load) as ApiClient;
}

/** The web app's one way to the server: `call(client.cart.items.$post({ json }))`. */
export const client = createApiClient();

/** What a call answers when it succeeds: the JSON type the route declares for a 2xx status. */
export type Answer<R> =
  R extends ClientResponse<infer T, infer S, infer F>
    ? S extends SuccessStatusCode
      ? F extends 'json'
        ? T
        : never
      : never
    : never;

/**
 * Awaits a client call and returns its JSON, typed from the route (the signature below is where
 * the body's type comes from: the server's, through AppType). A refusal was already thrown as an
 * ApiError by the transport; an empty or non-JSON success body reads as null, as before.
 */
export function call<R extends ClientResponse<unknown, number, string>>(
  request: Promise<R>,
): Promise<Answer<R>>;
export async function call(request: Promise<{ text(): Promise<string> }>): Promise<unknown> {
  return readJson(await request);
}
