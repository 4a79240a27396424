// @vitest-environment jsdom
import { act, useState } from 'react';
import { MemoryRouter } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { button, mount } from '@/testing/dom';
import type { PictureUploader } from '@/web/components/pictures/api/upload-picture';
import { PictureUploaderContext } from '@/web/components/pictures/hooks/use-picture-uploads';
import { BannerSlide } from '@/web/features/catalogue/components/banner-slide';
import { i18n, initI18n } from '@/web/lib/i18n';
import '../i18n';
import { BannerPictureSection } from './banner-picture-section';

// A wide photograph (16:9): the hero's 9:7 frame crops its sides.
const WIDE = '/media/pictures/aaaaaaaaaaaaaaaa-1600.webp';
const uploader: PictureUploader = async () => ({
  picture: { id: 'aaaaaaaaaaaaaaaa', url: WIDE, width: 1600, height: 900 },
});

function Harness() {
  const [url, setUrl] = useState<string | null>(null);
  return (
    <PictureUploaderContext.Provider value={uploader}>
      <BannerPictureSection label="Imagem" value={url} onChange={setUrl} />
    </PictureUploaderContext.Provider>
  );
}

let view: ReturnType<typeof mount> | undefined;
beforeAll(() => initI18n('pt-BR'));
afterEach(() => view?.unmount());
afterAll(() => i18n.changeLanguage('pt-BR'));

async function pick() {
  const input = document.querySelector<HTMLInputElement>('[data-testid="picture-input"]')!;
  const file = new File([new Uint8Array(100)], 'picanha.jpg', { type: 'image/jpeg' });
  Object.defineProperty(input, 'files', { value: [file], configurable: true });
  await act(async () => {
    input.dispatchEvent(new Event('change', { bubbles: true }));
  });
  await act(async () => new Promise((done) => setTimeout(done, 0)));
}

describe('the banner picture says its size and shows the crop the hero uses (issue 39)', () => {
  it.each([
    [
      'pt-BR',
      'Escolher foto',
      'Tamanho recomendado: 1440 × 1120 px (proporção 9:7)',
      'Assim o banner mostra a foto',
    ],
    ['en', 'Choose a picture', 'Recommended size: 1440 × 1120 px (9:7)', 'How the banner shows the picture'],
  ])('in %s', async (language, choose, size, caption) => {
    await i18n.changeLanguage(language);
    view = mount(<Harness />);
    // The size is read with the upload button.
    const hint = document.getElementById(button(choose).getAttribute('aria-describedby')!);
    expect(hint?.textContent).toContain(size);
    expect(document.querySelector('img')).toBeNull();
    await pick();
    const preview = document.querySelector('figure img')!;
    expect(preview.getAttribute('src')).toBe('/media/pictures/aaaaaaaaaaaaaaaa-800.webp');
    expect(preview.className).toContain('aspect-[9/7]');
    expect(preview.className).toContain('object-cover');
    expect([preview.getAttribute('width'), preview.getAttribute('height')]).toEqual(['720', '560']);
    expect(document.querySelector('figcaption')?.textContent).toContain(caption);
  });

  it('the hero draws an upload in the same frame and fit, as it draws the seeded 720 × 560 drawings', () => {
    view = mount(
      <MemoryRouter>
        <BannerSlide
          banner={{
            titlePt: 'Picanha',
            titleEn: null,
            subtitlePt: null,
            subtitleEn: null,
            buttonTextPt: null,
            buttonTextEn: null,
            linkUrl: null,
            imageUrl: WIDE,
          }}
          language="pt-BR"
        />
      </MemoryRouter>,
    );
    const hero = document.querySelector('img')!;
    expect(hero.className).toContain('aspect-[9/7]');
    expect(hero.className).toContain('object-cover');
  });
});
