import { describe, expect, it } from 'vitest';
import { reasonText } from './desk-text';

describe('an outbox reason in the panel’s language (decision 076)', () => {
  const stored = {
    lastError: 'Envio de e-mail não configurado (Integrações ou SMTP_URL)',
    lastErrorKey: 'outbox.emailNotConfigured' as const,
    lastErrorParams: null,
  };

  it.each([
    ['en', stored, 'E-mail sending not configured (Integrations or SMTP_URL)'],
    ['pt-BR', stored, 'Envio de e-mail não configurado (Integrações ou SMTP_URL)'],
    [
      'en',
      {
        lastError: 'Erro interno do serviço de WhatsApp (HTTP 503: indisponível)',
        lastErrorKey: 'outbox.whatsappInternalHttpText' as const,
        lastErrorParams: { status: 503, detail: 'indisponível' },
      },
      'Internal error of the WhatsApp service (HTTP 503: indisponível)',
    ],
    // A row written before the keys: its text, as stored.
    [
      'en',
      { lastError: 'Envio de e-mail não configurado (SMTP_URL)', lastErrorKey: null, lastErrorParams: null },
      'Envio de e-mail não configurado (SMTP_URL)',
    ],
    ['en', { lastError: null, lastErrorKey: null, lastErrorParams: null }, null],
  ])('%s: %j → %j', (language, reason, text) => {
    expect(reasonText(reason, language)).toBe(text);
  });
});
