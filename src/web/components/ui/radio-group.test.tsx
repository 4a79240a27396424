// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { click, mount } from '@/testing/dom';
import { RadioCard, RadioGroup } from './radio-group';

let view: ReturnType<typeof mount> | undefined;
afterEach(() => view?.unmount());

const render = (error?: string) =>
  mount(
    <RadioGroup legend="Dia" error={error}>
      <RadioCard name="date" value="2026-11-27" look="chip" inputClassName="sr-only">
        sex., 27 nov.
      </RadioCard>
      <RadioCard name="date" value="2026-11-28" look="chip" inputClassName="sr-only">
        sáb., 28 nov.
      </RadioCard>
    </RadioGroup>,
  );

const radios = () => [...document.querySelectorAll<HTMLInputElement>('input[type="radio"]')];

describe('RadioGroup', () => {
  it('asks its question in a legend; each choice is named by its card', () => {
    view = render();
    expect(document.querySelector('fieldset > legend')?.textContent).toBe('Dia');
    expect(radios().map((r) => r.closest('label')?.textContent)).toEqual(['sex., 27 nov.', 'sáb., 28 nov.']);
  });

  it('clicking a card chooses its radio (one at a time)', async () => {
    view = render();
    await click(radios()[1]?.closest('label') as HTMLElement);
    expect(radios().map((r) => r.checked)).toEqual([false, true]);
    await click(radios()[0]?.closest('label') as HTMLElement);
    expect(radios().map((r) => r.checked)).toEqual([true, false]);
  });

  it('its error is what the group is described by', () => {
    view = render('Escolha a data e o horário.');
    const group = document.querySelector('fieldset');
    const describedBy = group?.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe('Escolha a data e o horário.');
  });
});
