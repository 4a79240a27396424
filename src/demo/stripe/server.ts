import { createHash, createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { FakeStripeError, idempotencyMismatch, invalidApiKey, invalidRequest } from './errors';
import { type FormObject, parseStripeForm } from './form';
import { hostedPage } from './hosted-page';
import { newId, type StripeEvent } from './objects';
import { createSavedCards } from './saved-cards';
import { createSessions } from './sessions';
import { createStripeState, type RequestInfo } from './state';

/**
 * A stateful fake of Stripe's API on 127.0.0.1 (issue 36): the official `stripe` SDK talks to it
 * through its `host`/`port`/`protocol` options. Payment intents (manual capture), Checkout Sessions
 * and their hosted page, refunds, events, signed webhooks, Stripe's errors and idempotency. No
 * package provides one (STACK-NOTES), so it follows Stripe's documented objects. It stops by
 * itself after `lifetimeMs` (null: runs until closed). Shipped in src/demo (decision 082): the
 * tests use it and so does `PAYMENTS=demo`, which production refuses; no server module imports it.
 */
export type WebhookTarget = (payload: string, headers: Record<string, string>) => Promise<number>;

export type FakeStripeOptions = {
  /** The secret key the shop must send (any `sk_test_…` when left out). */
  secretKey?: string;
  /** Signs the webhooks (`whsec_…`). */
  webhookSecret?: string;
  /** Where webhooks go: a URL, or a function (an app's `request`); none: only recorded. */
  webhook?: string | WebhookTarget;
  /** `auto` sends each event as it happens; `hold` keeps them until the test releases them. */
  delivery?: 'auto' | 'hold';
  /**
   * The endpoint's `enabled_events`: only these are sent (or held); every event is still kept
   * and listed by `/v1/events`, as on Stripe. Left out: every event, as an endpoint set to `*`.
   */
  enabledEvents?: readonly string[];
  account?: { name: string; country: string };
  now?: () => number;
  /** Stops itself after this long (default 5 minutes); null: runs until closed (the demo mode). */
  lifetimeMs?: number | null;
  /** Keep every request and delivered webhook for tests to read (default); the demo keeps none. */
  record?: boolean;
};

/** Signs a payload the way Stripe does (`t=…,v1=HMAC-SHA256(secret, "t.payload")`). */
export function stripeSignature(payload: string, secret: string, timestamp = Math.floor(Date.now() / 1000)) {
  const v1 = createHmac('sha256', secret).update(`${timestamp}.${payload}`, 'utf8').digest('hex');
  return `t=${timestamp},v1=${v1}`;
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startFakeStripe(options: FakeStripeOptions = {}) {
  const webhookSecret = options.webhookSecret ?? `whsec_${randomBytes(24).toString('hex')}`;
  const record = options.record ?? true;
  const account = options.account ?? { name: 'Brazil Prime Market', country: 'US' };
  let baseUrl = '';
  const state = createStripeState({ now: options.now });
  const saved = createSavedCards(state);
  const sessions = createSessions(state, saved, () => baseUrl);
  const idempotent = new Map<string, { fingerprint: string; status: number; body: unknown }>();
  const faults = { down: false, delayMs: 0 };
  const requests: { method: string; path: string; idempotencyKey: string | null; form: FormObject }[] = [];
  const webhooks = {
    mode: options.delivery ?? 'auto',
    pending: [] as StripeEvent[],
    delivered: [] as { event: StripeEvent; status: number }[],
  };
  let chain = Promise.resolve();

  async function send(event: StripeEvent, signWith = webhookSecret) {
    const payload = JSON.stringify(event, null, 2);
    const headers = {
      'content-type': 'application/json; charset=utf-8',
      'stripe-signature': stripeSignature(payload, signWith),
    };
    let status = 0;
    const target = options.webhook;
    if (typeof target === 'function') status = await target(payload, headers);
    else if (target)
      status = (await fetch(target, { method: 'POST', headers, body: payload }).catch(() => ({ status: 0 })))
        .status;
    if (record) webhooks.delivered.push({ event, status });
    return status;
  }

  const enabled = options.enabledEvents ? new Set(options.enabledEvents) : null;
  state.onEvent((event) => {
    if (enabled && !enabled.has(event.type)) return;
    if (webhooks.mode === 'hold' || !options.webhook) webhooks.pending.push(event);
    // In order, one at a time, after the answer that caused it (as Stripe's endpoint delivery).
    else
      chain = chain
        .then(() => new Promise((r) => setTimeout(r, 0)))
        .then(() => send(event).then(() => undefined))
        // A failed delivery is recorded (status 0) and the next event still goes, as on Stripe.
        .catch(() => {
          if (record) webhooks.delivered.push({ event, status: 0 });
        });
  });

  const json = (response: ServerResponse, status: number, body: unknown, requestId: string) => {
    response.writeHead(status, {
      'content-type': 'application/json',
      'request-id': requestId,
      'stripe-version': '2025-10-29.clover',
    });
    response.end(JSON.stringify(body));
  };

  type Handler = (id: string, form: FormObject, info: RequestInfo) => unknown;
  const accountAnswer = () => ({
    id: 'acct_fake',
    object: 'account',
    country: account.country,
    default_currency: 'usd',
    business_profile: { name: account.name },
    settings: { dashboard: { display_name: account.name } },
    charges_enabled: true,
  });
  const ROUTES: [string, RegExp, Handler][] = [
    ['GET', /^\/v1\/account$/, accountAnswer],
    ['POST', /^\/v1\/payment_intents$/, (_id, form, info) => state.createIntent(form, info)],
    ['GET', /^\/v1\/payment_intents\/([^/]+)$/, (id, form) => state.retrieveIntent(id, form)],
    [
      'POST',
      /^\/v1\/payment_intents\/([^/]+)\/capture$/,
      (id, form, info) => state.captureIntent(id, form, info),
    ],
    [
      'POST',
      /^\/v1\/payment_intents\/([^/]+)\/cancel$/,
      (id, form, info) => state.cancelIntent(id, form, info),
    ],
    ['POST', /^\/v1\/customers$/, (_id, form, info) => saved.createCustomer(form, info)],
    ['GET', /^\/v1\/customers\/([^/]+)$/, (id) => saved.retrieveCustomer(id)],
    ['GET', /^\/v1\/payment_methods\/([^/]+)$/, (id) => saved.retrievePaymentMethod(id)],
    [
      'POST',
      /^\/v1\/payment_methods\/([^/]+)\/attach$/,
      (id, form, info) => saved.attachPaymentMethod(id, form, info),
    ],
    ['GET', /^\/v1\/setup_intents\/([^/]+)$/, (id, form) => saved.retrieveSetupIntent(id, form)],
    ['POST', /^\/v1\/checkout\/sessions$/, (_id, form, info) => sessions.createSession(form, info)],
    ['GET', /^\/v1\/checkout\/sessions\/([^/]+)$/, (id, form) => sessions.retrieveSession(id, form)],
    [
      'POST',
      /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/,
      (id, form, info) => sessions.expireSession(id, form, info),
    ],
    ['POST', /^\/v1\/refunds$/, (_id, form, info) => state.createRefund(form, info)],
    ['GET', /^\/v1\/refunds\/([^/]+)$/, (id) => state.retrieveRefund(id)],
    ['GET', /^\/v1\/events\/([^/]+)$/, (id) => state.retrieveEvent(id)],
    [
      'GET',
      /^\/v1\/events$/,
      (_id, form) => ({
        object: 'list',
        url: '/v1/events',
        has_more: false,
        data: [...state.events].reverse().slice(0, Number(form.limit ?? 10)),
      }),
    ],
  ];

  function route(method: string, path: string, form: FormObject, info: RequestInfo): unknown {
    for (const [verb, pattern, handler] of ROUTES) {
      const match = verb === method ? pattern.exec(path) : null;
      if (match) return handler(match[1] ?? '', form, info);
    }
    throw new FakeStripeError(404, {
      type: 'invalid_request_error',
      message: `Unrecognized request URL (${method}: ${path}).`,
    });
  }

  function api(request: IncomingMessage, response: ServerResponse, url: URL, body: string) {
    const requestId = newId('req');
    const method = request.method ?? 'GET';
    const key = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
    const idempotencyKey = (request.headers['idempotency-key'] as string | undefined) ?? null;
    const form = parseStripeForm(method === 'GET' ? url.search.slice(1) : body);
    if (record) requests.push({ method, path: url.pathname, idempotencyKey, form });
    try {
      if (options.secretKey ? key !== options.secretKey : !key.startsWith('sk_test_'))
        throw invalidApiKey(key);
      if (method === 'POST' && idempotencyKey) {
        const fingerprint = createHash('sha256').update(`${url.pathname}\n${body}`).digest('hex');
        const seen = idempotent.get(idempotencyKey);
        if (seen) {
          if (seen.fingerprint !== fingerprint) throw idempotencyMismatch(idempotencyKey);
          response.setHeader('idempotent-replayed', 'true');
          return json(response, seen.status, seen.body, requestId);
        }
        try {
          const answer = route(method, url.pathname, form, { requestId, idempotencyKey });
          idempotent.set(idempotencyKey, { fingerprint, status: 200, body: answer });
          return json(response, 200, answer, requestId);
        } catch (error) {
          // Stripe keeps the answer of a request that ran, errors included (not a 5xx).
          if (error instanceof FakeStripeError && error.status < 500)
            idempotent.set(idempotencyKey, {
              fingerprint,
              status: error.status,
              body: { error: { ...error.body, request_log_url: null } },
            });
          throw error;
        }
      }
      return json(response, 200, route(method, url.pathname, form, { requestId, idempotencyKey }), requestId);
    } catch (error) {
      if (error instanceof FakeStripeError)
        return json(response, error.status, { error: error.body }, requestId);
      return json(response, 500, { error: { type: 'api_error', message: String(error) } }, requestId);
    }
  }

  function page(request: IncomingMessage, response: ServerResponse, url: URL, body: string) {
    const [, , id, action] = url.pathname.split('/');
    const html = (status: number, text: string) => {
      response.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
      response.end(text);
    };
    const session = sessions.sessions.get(id ?? '');
    if (!session) return html(404, '<!doctype html><title>Not found</title><p>Not found</p>');
    if (action === 'cancel' && session.cancel_url) {
      response.writeHead(303, { location: session.cancel_url });
      return response.end();
    }
    if (request.method === 'POST') {
      const card = new URLSearchParams(body).get('cardnumber') ?? '';
      const { session: paid, error } = sessions.paySession(session.id, card);
      if (!error) {
        response.writeHead(303, { location: paid.success_url.replace('{CHECKOUT_SESSION_ID}', paid.id) });
        return response.end();
      }
      return html(error.status === 402 ? 402 : 400, hostedPage(paid, error.message));
    }
    sessions.retrieveSession(session.id, {});
    return html(200, hostedPage(session, null));
  }

  const server = createServer(async (request, response) => {
    const body = await readBody(request);
    if (faults.down) return request.socket.destroy();
    if (faults.delayMs > 0) await new Promise((r) => setTimeout(r, faults.delayMs));
    const url = new URL(request.url ?? '/', baseUrl);
    if (url.pathname.startsWith('/v1/')) return api(request, response, url, body);
    if (url.pathname.startsWith('/pay/')) return page(request, response, url, body);
    json(response, 404, { error: invalidRequest('Not found').body }, newId('req'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  baseUrl = `http://127.0.0.1:${port}`;
  const stop = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  const lifetimeMs = options.lifetimeMs === undefined ? 5 * 60_000 : options.lifetimeMs;
  const timer = lifetimeMs === null ? undefined : setTimeout(() => void stop(), lifetimeMs);
  timer?.unref();

  return {
    port,
    baseUrl,
    webhookSecret,
    /** The SDK's options to reach this server. */
    sdkOptions: { host: '127.0.0.1', port, protocol: 'http' as const, maxNetworkRetries: 0 },
    state,
    sessions,
    saved,
    faults,
    requests,
    webhooks: {
      get pending() {
        return webhooks.pending;
      },
      get mode() {
        return webhooks.mode;
      },
      set mode(mode: 'auto' | 'hold') {
        webhooks.mode = mode;
      },
      /** Sends held events (all, or these ids in this order) and forgets them. */
      async release(ids?: string[]) {
        const chosen = ids
          ? ids.map((id) => webhooks.pending.find((e) => e.id === id)).filter((e): e is StripeEvent => !!e)
          : [...webhooks.pending];
        webhooks.pending = webhooks.pending.filter((e) => !chosen.includes(e));
        const statuses: number[] = [];
        for (const event of chosen) statuses.push(await send(event));
        return statuses;
      },
      /** Sends one event again (Stripe retries), optionally signed with another secret (a forgery). */
      resend: (event: StripeEvent, signWith?: string) => send(event, signWith),
      settled: () => chain,
      delivered: webhooks.delivered,
    },
    async close() {
      clearTimeout(timer);
      await chain;
      await stop();
    },
  };
}

export type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>;
