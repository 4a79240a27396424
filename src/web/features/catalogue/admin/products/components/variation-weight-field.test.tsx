// @vitest-environment jsdom
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it } from 'vitest';
import { type } from '@/testing/dom';
import { type RenderedWithSettings, renderWithSettings } from '@/testing/render-with-settings';
import { Form } from '@/web/components/ui/form';
import type { EditorValues } from '../lib/editor-values';
import { VariationWeightField } from './variation-weight-field';
import '../i18n';

/**
 * Decision 123: in an imperial shop the editor's variation weight is typed in lb and stored in kg
 * (whole grams); a weight shown in lb and typed back is the same kg.
 */
let values: () => EditorValues;
function Harness({ kg }: { kg: number | null }) {
  const form = useForm<EditorValues>({
    defaultValues: { variations: [{ weightKg: kg }] } as unknown as EditorValues,
  });
  values = () => form.getValues();
  return (
    <Form form={form} onSubmit={() => {}}>
      <VariationWeightField index={0} />
    </Form>
  );
}

let view: RenderedWithSettings | undefined;
afterEach(() => {
  view?.unmount();
  view = undefined;
});

async function draw(units: 'metric' | 'imperial', kg: number | null, language = 'pt-BR') {
  view = await renderWithSettings(<Harness kg={kg} />, {
    settings: { currency: 'USD', units, weighingTolerancePct: 10 },
    language,
    queries: { enabled: false },
  });
  return {
    label: view.container.querySelector('label')?.textContent ?? '',
    input: view.container.querySelector('input')!,
  };
}
const weightKg = () => values().variations[0]!.weightKg;

describe("the editor's variation weight", () => {
  it.each([
    ['pt-BR', 'Peso (lb)', '2,646', '2,2'],
    ['en', 'Weight (lb)', '2.646', '2.2'],
  ])(
    'imperial, %s: "%s" shows 1,2 kg as %s lb and stores a typed %s lb in kg',
    async (language, name, shown, typed) => {
      const { label, input } = await draw('imperial', 1.2, language);
      expect(label).toContain(name);
      expect(input.value).toBe(shown);
      await type(input, typed);
      // 2.2 lb = 997.9 g → 998 g.
      expect(weightKg()).toBe(0.998);
      // Typed back as first shown: the stored 1,2 kg to the gram.
      await type(input, shown);
      expect(weightKg()).toBe(1.2);
    },
  );

  it('imperial: an empty weight stays empty; text the schema refuses reaches it as not a number', async () => {
    const { input } = await draw('imperial', null);
    expect(input.value).toBe('');
    await type(input, 'abc');
    expect(weightKg()).toBeNaN();
  });

  it('metric: "Peso (kg)" as stored', async () => {
    const { label, input } = await draw('metric', 1.2);
    expect(label).toContain('Peso (kg)');
    expect(input.value).toBe('1,2');
    await type(input, '1,5');
    expect(weightKg()).toBe(1.5);
  });
});
