// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { FulfilmentSettings } from '@/shared/delivery/settings';
import { amountToCents } from '@/shared/money';
import { button, click, mount, type } from '@/testing/dom';
import { i18n, initI18n } from '@/web/lib/i18n';
import '@/web/lib/validation-messages';
import '../i18n';
import { FulfilmentForm } from './fulfilment-form';

const zone = (id: string, zips: string[], feeCents: number) => ({
  id,
  name: id,
  zips,
  prefixes: [],
  feeCents,
  minimumOrderCents: 5000,
});

const settings: FulfilmentSettings = {
  timeZone: 'America/New_York',
  pickup: {
    enabled: true,
    address: '1 Main St',
    hours: 'Ter–Sáb',
    hoursEn: 'Tue–Sat',
    schedule: { weekdays: [2, 3], windows: [{ id: 'p', start: '10:00', end: '13:00', capacity: 5 }] },
  },
  delivery: {
    enabled: true,
    zones: [zone('a', ['30060'], 799), zone('b', ['30080'], 1299)],
    schedule: { weekdays: [2, 4], windows: [{ id: 'morning', start: '09:00', end: '12:00', capacity: 8 }] },
  },
  cutoffTime: '18:00',
  leadTimeHours: 12,
  horizonDays: 14,
  closedDates: [],
};

let view: ReturnType<typeof mount> | undefined;
afterEach(() => view?.unmount());
beforeAll(async () => {
  initI18n('pt-BR');
  await i18n.changeLanguage('pt-BR');
});

const inputs = (label: string) =>
  // This test's form only: a worker's files share one document (`isolate: false`).
  [...(view?.container.querySelectorAll('label') ?? [])]
    .filter((l) => l.textContent?.trim() === label)
    .map((l) => document.getElementById(l.htmlFor) as HTMLInputElement);

async function render(readOnly = false) {
  view = mount(
    <QueryClientProvider client={new QueryClient()}>
      <FulfilmentForm
        storeId="s"
        fulfilment={{ settings, updatedAt: '2026-11-25T10:00:00.000Z' }}
        bookedAhead={{ 'delivery|morning': 2 }}
        readOnly={readOnly}
      />
    </QueryClientProvider>,
  );
  await act(async () => {});
}

const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 30)));

describe('the fulfilment form', () => {
  it('shows money in reais and names zone 2’s bad ZIP and a bad fee on their own fields, keeping what was typed', async () => {
    await render();
    const fees = inputs('Taxa (R$)');
    expect(fees.map((f) => f.value)).toEqual(['7,99', '12,99']);
    const zips = inputs('ZIPs');
    await type(zips[1]!, '30080, 3008');
    await type(fees[0]!, 'sete');
    await click(button('Salvar'));
    await settle();
    const zone2 = zips[1]!.closest('li')!;
    expect(zone2.textContent).toContain('ZIP inválido: use 5 dígitos.');
    expect(zips[0]!.closest('li')!.textContent).toContain('Informe um valor, por exemplo 7,99.');
    expect(zips[1]!.value).toBe('30080, 3008');
    expect(fees[0]!.value).toBe('sete');
    expect(amountToCents('12,99')).toBe(1299);
  });

  it('shows the places booked ahead on a window', async () => {
    await render();
    expect(document.body.textContent).toContain('2 pedidos marcados adiante');
  });

  it('read-only (a manager): controls disabled, no save, no add or remove', async () => {
    await render(true);
    // Disabled through the form's fieldset (what the browser and assistive technology honour).
    expect(inputs('Taxa (R$)').map((f) => f.closest('fieldset[disabled]') !== null)).toEqual([true, true]);
    expect(() => button('Salvar')).toThrow();
    expect(() => button('Adicionar janela')).toThrow();
  });
});
