import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * How the fake provider answers: `ok` accepts (JSON with messageId, or `id` with `ok-id`); `down`
 * drops the connection before answering (a network failure); `fail` answers 200 with
 * success=false; `http` answers the status in `httpStatus`; `not-json` answers 200 with HTML.
 */
export type FakeMode = 'ok' | 'ok-id' | 'down' | 'fail' | 'http' | 'not-json';

export type ReceivedRequest = {
  method: string;
  contentType: string | undefined;
  /** Form fields in the order they were sent. */
  fields: [string, string][];
};

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** A WhatsApp provider on 127.0.0.1 (SPEC §7.3 shape) whose behaviour a test switches at will. */
export async function startFakeWhatsApp() {
  const state = {
    mode: 'ok' as FakeMode,
    httpStatus: 500,
    failMessage: 'Saldo insuficiente na conta',
    /** Added before every answer, so concurrent workers overlap. */
    delayMs: 0,
    /** Numbers (the `to` field) refused with HTTP 400 whatever the mode: one customer's send fails. */
    refuse: new Set<string>(),
  };
  /** Requests the provider accepted: the messages that "arrived". */
  const delivered: ReceivedRequest[] = [];
  let attempts = 0;
  let nextId = 1;

  const server = createServer(async (request, response) => {
    attempts += 1;
    const body = await readBody(request);
    if (state.delayMs > 0) await new Promise((done) => setTimeout(done, state.delayMs));
    const received: ReceivedRequest = {
      method: request.method ?? '',
      contentType: request.headers['content-type'],
      fields: [...new URLSearchParams(body).entries()],
    };
    const json = (status: number, value: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(value));
    };
    const to = received.fields.find(([key]) => key === 'to')?.[1] ?? '';
    if (state.refuse.has(to)) {
      response.writeHead(400, { 'content-type': 'text/plain' });
      response.end('número recusado pelo provedor');
      return;
    }
    switch (state.mode) {
      case 'down':
        request.socket.destroy();
        return;
      case 'fail':
        return json(200, { success: false, message: state.failMessage });
      case 'http':
        response.writeHead(state.httpStatus, { 'content-type': 'text/plain' });
        response.end(`status ${state.httpStatus} from the fake provider`);
        return;
      case 'not-json':
        response.writeHead(200, { 'content-type': 'text/html' });
        response.end('<html>ok</html>');
        delivered.push(received);
        return;
      case 'ok-id':
        delivered.push(received);
        return json(200, { success: true, message: 'Mensagem criada', id: nextId++ });
      default:
        delivered.push(received);
        return json(200, { success: true, message: 'Mensagem criada', messageId: `wa-${nextId++}` });
    }
  });
  server.listen(0, '127.0.0.1');
  await new Promise((done) => server.once('listening', done));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/create-message`,
    state,
    delivered,
    /** Every request, answered or not. */
    attempts: () => attempts,
    field: (request: ReceivedRequest, name: string) => request.fields.find(([key]) => key === name)?.[1],
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}

export type FakeWhatsApp = Awaited<ReturnType<typeof startFakeWhatsApp>>;
