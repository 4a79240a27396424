import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { SessionPayload } from '@/shared/accounts/profile';
import { AuthProvider, useAuth } from './auth-context';
import { accountKeys } from './keys';

function Probe() {
  const auth = useAuth();
  return (
    <p>{`${auth.loading ? 'loading' : 'ready'}|${auth.isAuthenticated}|${auth.user?.email ?? '-'}|${auth.permissions.join(',')}`}</p>
  );
}

const render = (session: SessionPayload | null | undefined) => {
  const client = new QueryClient();
  if (session !== undefined) client.setQueryData(accountKeys.session(), { session });
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <AuthProvider>
        <Probe />
      </AuthProvider>
    </QueryClientProvider>,
  );
};

describe('the auth context', () => {
  it('throws when used outside its provider (SPEC §8.2)', () => {
    expect(() => renderToStaticMarkup(<Probe />)).toThrow('useAuth must be used inside <AuthProvider>');
  });

  it('is loading and not authenticated until the session is known', () => {
    expect(render(undefined)).toBe('<p>loading|false|-|</p>');
  });

  it('counts as authenticated once a user exists and loading is over (§4.1)', () => {
    const session: SessionPayload = {
      user: { id: 'u1', email: 'ana@example.com', name: 'Ana', emailVerified: false },
      profile: null,
      permissions: ['view_products', 'view_orders'],
    };
    expect(render(session)).toBe('<p>ready|true|ana@example.com|view_products,view_orders</p>');
    expect(render(null)).toBe('<p>ready|false|-|</p>');
  });
});
