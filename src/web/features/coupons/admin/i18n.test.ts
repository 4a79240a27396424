import { beforeAll, describe, expect, it } from 'vitest';
import { i18n, initI18n } from '@/web/lib/i18n';
import './i18n';

/** The sending screens' counts: one customer is "1 cliente", nobody ticked is "0 selecionados". */
describe('coupon sending counts in both languages', () => {
  beforeAll(() => {
    initI18n('pt-BR');
  });
  // Keys come from the table, so they are plain strings here.
  const t = (language: string, key: string, options: Record<string, number>) =>
    (i18n.getFixedT(language, 'coupons') as (key: string, options: object) => string)(key, options);

  it.each([
    ['pt-BR', 'send.counts', { count: 1 }, '1 cliente'],
    ['pt-BR', 'send.counts', { count: 5 }, '5 clientes'],
    ['pt-BR', 'send.countsAutomatic', { count: 0 }, 'nenhum recebe automaticamente'],
    ['pt-BR', 'send.countsAutomatic', { count: 1 }, '1 recebe automaticamente'],
    ['pt-BR', 'send.countsAutomatic', { count: 3 }, '3 recebem automaticamente'],
    ['pt-BR', 'send.countsManual', { count: 1 }, '1 só por envio manual (internacional)'],
    ['pt-BR', 'send.bulkSelected', { count: 0 }, 'Enviar para 0 selecionados'],
    ['pt-BR', 'send.bulkSelected', { count: 1 }, 'Enviar para 1 selecionado'],
    ['pt-BR', 'send.confirmMessages', { count: 1 }, expect.stringMatching(/^Será enviada 1 mensagem /)],
    ['pt-BR', 'send.confirmMessages', { count: 6 }, expect.stringMatching(/^Serão enviadas 6 mensagens /)],
    ['pt-BR', 'job.progress', { done: 1, count: 1 }, '1 de 1 cliente'],
    ['pt-BR', 'job.progress', { done: 2, count: 3 }, '2 de 3 clientes'],
    ['en', 'send.counts', { count: 1 }, '1 customer'],
    ['en', 'send.counts', { count: 5 }, '5 customers'],
    ['en', 'send.countsAutomatic', { count: 0 }, 'none can be sent automatically'],
    ['en', 'send.bulkSelected', { count: 0 }, 'Send to 0 selected'],
    ['en', 'send.confirmTitle', { count: 1 }, 'Send coupons to 1 customer?'],
    ['en', 'job.progress', { done: 1, count: 1 }, '1 of 1 customer'],
    ['en', 'job.progress', { done: 2, count: 3 }, '2 of 3 customers'],
  ])('%s %s %j → %s', (language, key, options, text) => {
    expect(t(language, key, options)).toEqual(text);
  });
});
