import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { parseEnv } from '@/server/env';
import { effectiveConfig, envOnlyConfig, type StoredIntegration } from './config';
import { createSecretBox } from './secret-box';

const box = createSecretBox(randomBytes(32));
const other = createSecretBox(randomBytes(32));
const env = (vars: Record<string, string> = {}) => parseEnv({ NODE_ENV: 'test', ...vars });
const URL_ENV = { WHATSAPP_API_URL: 'https://env.example.com/create-message' };
const KEYS_ENV = { WHATSAPP_APP_KEY: 'env-app', WHATSAPP_AUTH_KEY: 'env-auth' };

const whatsapp = (
  settings: Record<string, string>,
  secrets: Record<string, string>,
  sealer = box,
): Map<string, StoredIntegration> =>
  new Map([
    [
      'whatsapp',
      {
        id: 'whatsapp',
        settings,
        secrets: Object.fromEntries(
          Object.entries(secrets).map(([field, value]) => [field, sealer.seal(value, `whatsapp.${field}`)]),
        ),
      },
    ],
  ]);
const stored = { apiUrl: 'https://tela.example.com/create-message', adminPhone: '+5511999990001' };
const storedKeys = { appKey: 'tela-app', authKey: 'tela-auth' };

describe('the WhatsApp configuration in force: the environment first, then the screen (decision 076)', () => {
  it.each<[string, Record<string, string>, Map<string, StoredIntegration>, unknown]>([
    ['nothing anywhere', {}, new Map(), { delivery: null, unreadable: false }],
    [
      'the environment alone',
      { ...URL_ENV, ...KEYS_ENV },
      new Map(),
      {
        delivery: { url: URL_ENV.WHATSAPP_API_URL, appKey: 'env-app', authKey: 'env-auth' },
        unreadable: false,
      },
    ],
    [
      'half the environment is as unusable as none',
      { ...URL_ENV, WHATSAPP_APP_KEY: 'env-app' },
      new Map(),
      { delivery: null, unreadable: false },
    ],
    [
      'the screen alone',
      {},
      whatsapp(stored, storedKeys),
      { delivery: { url: stored.apiUrl, appKey: 'tela-app', authKey: 'tela-auth' }, unreadable: false },
    ],
    [
      'the environment’s URL with the screen’s keys',
      URL_ENV,
      whatsapp(stored, storedKeys),
      {
        delivery: { url: URL_ENV.WHATSAPP_API_URL, appKey: 'tela-app', authKey: 'tela-auth' },
        unreadable: false,
      },
    ],
    [
      'keys sealed under another key',
      {},
      whatsapp(stored, storedKeys, other),
      { delivery: null, unreadable: true },
    ],
    [
      'keys sealed under another key, but the environment sets them',
      KEYS_ENV,
      whatsapp(stored, storedKeys, other),
      { delivery: { url: stored.apiUrl, appKey: 'env-app', authKey: 'env-auth' }, unreadable: false },
    ],
  ])('%s', (_name, vars, rows, expected) => {
    expect(effectiveConfig(env(vars), box, rows).whatsapp).toEqual(expected);
  });

  it('the admin notice phone: ADMIN_NOTIFY_PHONE first, then the card’s', () => {
    expect(effectiveConfig(env(), box, whatsapp(stored, {})).adminNotifyPhone).toBe('+5511999990001');
    expect(
      effectiveConfig(env({ ADMIN_NOTIFY_PHONE: '+14045550100' }), box, whatsapp(stored, {}))
        .adminNotifyPhone,
    ).toBe('+14045550100');
  });
});

describe('the e-mail configuration in force', () => {
  const rows = (settings: Record<string, string>, password?: string, sealer = box) =>
    new Map<string, StoredIntegration>([
      [
        'email',
        {
          id: 'email',
          settings,
          secrets: password
            ? { password: sealer.seal(password, 'email.password') }
            : ({} as Record<string, string>),
        },
      ],
    ]);
  const card = { host: 'smtp.gmail.com', port: '465', security: 'tls', user: 'loja@gmail.com' };

  it('SMTP_URL is the whole server; MAIL_FROM the sender', () => {
    const config = effectiveConfig(
      env({ SMTP_URL: 'smtp://u:p@mail.example.com:587', MAIL_FROM: 'Loja <a@b.com>' }),
      box,
      rows({ ...card, fromAddress: 'x@y.com' }, 'senha'),
    );
    expect(config.email).toEqual({
      server: { kind: 'url', url: 'smtp://u:p@mail.example.com:587' },
      from: 'Loja <a@b.com>',
      unreadable: false,
    });
  });

  it('the card’s server, login and sender', () => {
    expect(
      effectiveConfig(
        env(),
        box,
        rows({ ...card, fromName: 'Brazil Prime', fromAddress: 'p@b.com' }, 'senha'),
      ).email,
    ).toEqual({
      server: {
        kind: 'fields',
        host: 'smtp.gmail.com',
        port: 465,
        security: 'tls',
        user: 'loja@gmail.com',
        password: 'senha',
      },
      from: '"Brazil Prime" <p@b.com>',
      unreadable: false,
    });
  });

  it('a password under another key: no server, and it says why', () => {
    expect(effectiveConfig(env(), box, rows(card, 'senha', other)).email).toMatchObject({
      server: null,
      unreadable: true,
    });
  });

  it('the environment alone, for transportsFromEnv', () => {
    expect(envOnlyConfig(env()).email).toEqual({ server: null, from: undefined, unreadable: false });
  });
});
