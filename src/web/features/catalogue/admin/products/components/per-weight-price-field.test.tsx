// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { mount, type } from '@/testing/dom';
import { Form } from '@/web/components/ui/form';
import { i18n, initI18n } from '@/web/lib/i18n';
import { settingsKeys } from '@/web/lib/settings';
import type { EditorValues } from '../lib/editor-values';
import { PerWeightPriceField } from './per-weight-price-field';
import '../i18n';

/**
 * Decisions 084 and 123: in an imperial shop the editor's "Preço por lb" shows the stored per-kg
 * price per lb and saves a typed per-lb price as its per-kg cents; typed back as shown, the stored
 * price stays to the cent.
 */
let values: () => EditorValues;
function Harness({ perKg }: { perKg: number }) {
  const form = useForm<EditorValues>({
    defaultValues: { variations: [{ pricePerKgCents: perKg }] } as unknown as EditorValues,
  });
  values = () => form.getValues();
  return (
    <Form form={form} onSubmit={() => {}}>
      <PerWeightPriceField index={0} />
    </Form>
  );
}

let view: ReturnType<typeof mount> | undefined;
beforeAll(async () => {
  await initI18n('pt-BR');
  await i18n.changeLanguage('pt-BR');
});
afterEach(() => {
  view?.unmount();
  view = undefined;
});

function draw(units: 'metric' | 'imperial', perKg = 11990) {
  const queries = new QueryClient({ defaultOptions: { queries: { enabled: false } } });
  queries.setQueryData(settingsKeys.public(), { currency: 'USD', units, weighingTolerancePct: 10 } as never);
  view = mount(
    <QueryClientProvider client={queries}>
      <Harness perKg={perKg} />
    </QueryClientProvider>,
  );
  const label = [...view.container.querySelectorAll('label')].find((l) =>
    /Preço por (lb|kg)/.test(l.textContent ?? ''),
  );
  return { label: label?.textContent ?? '', input: view.container.querySelector('input')! };
}
const perKg = () => values().variations[0]!.pricePerKgCents;

describe("the editor's price per weight", () => {
  it('imperial: "Preço por lb" shows 54,39 for 119,90/kg and saves the right per-kg cents', async () => {
    const { label, input } = draw('imperial');
    expect(label).toContain('Preço por lb');
    expect(input.value).toBe('54,39');
    await type(input, '60,00');
    expect(perKg()).toBe(13228);
    // Typed back as it was shown: the stored 119,90 (not 119,91, the half-up of 54,39) stays.
    await type(input, '54,39');
    expect(perKg()).toBe(11990);
  });

  it('metric: "Preço por kg" as stored', async () => {
    const { label, input } = draw('metric');
    expect(label).toContain('Preço por kg');
    expect(input.value).toBe('119,90');
    await type(input, '60,00');
    expect(perKg()).toBe(6000);
  });
});
