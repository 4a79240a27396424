import { decodeQuotedPrintable } from '../src/testing/messaging/smtp-sink';

/**
 * What a server's local providers received (scripts/e2e-server.mjs): the WhatsApp provider's
 * messages, the SMTP server's mail, and the links of e-mails sent without SMTP.
 */
export type Received = {
  whatsapp: { to: string; message: string; appkey: string }[];
  mail: { from: string; to: string[]; raw: string }[];
  links: { to: string; purpose: string; links: string[] }[];
};

/** The chain's providers (decision 095) unless another port is given. */
export const received = async (port = process.env.E2E_CHAIN_FAKES_PORT): Promise<Received> =>
  (await fetch(`http://127.0.0.1:${port}/received`)).json() as Promise<Received>;

/** The e-mails the chain's SMTP server received for `address`, as text. */
export const mailTo = async (address: string): Promise<string[]> =>
  (await received()).mail.filter((m) => m.to.includes(address)).map((m) => decodeQuotedPrintable(m.raw));
