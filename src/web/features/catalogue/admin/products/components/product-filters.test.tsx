// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { staffProductQuery } from '@/shared/catalogue/product-schemas';
import { click, mount } from '@/testing/dom';
import { i18n, initI18n } from '@/web/lib/i18n';
import '../i18n';
import { ProductFilters } from './product-filters';

let view: ReturnType<typeof mount> | undefined;
beforeAll(() => initI18n('pt-BR'));
afterEach(() => view?.unmount());
afterAll(() => i18n.changeLanguage('pt-BR'));

const CATEGORY = { id: '6f1c1e0e-3b0a-4c55-9a43-0d6f3f8c2b11', name: 'Bovinos' };

function show(query: Record<string, string>) {
  view = mount(
    <ProductFilters query={staffProductQuery.parse(query)} categories={[CATEGORY]} onChange={() => {}} />,
  );
  const toggle = view.container.querySelector<HTMLButtonElement>('button[aria-controls]')!;
  const choices = document.getElementById(toggle.getAttribute('aria-controls')!)!;
  return { toggle, choices };
}

/** Below 768 px the choices fold behind "Filtros"; from md up they lay out as before (issue 39). */
describe('the admin product filters fold on a phone', () => {
  it.each([
    ['pt-BR', {}, 'Filtros', null],
    ['pt-BR', { category: CATEGORY.id, stock: 'low' }, 'Filtros2', 'Filtros, 2 ativos'],
    ['en', { featured: 'true' }, 'Filters1', 'Filters, 1 on'],
  ])('in %s with %j: the toggle says %s', async (language, query, text, name) => {
    await i18n.changeLanguage(language);
    const { toggle, choices } = show(query);
    expect(toggle.textContent).toBe(text);
    expect(toggle.getAttribute('aria-label')).toBe(name);
    // Only the phone sees the toggle; from md the choices' box steps aside (display: contents).
    expect(toggle.className).toContain('md:hidden');
    expect(choices.className).toContain('md:contents');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(choices.classList.contains('hidden')).toBe(true);
    // Folded, the choices still go with the search.
    expect(choices.querySelectorAll('select')).toHaveLength(4);
    await click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(choices.classList.contains('hidden')).toBe(false);
    await click(toggle);
    expect(choices.classList.contains('hidden')).toBe(true);
  });
});
