import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import type * as React from 'react';
import { I18nextProvider } from 'react-i18next';
import { AuthProvider } from '../lib/session/auth-context';
import { Toaster } from './toaster';

/**
 * Everything a screen reads from context. The browser passes its one query cache and i18next
 * instance; the server passes a fresh cache per request and its instance for the page's language
 * (src/ssr), so both draw the same tree.
 */
export function Providers({
  queryClient,
  i18n,
  children,
}: {
  queryClient: QueryClient;
  i18n: I18n;
  children: React.ReactNode;
}) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <AuthProvider>{children}</AuthProvider>
        <Toaster />
      </QueryClientProvider>
    </I18nextProvider>
  );
}
