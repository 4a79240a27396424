import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IntegrationCard, TestResult } from '@/shared/integrations/cards';
import { type Call, caller } from '@/testing/accounts';
import {
  OIDC_CLIENT_ID,
  OIDC_CLIENT_SECRET,
  type OidcServer,
  startOidcProvider,
} from '@/testing/oidc-server';
import { body, signIn } from '@/testing/orders';
import { createTestApp, type TestApp } from '@/testing/test-app';
import { checkGoogleSignIn } from './google-sign-in-check';

/**
 * "Testar" on the Google sign-in card (issue 40, decision 102), against a real OpenID provider on
 * 127.0.0.1 (oidc-provider) standing in for Google: discovery, issuer, endpoints, client id.
 */
const SHOP = 'http://127.0.0.1:3000';
let oidc: OidcServer;
let t: TestApp;
let call: Call;

beforeAll(async () => {
  oidc = await startOidcProvider({ shopUrl: SHOP, lifetimeMs: 5 * 60_000 });
  t = await createTestApp({ env: { PUBLIC_URL: SHOP, GOOGLE_SIGN_IN_ISSUER: oidc.issuer } });
  call = caller(t);
});
afterAll(async () => {
  await t?.close();
  await oidc?.close();
});

const test = async (who: 'admin' | null) =>
  call(
    'POST',
    '/api/integrations/staff/google-sign-in/test',
    undefined,
    who ? { jar: (await signIn(t, who)).jar } : {},
  );
const save = (clientId: string) =>
  t.services.integrations.saveGoogleSignIn(
    { userId: 'owner', role: 'super_admin' },
    { clientId, clientSecret: OIDC_CLIENT_SECRET },
  );
const card = async () => {
  const admin = await signIn(t, 'admin');
  const { cards } = await body<{ cards: IntegrationCard[] }>(
    await call('GET', '/api/integrations/staff', undefined, { jar: admin.jar }),
    200,
  );
  return cards.find((c) => c.id === 'google_sign_in')!;
};

describe('the Google sign-in card\'s "Testar"', () => {
  it('is refused to visitors (401) and customers (403), and before the card is set up (409)', async () => {
    expect((await test(null)).status).toBe(401);
    const customer = await signIn(t);
    const res = await call('POST', '/api/integrations/staff/google-sign-in/test', undefined, {
      jar: customer.jar,
    });
    expect(res.status).toBe(403);
    expect((await body<{ error: { key: string } }>(await test('admin'), 409)).error.key).toBe(
      'integrations.notSetUp',
    );
  });

  it('a client id the provider does not know: the reason in words, the card failing', async () => {
    await save('999-someone-else.apps.googleusercontent.com');
    const { result } = await body<{ result: TestResult }>(await test('admin'), 200);
    expect(result).toMatchObject({ ok: false, reason: { key: 'googleSignIn.clientRejected' } });
    expect(result.ok ? '' : result.reason.message).toContain('não reconhece este ID do cliente');
    expect((await card()).state).toBe('failing');
  });

  it('the right client: "Conectado" (discovery read, issuer matches, endpoints there, client known)', async () => {
    await save(OIDC_CLIENT_ID);
    const { result } = await body<{ result: TestResult }>(await test('admin'), 200);
    expect(result).toEqual({
      ok: true,
      message: 'Conectado: o Google respondeu e aceita este ID do cliente.',
    });
    expect((await card()).state).toBe('working');
  });

  it('says why: discovery unreachable, another issuer', async () => {
    const client = { clientId: OIDC_CLIENT_ID, clientSecret: OIDC_CLIENT_SECRET };
    // A closed port on this machine: nothing answers.
    expect(await checkGoogleSignIn({ ...client, issuer: 'http://127.0.0.1:9' }, 3000)).toMatchObject({
      ok: false,
      reason: { key: 'googleSignIn.discoveryUnreachable' },
    });
    // The same provider by another name: its document names 127.0.0.1, not localhost.
    const other = oidc.issuer.replace('127.0.0.1', 'localhost');
    expect(await checkGoogleSignIn({ ...client, issuer: other }, 3000)).toMatchObject({
      ok: false,
      reason: { key: 'googleSignIn.issuerMismatch', params: { detail: oidc.issuer } },
    });
  });
});
