import { STATUS_LABELS_EN, STATUS_LABELS_PT } from '../orders/message-texts';
import type { CsvLanguage } from './csv-headers';

/**
 * How a CSV export writes its values in the headers' language (issue 39, decision 102), as Excel
 * opens it in that language: pt — `;` between cells (the comma is the decimal mark), "119,90",
 * "23/11/2026 10:00:00", words ("Concluído", "Transferência", "Sim"); en — `,`, "119.90",
 * "11/23/2026 10:00:00", "Completed", "Bank transfer", "Yes". Both start with a byte-order mark
 * (Excel then reads UTF-8 accents). Without a language (a script's export) the values stay as
 * stored: keys, dot decimals, "2026-11-23 10:00:00", true/false, and `,`.
 */
export type CsvCellKind =
  | 'text'
  | 'number'
  | 'decimal'
  | 'flag'
  | 'dateTime'
  | 'date'
  | 'orderStatus'
  | 'paymentStatus'
  | 'paymentMethod'
  | 'fulfilment'
  | 'couponType'
  | 'couponState';

export type CsvValue = string | number | boolean | null | undefined;

export const csvDelimiter = (lang: CsvLanguage | undefined): ',' | ';' => (lang === 'pt' ? ';' : ',');

type Words = Record<string, { pt: string; en: string }>;

const both = (pt: Record<string, string>, en: Record<string, string>): Words =>
  Object.fromEntries(Object.keys(pt).map((k) => [k, { pt: pt[k] as string, en: en[k] as string }]));

export const CSV_WORDS: Record<
  Exclude<CsvCellKind, 'text' | 'number' | 'decimal' | 'dateTime' | 'date'>,
  Words
> = {
  flag: { true: { pt: 'Sim', en: 'Yes' }, false: { pt: 'Não', en: 'No' } },
  orderStatus: both(STATUS_LABELS_PT, STATUS_LABELS_EN),
  paymentStatus: {
    pending: { pt: 'Pendente', en: 'Pending' },
    confirmed: { pt: 'Confirmado', en: 'Confirmed' },
  },
  paymentMethod: {
    pay_on_delivery: { pt: 'Pagamento na entrega', en: 'Pay on delivery' },
    bank_transfer: { pt: 'Transferência', en: 'Bank transfer' },
    card: { pt: 'Cartão', en: 'Card' },
  },
  fulfilment: { delivery: { pt: 'Entrega', en: 'Delivery' }, pickup: { pt: 'Retirada', en: 'Pickup' } },
  couponType: {
    percentage: { pt: 'Percentual', en: 'Percentage' },
    fixed_amount: { pt: 'Valor fixo', en: 'Fixed amount' },
  },
  couponState: {
    active: { pt: 'Ativo', en: 'Active' },
    scheduled: { pt: 'Agendado', en: 'Scheduled' },
    expired: { pt: 'Expirado', en: 'Expired' },
    used_up: { pt: 'Esgotado', en: 'Used up' },
    inactive: { pt: 'Inativo', en: 'Inactive' },
  },
};

const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}:\d{2}(?::\d{2})?))?/;

/** "2026-11-23 10:00:00" (already in the shop's time zone) as the language writes a day and time. */
function writeDate(text: string, lang: CsvLanguage, withTime: boolean): string {
  const m = DATE_TIME.exec(text);
  if (!m) return text;
  const [, y, mo, d, time] = m;
  const day = lang === 'pt' ? `${d}/${mo}/${y}` : `${mo}/${d}/${y}`;
  return withTime && time ? `${day} ${time.length === 5 ? `${time}:00` : time}` : day;
}

/** One cell's text: as stored without a language, else in the language's words and marks. */
export function csvCell(kind: CsvCellKind, value: CsvValue, lang: CsvLanguage | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  if (!lang) return typeof value === 'boolean' ? (value ? 'true' : 'false') : String(value);
  switch (kind) {
    case 'text':
      return String(value);
    case 'number':
    case 'decimal': {
      const text = String(value);
      return lang === 'pt' && /^-?\d+(\.\d+)?$/.test(text) ? text.replace('.', ',') : text;
    }
    case 'dateTime':
      return writeDate(String(value), lang, true);
    case 'date':
      return writeDate(String(value), lang, false);
    default: {
      const words = CSV_WORDS[kind][String(value)];
      return words ? words[lang] : String(value);
    }
  }
}
