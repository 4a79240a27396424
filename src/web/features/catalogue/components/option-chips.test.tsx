// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { mount } from '@/testing/dom';
import { i18n, initI18n } from '@/web/lib/i18n';
import { SizeList } from './option-chips';

const SIZES = ['37', '38', '39', '40', '41', '42', '43', '44'];

beforeAll(() => initI18n('pt-BR'));

let unmount: (() => void) | undefined;
afterEach(() => unmount?.());

describe('SizeList', () => {
  it('lists each BR size with its US men’s size on the product page', async () => {
    await i18n.changeLanguage('pt-BR');
    ({ unmount } = mount(<SizeList sizes={SIZES} />));
    const chips = [...document.querySelectorAll('li')].map((li) => li.textContent);
    expect(chips).toContain('40 BR · 8 US');
    expect(chips).toContain('38 BR · 6,5 US');
    expect(chips).toHaveLength(8);
  });

  it('says the range in one line on a card, in the visitor’s language', async () => {
    await i18n.changeLanguage('en');
    ({ unmount } = mount(<SizeList sizes={SIZES.slice(1)} compact />));
    expect(document.body.textContent).toBe('Sizes: 38–44 BR · 6.5–11 US');
    await i18n.changeLanguage('pt-BR');
  });

  it('keeps sizes the table does not know as they are', async () => {
    ({ unmount } = mount(<SizeList sizes={['P', 'M']} compact />));
    expect(document.body.textContent).toBe('Tamanhos: P, M');
  });
});
