// @vitest-environment jsdom
import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { KEYS, MESSAGES } from '@/shared/messages';
import { button, click, mount, type } from '@/testing/dom';
import { ApiError } from '@/web/lib/api-error';
import { initI18n } from '@/web/lib/i18n';
import { Button } from './button';
import { Form, FormError, FormField, useServerRefusal, useZodForm } from './form';
import { Input } from './input';

const schema = z.object({
  name: z.string().trim().min(2, 'Informe seu nome'),
  email: z.email('Informe um e-mail válido'),
});

/** What the harness's save answers: nothing (success) or this refusal. */
let answer: unknown = null;
let saved: unknown = null;

function Harness() {
  const form = useZodForm(schema, { defaultValues: { name: '', email: '' } });
  const refuse = useServerRefusal(form);
  return (
    <Form
      form={form}
      onSubmit={async (values) => {
        if (answer) refuse(answer, 'Não foi possível salvar.');
        else saved = values;
      }}
    >
      <FormError />
      <FormField control={form.control} name="name" label="Nome">
        {(field) => <Input {...field} />}
      </FormField>
      <FormField control={form.control} name="email" label="E-mail" hint="Para o recibo.">
        {(field) => <Input type="email" {...field} />}
      </FormField>
      <Button type="submit">Salvar</Button>
    </Form>
  );
}

const noteSchema = z.object({ note: z.string().max(3, KEYS.order.noteTooLong) });

function NoteForm() {
  const form = useZodForm(noteSchema, {
    defaultValues: { note: '' },
  });
  return (
    <Form form={form} onSubmit={() => undefined}>
      <FormField control={form.control} name="note" label="Nota">
        {(field) => <Input {...field} />}
      </FormField>
      <Button type="submit">Salvar</Button>
    </Form>
  );
}

const input = (name: string) =>
  document.querySelector<HTMLInputElement>(`input[name="${name}"]`) as HTMLInputElement;
const describedText = (el: HTMLElement) =>
  document.getElementById(el.getAttribute('aria-describedby') ?? '')?.textContent ?? null;
const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)));

let view: ReturnType<typeof mount> | undefined;
beforeAll(() => {
  initI18n('pt-BR');
});
afterEach(() => {
  view?.unmount();
  answer = null;
  saved = null;
});

describe('the Form helper', () => {
  it('labels each control and points it at its hint', () => {
    view = mount(<Harness />);
    const email = input('email');
    expect(document.querySelector(`label[for="${email.id}"]`)?.textContent).toBe('E-mail');
    expect(describedText(email)).toBe('Para o recibo.');
    expect(email.getAttribute('aria-invalid')).toBeNull();
  });

  it('a refused submit marks the fields, says why beside each, focuses the first and keeps what was typed', async () => {
    view = mount(<Harness />);
    await type(input('email'), 'not-an-email');
    await click(button('Salvar'));
    await settle();
    const name = input('name');
    const email = input('email');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(describedText(name)).toBeTruthy();
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(describedText(email)).not.toBe('Para o recibo.');
    expect(document.activeElement).toBe(name);
    expect(email.value).toBe('not-an-email');
    expect(saved).toBeNull();
  });

  it('a server refusal lands on the fields it names, focus on the first; the rest is a form alert', async () => {
    const taken = { key: 'auth.emailTaken', message: MESSAGES.auth.emailTaken } as const;
    answer = new ApiError(409, { code: 'conflict', ...taken, fields: { email: [taken] } });
    view = mount(<Harness />);
    await type(input('name'), 'Ana Souza');
    await type(input('email'), 'ana@example.com');
    await click(button('Salvar'));
    await settle();
    const email = input('email');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(describedText(email)).toBe(MESSAGES.auth.emailTaken);
    expect(document.activeElement).toBe(email);
    // Not a plain validation refusal (409): said at the top as well.
    expect(document.querySelector('[role="alert"]')?.textContent).toBe(MESSAGES.auth.emailTaken);
    expect(input('name').value).toBe('Ana Souza');
  });

  it('a 422 told entirely by its fields has no form alert; a failure without fields has only the alert', async () => {
    answer = new ApiError(422, {
      code: 'validation_failed',
      key: 'common.validation_failed',
      message: MESSAGES.common.validation_failed,
      fields: { name: [{ key: 'account.nameShort', message: MESSAGES.account.nameShort }] },
    });
    view = mount(<Harness />);
    await type(input('name'), 'Ana');
    await type(input('email'), 'ana@example.com');
    await click(button('Salvar'));
    await settle();
    expect(input('name').getAttribute('aria-invalid')).toBe('true');
    expect(document.querySelector('[role="alert"]')).toBeNull();

    answer = new Error('network down');
    await click(button('Salvar'));
    await settle();
    expect(document.querySelector('[role="alert"]')?.textContent).toBe('Não foi possível salvar.');
  });

  it('a valid submit sends the schema’s output', async () => {
    view = mount(<Harness />);
    await type(input('name'), '  Ana Souza ');
    await type(input('email'), 'ana@example.com');
    await click(button('Salvar'));
    await settle();
    expect(saved).toEqual({ name: 'Ana Souza', email: 'ana@example.com' });
  });

  it('a schema message with a bound shows the bound, in the interface language', async () => {
    view = mount(<NoteForm />);
    await type(input('note'), 'longa demais');
    await click(button('Salvar'));
    await settle();
    expect(describedText(input('note'))).toBe('Use no máximo 3 caracteres.');
  });
});
