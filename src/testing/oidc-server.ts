import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair } from 'jose';
import Provider from 'oidc-provider';

/**
 * A real OpenID Connect provider on 127.0.0.1 (the `oidc-provider` package, certified), standing in
 * for Google in the tests of "Entrar com Google" (decision 090): discovery, its signing keys,
 * authorization code with PKCE (required), nonce, ID tokens carrying `email`, `email_verified` and
 * `name` as Google's do. Its login and consent pages are the package's development pages: any login
 * name signs in as the account of that `sub`, whose e-mail is in `accounts` (else `<sub>@example.com`).
 * It closes itself after `lifetimeMs`.
 */
import { OIDC_CLIENT_ID, OIDC_CLIENT_SECRET } from './oidc-client';

export { OIDC_CLIENT_ID, OIDC_CLIENT_SECRET };

export type OidcAccount = { email: string; name: string; emailVerified?: boolean };

export async function startOidcProvider(options: {
  /** The shop's address: the redirect URI is <shopUrl>/api/auth/callback/google. */
  shopUrl: string;
  port?: number;
  lifetimeMs?: number;
}) {
  const accounts = new Map<string, OidcAccount>();
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk = { ...(await exportJWK(privateKey)), alg: 'RS256', use: 'sig', kid: 'local-test' };
  const server = createServer();
  server.listen(options.port ?? 0, '127.0.0.1');
  await new Promise((done) => server.once('listening', done));
  const { port } = server.address() as AddressInfo;
  const issuer = `http://127.0.0.1:${port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: OIDC_CLIENT_ID,
        client_secret: OIDC_CLIENT_SECRET,
        redirect_uris: [new URL('/api/auth/callback/google', options.shopUrl).toString()],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    jwks: { keys: [jwk] },
    cookies: { keys: ['local-oidc-cookie-key-for-tests'] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    // Google puts the e-mail in the ID token itself.
    conformIdTokenClaims: false,
    pkce: { required: () => true, methods: ['S256'] },
    features: { devInteractions: { enabled: true } },
    findAccount: async (_ctx: unknown, sub: string) => {
      const account = accounts.get(sub) ?? { email: `${sub}@example.com`, name: sub };
      return {
        accountId: sub,
        claims: async () => ({
          sub,
          email: account.email,
          email_verified: account.emailVerified ?? true,
          name: account.name,
        }),
      };
    },
  });
  server.on('request', provider.callback());
  const close = () =>
    new Promise<void>((done) => {
      clearTimeout(lifetime);
      server.closeAllConnections();
      server.close(() => done());
    });
  const lifetime = setTimeout(() => void close(), options.lifetimeMs ?? 10 * 60_000);
  lifetime.unref();
  return { issuer, accounts, close };
}

export type OidcServer = Awaited<ReturnType<typeof startOidcProvider>>;

/** Cookies of one browser at the provider, kept by name (its interaction and session cookies). */
class Jar {
  private readonly cookies = new Map<string, string>();
  take(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair?.indexOf('=') ?? -1;
      if (pair && at > 0) this.cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
  }
  header = () => [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
}

/**
 * What a person does at the provider's pages: opens the authorization address, signs in as `sub`
 * (the development login form), consents, and is sent back. Answers the shop's callback address
 * the provider redirected to (with `code` and `state`).
 */
export async function signInAtProvider(authorizationUrl: string, sub: string): Promise<string> {
  const jar = new Jar();
  let url = authorizationUrl;
  for (let hop = 0; hop < 12; hop++) {
    const response = await fetch(url, { redirect: 'manual', headers: { cookie: jar.header() } });
    jar.take(response);
    const location = response.headers.get('location');
    if (location) {
      const next = new URL(location, url).toString();
      if (!next.startsWith(new URL(authorizationUrl).origin)) return next;
      url = next;
      continue;
    }
    const page = await response.text();
    // The development pages: a login form (login, password) then a consent form, both POST.
    const action = /<form[^>]*action="([^"]+)"/.exec(page)?.[1];
    if (!action) throw new Error(`the provider answered ${response.status} without a form`);
    const fields = new URLSearchParams();
    for (const [tag] of page.matchAll(/<input[^>]*>/g)) {
      const name = /name="([^"]+)"/.exec(tag)?.[1];
      if (name) fields.set(name, /value="([^"]*)"/.exec(tag)?.[1] ?? '');
    }
    if (fields.has('login')) {
      fields.set('login', sub);
      fields.set('password', 'any');
    }
    const posted = await fetch(new URL(action, url), {
      method: 'POST',
      redirect: 'manual',
      headers: { cookie: jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
      body: fields,
    });
    jar.take(posted);
    const after = posted.headers.get('location');
    if (!after) throw new Error(`the provider's form answered ${posted.status}`);
    url = new URL(after, url).toString();
    if (!url.startsWith(new URL(authorizationUrl).origin)) return url;
  }
  throw new Error('too many redirects at the provider');
}
