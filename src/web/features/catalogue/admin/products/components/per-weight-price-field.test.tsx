// @vitest-environment jsdom
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it } from 'vitest';
import { type } from '@/testing/dom';
import { type RenderedWithSettings, renderWithSettings } from '@/testing/render-with-settings';
import { Form } from '@/web/components/ui/form';
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

let view: RenderedWithSettings | undefined;
afterEach(() => {
  view?.unmount();
  view = undefined;
});

async function draw(units: 'metric' | 'imperial', perKg = 11990) {
  view = await renderWithSettings(<Harness perKg={perKg} />, {
    settings: { currency: 'USD', units, weighingTolerancePct: 10 },
    language: 'pt-BR',
    queries: { enabled: false },
  });
  const label = [...view.container.querySelectorAll('label')].find((l) =>
    /Preço por (lb|kg)/.test(l.textContent ?? ''),
  );
  return { label: label?.textContent ?? '', input: view.container.querySelector('input')! };
}
const perKg = () => values().variations[0]!.pricePerKgCents;

describe("the editor's price per weight", () => {
  it('imperial: "Preço por lb" shows 54,39 for 119,90/kg and saves the right per-kg cents', async () => {
    const { label, input } = await draw('imperial');
    expect(label).toContain('Preço por lb');
    expect(input.value).toBe('54,39');
    await type(input, '60,00');
    expect(perKg()).toBe(13228);
    // Typed back as it was shown: the stored 119,90 (not 119,91, the half-up of 54,39) stays.
    await type(input, '54,39');
    expect(perKg()).toBe(11990);
  });

  it('metric: "Preço por kg" as stored', async () => {
    const { label, input } = await draw('metric');
    expect(label).toContain('Preço por kg');
    expect(input.value).toBe('119,90');
    await type(input, '60,00');
    expect(perKg()).toBe(6000);
  });
});
