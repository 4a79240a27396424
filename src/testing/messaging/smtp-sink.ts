import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export type SinkMail = { from: string; to: string[]; raw: string };

type SmtpReply = Error & { responseCode?: number };

const reply = (code: number, text: string): SmtpReply =>
  Object.assign(new Error(text), { responseCode: code });

/**
 * A real SMTP server on 127.0.0.1 (TLS off) that keeps what it receives. `state.down`
 * refuses connections with 421 (service not available, try later); recipients listed in
 * `state.reject` get the reply given there (550 = no such mailbox, 451 = try later). With `auth`,
 * it asks for that user and password (over the plain connection) and refuses any other with 535.
 */
export async function startSmtpSink(options: { auth?: { user: string; pass: string } } = {}) {
  const state = { down: false, reject: new Map<string, number>() };
  const mails: SinkMail[] = [];
  const { auth } = options;
  const server = new SMTPServer({
    disabledCommands: auth ? ['STARTTLS'] : ['AUTH', 'STARTTLS'],
    authOptional: !auth,
    allowInsecureAuth: true,
    onAuth(login, _session, callback) {
      if (auth && login.username === auth.user && login.password === auth.pass)
        callback(null, { user: login.username });
      else callback(reply(535, 'Authentication credentials invalid'));
    },
    logger: false,
    onConnect(_session, callback) {
      callback(state.down ? reply(421, 'Service not available, try again later') : null);
    },
    onRcptTo(address, _session, callback) {
      const code = state.reject.get(address.address);
      callback(code ? reply(code, code >= 500 ? 'Mailbox unavailable' : 'Mailbox busy, try later') : null);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
        mails.push({
          from,
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  server.listen(0, '127.0.0.1');
  await new Promise((done) => server.server.once('listening', done));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    state,
    mails,
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}

export type SmtpSink = Awaited<ReturnType<typeof startSmtpSink>>;

/** Undoes quoted-printable soft breaks and escapes, enough to read a test mail's text. */
export function decodeQuotedPrintable(raw: string): string {
  const bytes = raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}
