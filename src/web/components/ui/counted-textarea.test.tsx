// @vitest-environment jsdom
import { act, useState } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { TEXT_LIMITS, textMax } from '@/shared/text-limits';
import { button, click, mount, type } from '@/testing/dom';
import { i18n, initI18n } from '@/web/lib/i18n';
import { Button } from './button';
import { CountedTextarea } from './counted-textarea';
import { Form, FormField, useZodForm } from './form';

const LIMIT = TEXT_LIMITS.orderNote;
const schema = z.object({
  notes: z
    .string()
    .trim()
    .max(...textMax('orderNote')),
});
let resetForm: (() => void) | undefined;

function NoteForm({ start = '' }: { start?: string }) {
  const form = useZodForm(schema, { defaultValues: { notes: start } });
  resetForm = () => form.reset({ notes: '' });
  return (
    <Form form={form} onSubmit={() => undefined}>
      <FormField control={form.control} name="notes" label="Observações" hint="Para a cozinha.">
        {(field) => <CountedTextarea limit={LIMIT} {...field} />}
      </FormField>
      <Button type="submit">Salvar</Button>
    </Form>
  );
}

function Controlled() {
  const [value, setValue] = useState('');
  return <CountedTextarea limit={140} value={value} onChange={(e) => setValue(e.target.value)} />;
}

const area = () => document.querySelector('textarea') as HTMLTextAreaElement;
const counter = () => document.querySelector('[data-testid="text-count"]') as HTMLElement;
const live = () => document.querySelector('[aria-live="polite"]') as HTMLElement;
const describedBy = () => (area().getAttribute('aria-describedby') ?? '').split(' ');
const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)));

let view: ReturnType<typeof mount> | undefined;
beforeAll(() => {
  initI18n('pt-BR');
});
afterEach(async () => {
  view?.unmount();
  await act(async () => {
    await i18n.changeLanguage('pt-BR');
  });
});

describe('CountedTextarea', () => {
  it('shows the count of a registered field and takes the limit as its maxLength', async () => {
    view = mount(<NoteForm start="Sem gordura" />);
    await settle();
    expect(area().maxLength).toBe(LIMIT);
    expect(counter().textContent).toBe(`11/${LIMIT}`);
    expect(counter().getAttribute('aria-hidden')).toBe('true');
    expect(counter().className).toContain('text-muted');
    // Far from the limit: nothing said to screen readers, the field points at its hint only.
    expect(live().textContent).toBe('');
    expect(describedBy()).not.toContain(live().id);
  });

  it('near the limit turns to the warning colour and is announced politely', async () => {
    view = mount(<NoteForm />);
    await type(area(), 'x'.repeat(899));
    expect(counter().textContent).toBe('899/1000');
    expect(live().textContent).toBe('');
    await type(area(), 'x'.repeat(900));
    expect(counter().textContent).toBe('900/1000');
    expect(counter().className).toContain('text-ember-dark');
    expect(live().textContent).toBe('Restam 100 caracteres de 1000.');
    expect(describedBy()).toContain(live().id);
    await type(area(), 'x'.repeat(999));
    expect(live().textContent).toBe('Resta 1 caractere de 1000.');
    await type(area(), 'x'.repeat(1000));
    expect(live().textContent).toBe('Limite de 1000 caracteres atingido.');
  });

  it('writes the numbers in English the English way', async () => {
    view = mount(<NoteForm />);
    await act(async () => {
      await i18n.changeLanguage('en');
    });
    await type(area(), 'x'.repeat(958));
    expect(counter().textContent).toBe('958/1,000');
    expect(live().textContent).toBe('42 characters left of 1,000.');
  });

  it('counts again after the form is reset', async () => {
    view = mount(<NoteForm />);
    await type(area(), 'Bifes de 2 cm');
    expect(counter().textContent).toBe('13/1000');
    await act(async () => resetForm?.());
    await settle();
    expect(area().value).toBe('');
    expect(counter().textContent).toBe('0/1000');
  });

  it('counts a controlled value', async () => {
    view = mount(<Controlled />);
    expect(counter().textContent).toBe('0/140');
    await type(area(), 'y'.repeat(130));
    expect(counter().textContent).toBe('130/140');
    expect(live().textContent).toBe('Restam 10 caracteres de 140.');
  });

  it('a text past the limit (pasted by a script, not typed) is refused with the limit named', async () => {
    view = mount(<NoteForm />);
    await type(area(), 'x'.repeat(LIMIT + 1));
    await click(button('Salvar'));
    await settle();
    expect(area().getAttribute('aria-invalid')).toBe('true');
    expect(document.body.textContent).toContain('A observação pode ter até 1000 caracteres.');
    expect(area().value).toHaveLength(LIMIT + 1);
    await act(async () => {
      await i18n.changeLanguage('en');
    });
    expect(document.body.textContent).toContain('The note can be up to 1,000 characters.');
  });
});
