// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { button, click, mount, type } from '@/testing/dom';
import { i18n, initI18n } from '@/web/lib/i18n';
import { notify } from '@/web/lib/toast';
import '../i18n';
import { CategoryFormDialog } from './category-form-dialog';

vi.mock('@/web/lib/toast', () => ({ notify: vi.fn() }));

const TAKEN = {
  error: {
    code: 'conflict',
    key: 'category.slugTaken',
    message: 'Já existe uma categoria com este slug.',
    fields: { slug: [{ key: 'category.slugTaken' }] },
  },
};
const FAILED = {
  error: {
    code: 'internal',
    key: 'category.createFailed',
    message: 'Erro ao criar categoria. Tente novamente.',
  },
};

let view: ReturnType<typeof mount> | undefined;
beforeAll(() => initI18n('pt-BR'));
afterEach(() => {
  view?.unmount();
  vi.unstubAllGlobals();
  vi.mocked(notify).mockClear();
});
afterAll(() => i18n.changeLanguage('pt-BR'));

/** Creates "Bovinos" (its slug follows the name) against an API that answers `answer`. */
async function create(status: number, answer: unknown, createLabel: string) {
  vi.stubGlobal('fetch', async () => Response.json(answer, { status }));
  view = mount(
    <QueryClientProvider client={new QueryClient()}>
      <CategoryFormDialog open onOpenChange={() => {}} category={null} nextOrder={3} />
    </QueryClientProvider>,
  );
  await type(document.querySelector<HTMLInputElement>('input[name="name"]')!, 'Bovinos');
  await click(button(createLabel));
  await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  const slug = document.querySelector<HTMLInputElement>('input[name="slug"]')!;
  const describedBy = (slug.getAttribute('aria-describedby') ?? '').split(' ');
  return {
    slugInvalid: slug.getAttribute('aria-invalid'),
    slugSays: describedBy.map((id) => document.getElementById(id)?.textContent ?? '').join(' '),
    toast: vi.mocked(notify).mock.calls.map(([kind, title, options]) => [kind, title, options?.description]),
  };
}

describe('a taken slug says the slug exists, on the field and in the toast (issue 39)', () => {
  it.each([
    ['pt-BR', 'Criar categoria', 'Já existe uma categoria com este slug.', 'Erro'],
    ['en', 'Create category', 'A category with this slug already exists.', 'Error'],
  ])('in %s', async (language, createLabel, text, title) => {
    await i18n.changeLanguage(language);
    const result = await create(409, TAKEN, createLabel);
    expect(result.slugInvalid).toBe('true');
    expect(result.slugSays).toContain(text);
    expect(result.toast).toEqual([['error', title, text]]);
  });

  it('a server failure still says to try again', async () => {
    await i18n.changeLanguage('pt-BR');
    const result = await create(500, FAILED, 'Criar categoria');
    expect(result.slugInvalid).toBeNull();
    expect(result.toast).toEqual([['error', 'Erro', 'Erro ao criar categoria. Tente novamente.']]);
  });
});
