import { type DefaultOptions, QueryClient, QueryClientProvider, type QueryKey } from '@tanstack/react-query';
import type * as React from 'react';
import { act } from 'react';
import type { PublicSettings } from '@/shared/settings/public-settings';
import { i18n, initI18n } from '@/web/lib/i18n';
import { settingsKeys } from '@/web/lib/settings';
import { mount } from './dom';

// Importing the harness starts i18n in Portuguese (what each test file's beforeAll did), so a test
// may switch the language before its first render.
if (!i18n.isInitialized) initI18n('pt-BR');

/** A shop in pounds and one in kilograms, as the units tests set them (decisions 084, 123). */
export const IMPERIAL_SHOP = { currency: 'USD', units: 'imperial', weighingTolerancePct: 10 } as const;
export const METRIC_SHOP = { currency: 'BRL', units: 'metric', weighingTolerancePct: 10 } as const;

export type WithSettings = {
  /** The shop's public settings (currency, units, …) as the layout caches them; none when omitted. */
  settings?: Partial<PublicSettings>;
  /** The language to draw in, switched to first; the one in use when omitted. */
  language?: string;
  /** The query client's defaults for queries: `{ enabled: false }` keeps every other query off the network. */
  queries?: DefaultOptions['queries'];
  /** More cached answers, by query key. */
  cached?: [QueryKey, unknown][];
};

/**
 * The jsdom harness of a component that reads the shop's settings: the language switched to, a
 * fresh query client holding the settings, then `mount` from ./dom. Answers its container and
 * unmount, and the query client.
 */
export async function renderWithSettings(
  ui: React.ReactNode,
  { settings, language, queries, cached = [] }: WithSettings = {},
) {
  if (language) await act(() => i18n.changeLanguage(language));
  const client = new QueryClient(queries ? { defaultOptions: { queries } } : undefined);
  if (settings) client.setQueryData(settingsKeys.public(), settings as never);
  for (const [key, data] of cached) client.setQueryData(key, data);
  return { ...mount(<QueryClientProvider client={client}>{ui}</QueryClientProvider>), client };
}

export type RenderedWithSettings = Awaited<ReturnType<typeof renderWithSettings>>;
