// @vitest-environment jsdom
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Testimonial } from '@/shared/catalogue/types';
import { i18n, initI18n } from '@/web/lib/i18n';
import { TestimonialList } from './testimonial-list';

beforeAll(async () => {
  initI18n('pt-BR');
  await i18n.changeLanguage('pt-BR');
});

const review = (id: string, rating: number): Testimonial => ({
  id,
  author: 'Mariana S.',
  text: 'A melhor picanha.',
  rating,
  date: '2025-05-10',
  source: 'Google',
});

describe('review stars (decision 060)', () => {
  it('says the rating in words and draws it as a gold row and an outlined row, five stars in all', () => {
    const html = renderToStaticMarkup(<TestimonialList testimonials={[review('a', 4), review('b', 5)]} />);
    const ratings = [...html.matchAll(/<p class="flex" role="img" aria-label="([^"]+)">(.*?)<\/p>/g)];
    expect(ratings.map((m) => m[1])).toEqual(['4 de 5 estrelas', '5 de 5 estrelas']);
    expect(ratings[0]?.[2]).toBe(
      '<span class="review-stars bg-gold w-18"></span><span class="review-stars review-stars-empty bg-line w-4.5"></span>',
    );
    expect(ratings[1]?.[2]).toContain('bg-gold w-22.5');
    expect(ratings[1]?.[2]).toContain('bg-line w-0');
    // Two elements a rating, not five SVG icons with their paths.
    expect(html).not.toContain('<svg');
  });
});

describe('reviews in their own words (issue 38: her language)', () => {
  const mixed: Testimonial[] = [
    { ...review('pt1', 5), text: 'A melhor picanha.', language: 'pt-BR' },
    { ...review('en1', 5), text: 'Best picanha in town.', language: 'en' },
    { ...review('x', 4), text: 'Ótimo.', language: null },
  ];
  const quotes = (html: string) =>
    [...html.matchAll(/<blockquote[^>]*?(?: lang="([^"]+)")?>\s*<p>“([^”]+)”/g)].map((m) => [
      m[2],
      m[1] ?? '',
    ]);

  it('in English: English reviews first; a Portuguese one says so and carries its lang', async () => {
    await i18n.changeLanguage('en');
    const html = renderToStaticMarkup(<TestimonialList testimonials={mixed} />);
    expect(quotes(html)).toEqual([
      ['Best picanha in town.', ''],
      ['Ótimo.', ''],
      ['A melhor picanha.', 'pt-BR'],
    ]);
    expect(html).toContain('Written in Portuguese');
    expect(html.match(/Written in/g)).toHaveLength(1);
  });

  it('in Portuguese: the English review last, "Escrita em inglês"', async () => {
    await i18n.changeLanguage('pt-BR');
    const html = renderToStaticMarkup(<TestimonialList testimonials={mixed} />);
    expect(quotes(html).map(([text]) => text)).toEqual([
      'A melhor picanha.',
      'Ótimo.',
      'Best picanha in town.',
    ]);
    expect(html).toContain('Escrita em inglês');
  });
});
