// @vitest-environment jsdom
import axe from 'axe-core';
import { act, useState } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { button, click, mount } from '@/testing/dom';
import { ApiError } from '@/web/lib/api-error';
import { initI18n } from '@/web/lib/i18n';
import type { PictureUploader } from '../api/upload-picture';
import { PictureUploaderContext } from '../hooks/use-picture-uploads';
import { PictureField } from './picture-field';

const A = '/media/pictures/aaaaaaaaaaaaaaaa-1600.webp';
const B = '/media/pictures/bbbbbbbbbbbbbbbb-1600.webp';

let answer: () => Promise<Awaited<ReturnType<PictureUploader>>>;
const uploader: PictureUploader = () => answer();
const uploaded = (url: string) => async () => ({
  picture: { id: url.slice(16, 32), url, width: 1600, height: 900 },
});

let changes: (string | null)[] = [];
function Harness({ initial }: { initial: string | null }) {
  const [url, setUrl] = useState(initial);
  return (
    <PictureUploaderContext.Provider value={uploader}>
      <PictureField
        label="Imagem do banner"
        value={url}
        onChange={(next) => {
          changes.push(next);
          setUrl(next);
        }}
      />
    </PictureUploaderContext.Provider>
  );
}

beforeAll(() => {
  initI18n('pt-BR');
});
let unmount: () => void = () => {};
afterEach(() => {
  unmount();
  changes = [];
});

const pick = async (file: File) => {
  const input = document.querySelector<HTMLInputElement>('[data-testid="picture-input"]')!;
  expect(input.multiple).toBe(false);
  Object.defineProperty(input, 'files', { value: [file], configurable: true });
  await act(async () => {
    input.dispatchEvent(new Event('change', { bubbles: true }));
  });
  await act(async () => new Promise((done) => setTimeout(done, 0)));
};
const jpeg = (name: string) => new File([new Uint8Array(100)], name, { type: 'image/jpeg' });

describe('PictureField', () => {
  it('uploads a picture, shows its 800 WebP, replaces and removes it; axe finds nothing', async () => {
    ({ unmount } = mount(<Harness initial={null} />));
    answer = uploaded(A);
    await pick(jpeg('banner.jpg'));
    expect(changes).toEqual([A]);
    expect(document.querySelector('img')!.getAttribute('src')).toBe(
      '/media/pictures/aaaaaaaaaaaaaaaa-800.webp',
    );
    const results = await axe.run(document.body, {
      rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
    });
    expect(results.violations.map((v) => v.id)).toEqual([]);

    answer = uploaded(B);
    expect(button('Trocar foto')).toBeTruthy();
    await pick(jpeg('outro.jpg'));
    expect(changes).toEqual([A, B]);

    await click(button('Remover a foto'));
    expect(changes).toEqual([A, B, null]);
    expect(document.querySelector('img')).toBeNull();
    expect(document.activeElement).toBe(button('Escolher foto'));
  });

  it('keeps the current picture when a replacement is refused, and says why', async () => {
    ({ unmount } = mount(<Harness initial={A} />));
    answer = () =>
      Promise.reject(
        new ApiError(422, { code: 'validation_failed', key: 'media.tooManyPixels', message: 'pixels' }),
      );
    await pick(jpeg('enorme.jpg'));
    expect(changes).toEqual([]);
    expect(document.querySelector('img')!.getAttribute('src')).toContain('aaaaaaaaaaaaaaaa-800.webp');
    expect(document.querySelector('[role="alert"]')!.textContent).toContain('A foto tem pixels demais');
  });
});
