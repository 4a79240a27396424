import type { TestApp } from './test-app';

/** A browser's cookie jar, enough for session cookies: Set-Cookie in, Cookie out. */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  store(response: Response): this {
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a)) || value === '';
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return this;
  }

  header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  get(name: string): string | undefined {
    return this.cookies.get(name);
  }

  delete(name: string): this {
    this.cookies.delete(name);
    return this;
  }

  names(): string[] {
    return [...this.cookies.keys()];
  }

  copy(): CookieJar {
    const jar = new CookieJar();
    for (const [k, v] of this.cookies) jar.cookies.set(k, v);
    return jar;
  }
}

/** The socket a request seems to come from (app.request has none): lets tests act as different clients. */
export const fromAddress = (address: string) => ({ incoming: { socket: { remoteAddress: address } } });

let clientCounter = 0;
/** A fresh client address per call, so the auth limits of one test never reach another. */
export const nextClient = () => fromAddress(`198.51.100.${(clientCounter++ % 250) + 1}`);

export type Call = (
  method: string,
  path: string,
  body?: unknown,
  options?: { jar?: CookieJar; headers?: Record<string, string>; client?: ReturnType<typeof fromAddress> },
) => Promise<Response>;

/** JSON requests through the app, carrying and updating a cookie jar. */
export function caller(t: TestApp): Call {
  return async (method, path, body, options = {}) => {
    const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
    if (body !== undefined) headers['content-type'] = 'application/json';
    const cookie = options.jar?.header();
    if (cookie) headers.cookie = cookie;
    const res = await t.app.request(
      path,
      { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) },
      options.client ?? fromAddress('203.0.113.7'),
    );
    options.jar?.store(res);
    return res;
  };
}

export const validRegistration = (overrides: Record<string, unknown> = {}) => ({
  fullName: 'Maria da Silva',
  country: 'BR',
  phone: '(11) 98765-4321',
  email: `maria.${Math.random().toString(36).slice(2, 8)}@example.com`,
  password: 'picanha2024',
  confirmPassword: 'picanha2024',
  acceptTerms: true,
  ...overrides,
});

/**
 * Sign-up as the web does it (decision 074): the registration answers the same whether or not the
 * address had an account and carries no session, so the web signs in next with the password it
 * just sent. Both calls from the same client and cookie jar.
 */
export async function signUp(
  call: Call,
  input: Record<string, unknown>,
  options: Parameters<Call>[3] = {},
): Promise<{ registered: Response; signedIn: Response }> {
  const registered = await call('POST', '/api/accounts/register', input, options);
  const signedIn = await call(
    'POST',
    '/api/accounts/login',
    { email: input.email, password: input.password },
    options,
  );
  return { registered, signedIn };
}
