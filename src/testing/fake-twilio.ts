import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import twilio from 'twilio';
import { smsSegments } from '@/shared/sms/rules';

/**
 * A stateful fake of Twilio's Messages API (decision 077) on 127.0.0.1, for the API tests and the
 * journeys' server: the real `twilio` client talks to it (TWILIO_API_URL). It follows Twilio's
 * documented shapes — `POST /2010-04-01/Accounts/{AccountSid}/Messages.json` with HTTP Basic auth
 * (account SID and auth token) and a form-encoded body (To, From or MessagingServiceSid, Body),
 * answered 201 with the message resource in snake_case; `GET …/Messages/{Sid}.json`; errors as
 * Twilio's JSON error object `{ code, message, more_info, status }`:
 * - 20003 (401) wrong credentials, 20404 (404) an unknown account or message;
 * - 21211 invalid 'To', 21604 no 'To', 21603 no 'From', 21602 no body, 21606 a 'From' that is not
 *   the account's number, 21705 an unknown messaging service;
 * - 21610 a recipient that replied STOP (`unsubscribe(phone)`), as Twilio refuses it itself.
 * It keeps every message it accepted (`messages`, and `GET /received` for the journeys), and
 * signs inbound webhooks the way Twilio does (`inbound`). It closes itself after `lifetimeMs`.
 */
export type FakeTwilioOptions = {
  accountSid?: string;
  authToken?: string;
  /** The account's sending numbers and messaging services. */
  numbers?: string[];
  messagingServices?: string[];
  /** Closes itself after this long (default 10 minutes): a test that forgets it never hangs the run. */
  lifetimeMs?: number;
  port?: number;
};

export type FakeTwilioMessage = {
  sid: string;
  account_sid: string;
  to: string;
  from: string | null;
  messaging_service_sid: string | null;
  body: string;
  status: string;
  num_segments: string;
  date_created: string;
};

const E164 = /^\+[1-9]\d{6,14}$/;
const hex = (bytes: number) => randomBytes(bytes).toString('hex');

export const FAKE_ACCOUNT_SID = `AC${'0a1b2c3d'.repeat(4)}`;
export const FAKE_AUTH_TOKEN = '5f1e2d3c'.repeat(4);
export const FAKE_FROM = '+14045550100';
export const FAKE_MESSAGING_SERVICE_SID = `MG${'9e8d7c6b'.repeat(4)}`;

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startFakeTwilio(options: FakeTwilioOptions = {}) {
  const accountSid = options.accountSid ?? FAKE_ACCOUNT_SID;
  const authToken = options.authToken ?? FAKE_AUTH_TOKEN;
  const numbers = new Set(options.numbers ?? [FAKE_FROM]);
  const services = new Set(options.messagingServices ?? [FAKE_MESSAGING_SERVICE_SID]);
  const state = {
    /** `down` drops every connection (a network failure); `error500` answers Twilio's 500. */
    mode: 'ok' as 'ok' | 'down' | 'error500',
    delayMs: 0,
  };
  const unsubscribed = new Set<string>();
  const messages: FakeTwilioMessage[] = [];
  /** Every request with its method, path and whether its credentials were right. */
  const requests: { method: string; path: string; authorized: boolean; form: Record<string, string> }[] = [];

  const json = (response: ServerResponse, status: number, value: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
    response.end(JSON.stringify(value));
  };
  const error = (response: ServerResponse, status: number, code: number, message: string) =>
    json(response, status, {
      code,
      message,
      more_info: `https://www.twilio.com/docs/errors/${code}`,
      status,
    });

  const resource = (m: FakeTwilioMessage) => ({
    account_sid: m.account_sid,
    api_version: '2010-04-01',
    body: m.body,
    date_created: m.date_created,
    date_sent: null,
    date_updated: m.date_created,
    direction: 'outbound-api',
    error_code: null,
    error_message: null,
    from: m.from,
    messaging_service_sid: m.messaging_service_sid,
    num_media: '0',
    num_segments: m.num_segments,
    price: null,
    price_unit: 'USD',
    sid: m.sid,
    status: m.status,
    subresource_uris: { media: `/2010-04-01/Accounts/${m.account_sid}/Messages/${m.sid}/Media.json` },
    to: m.to,
    uri: `/2010-04-01/Accounts/${m.account_sid}/Messages/${m.sid}.json`,
  });

  function authorized(request: IncomingMessage): boolean {
    const header = request.headers.authorization ?? '';
    if (!header.startsWith('Basic ')) return false;
    const [user, password] = Buffer.from(header.slice(6), 'base64').toString('utf8').split(':');
    return user === accountSid && password === authToken;
  }

  function createMessage(response: ServerResponse, form: URLSearchParams) {
    const to = form.get('To')?.trim() ?? '';
    const from = form.get('From')?.trim() || null;
    const service = form.get('MessagingServiceSid')?.trim() || null;
    const body = form.get('Body') ?? '';
    if (!to) return error(response, 400, 21604, "A 'To' phone number is required.");
    if (!E164.test(to)) return error(response, 400, 21211, `Invalid 'To' Phone Number: ${to}`);
    if (!from && !service) return error(response, 400, 21603, "A 'From' phone number is required.");
    if (service && !services.has(service))
      return error(response, 400, 21705, 'The Messaging Service Sid is invalid.');
    if (!service && from && !numbers.has(from))
      return error(
        response,
        400,
        21606,
        `The From phone number ${from} is not a valid, SMS-capable inbound phone number or short code for your account.`,
      );
    if (!body) return error(response, 400, 21602, 'Message body is required.');
    if (unsubscribed.has(to)) return error(response, 400, 21610, 'Attempt to send to unsubscribed recipient');
    const message: FakeTwilioMessage = {
      sid: `SM${hex(16)}`,
      account_sid: accountSid,
      to,
      from: service ? null : from,
      messaging_service_sid: service,
      body,
      status: service ? 'accepted' : 'queued',
      num_segments: String(smsSegments(body).segments),
      date_created: new Date().toUTCString().replace('GMT', '+0000'),
    };
    messages.push(message);
    return json(response, 201, resource(message));
  }

  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const raw = request.method === 'POST' ? await readBody(request) : '';
    const form = new URLSearchParams(raw);
    const ok = authorized(request);
    requests.push({
      method: request.method ?? '',
      path: url.pathname,
      authorized: ok,
      form: Object.fromEntries(form),
    });
    if (request.method === 'GET' && url.pathname === '/received') return json(response, 200, { messages });
    if (state.delayMs > 0) await new Promise((done) => setTimeout(done, state.delayMs));
    if (state.mode === 'down') {
      request.socket.destroy();
      return;
    }
    const match = /^\/2010-04-01\/Accounts\/([^/]+)\/Messages(?:\/([^/]+))?\.json$/.exec(url.pathname);
    if (!match) return error(response, 404, 20404, `The requested resource ${url.pathname} was not found`);
    if (!ok) return error(response, 401, 20003, 'Authenticate');
    if (match[1] !== accountSid)
      return error(response, 404, 20404, `The requested resource ${url.pathname} was not found`);
    if (state.mode === 'error500') return error(response, 500, 20500, 'Internal Server Error');
    if (request.method === 'POST' && !match[2]) return createMessage(response, form);
    if (request.method === 'GET' && match[2]) {
      const found = messages.find((m) => m.sid === match[2]);
      return found
        ? json(response, 200, resource(found))
        : error(response, 404, 20404, `The requested resource ${url.pathname} was not found`);
    }
    return error(response, 405, 20004, 'Method not allowed');
  });
  server.listen(options.port ?? 0, '127.0.0.1');
  await new Promise((done) => server.once('listening', done));
  const { port } = server.address() as AddressInfo;
  const close = () =>
    new Promise<void>((done) => {
      clearTimeout(lifetime);
      server.closeAllConnections();
      server.close(() => done());
    });
  const lifetime = setTimeout(() => void close(), options.lifetimeMs ?? 10 * 60_000);
  lifetime.unref();

  return {
    url: `http://127.0.0.1:${port}`,
    port,
    accountSid,
    authToken,
    from: [...numbers][0] as string,
    messagingServiceSid: [...services][0] as string,
    state,
    messages,
    requests,
    /** The number replied STOP at Twilio: Twilio itself refuses further sends (21610). */
    unsubscribe: (phone: string) => unsubscribed.add(phone),
    resubscribe: (phone: string) => unsubscribed.delete(phone),
    /**
     * An inbound SMS as Twilio posts it to the shop's webhook: form-encoded, signed with the auth
     * token over the URL and the sorted fields (`X-Twilio-Signature`). `token` signs with another
     * token (a forged request).
     */
    inboundRequest(
      webhookUrl: string,
      from: string,
      body: string,
      extra: Record<string, string> = {},
      token = authToken,
    ) {
      const params: Record<string, string> = {
        ToCountry: 'US',
        SmsMessageSid: `SM${hex(16)}`,
        NumMedia: '0',
        MessageSid: `SM${hex(16)}`,
        AccountSid: accountSid,
        From: from,
        To: [...numbers][0] as string,
        Body: body,
        NumSegments: '1',
        ApiVersion: '2010-04-01',
        ...extra,
      };
      const signature = twilio.getExpectedTwilioSignature(token, webhookUrl, params);
      return {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': signature },
        body: new URLSearchParams(params).toString(),
      };
    },
    close,
  };
}

export type FakeTwilio = Awaited<ReturnType<typeof startFakeTwilio>>;
