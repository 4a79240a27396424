// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Category } from '@/shared/catalogue/types';
import { i18n, initI18n } from '@/web/lib/i18n';
import { CategoryTiles } from './category-tiles';

beforeAll(async () => {
  initI18n('pt-BR');
  await i18n.changeLanguage('pt-BR');
});

const category = (imageUrl: string | null): Category => ({
  id: 'c1',
  slug: 'bovinos',
  name: 'Bovinos',
  nameEn: 'Beef',
  description: null,
  descriptionEn: null,
  imageUrl,
  displayOrder: 0,
});

const draw = (imageUrl: string | null) =>
  renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <CategoryTiles categories={[category(imageUrl)]} />
      </MemoryRouter>
    </QueryClientProvider>,
  );

const ID = '0123456789abcdef';
const SIZES = 'sizes="(min-width: 1280px) 400px, (min-width: 640px) 33vw, 50vw"';

describe("a category tile's picture (decision 066)", () => {
  it('is the uploaded picture in every stored width, AVIF and WebP, sized for the grid', () => {
    const html = draw(`/media/pictures/${ID}-1600.webp`);
    expect(html).toContain('<picture');
    expect(html).toContain(
      `<source type="image/avif" srcSet="/media/pictures/${ID}-400.avif 400w, /media/pictures/${ID}-800.avif 800w, /media/pictures/${ID}-1600.avif 1600w" ${SIZES}/>`,
    );
    expect(html).toContain(`<source type="image/webp" srcSet="/media/pictures/${ID}-400.webp 400w`);
    expect(html).toMatch(new RegExp(`<img src="/media/pictures/${ID}-1600.webp"[^>]*loading="lazy"`));
  });

  it('falls back to the drawing when the category has none', () => {
    const html = draw(null);
    expect(html).not.toContain('<picture');
    expect(html).toMatch(/<img src="\/images\/products\/placeholder-800\.webp" srcSet="[^"]+-400\.webp 400w/);
  });

  it('shows an address saved before uploads as it is', () => {
    const html = draw('https://cdn.example.com/bovinos.jpg');
    expect(html).toMatch(/<img src="https:\/\/cdn\.example\.com\/bovinos\.jpg"/);
  });
});
