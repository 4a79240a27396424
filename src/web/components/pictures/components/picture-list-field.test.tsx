// @vitest-environment jsdom
import axe from 'axe-core';
import { act, useState } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PICTURE_MAX_BYTES } from '@/shared/media/pictures';
import { button, click, mount } from '@/testing/dom';
import { ApiError } from '@/web/lib/api-error';
import { i18n, initI18n } from '@/web/lib/i18n';
import type { PictureUploader } from '../api/upload-picture';
import { PictureUploaderContext } from '../hooks/use-picture-uploads';
import { PictureListField } from './picture-list-field';

const A = '/media/pictures/aaaaaaaaaaaaaaaa-1600.webp';
const B = '/media/pictures/bbbbbbbbbbbbbbbb-1600.webp';
const SEEDED = '/images/products/picanha.svg';

/** Uploads the test answers by hand: each call waits until the test resolves or rejects it. */
type Sent = {
  file: File;
  progress: (fraction: number) => void;
  resolve: (url: string) => void;
  reject: (error: unknown) => void;
};
let sent: Sent[] = [];
const uploader: PictureUploader = (file, onProgress = () => {}) =>
  new Promise((resolve, reject) => {
    sent.push({
      file,
      progress: onProgress,
      resolve: (url) => resolve({ picture: { id: url.slice(16, 32), url, width: 1600, height: 1200 } }),
      reject,
    });
  });

let changes: string[][] = [];
function Harness({ initial, max }: { initial: string[]; max?: number }) {
  const [urls, setUrls] = useState(initial);
  return (
    <PictureUploaderContext.Provider value={uploader}>
      <PictureListField
        label="Fotos do produto"
        value={urls}
        max={max}
        onChange={(next) => {
          changes.push(next);
          setUrls(next);
        }}
      />
    </PictureUploaderContext.Provider>
  );
}

beforeAll(() => {
  initI18n('pt-BR');
});
let unmount: () => void = () => {};
afterEach(async () => {
  unmount();
  sent = [];
  changes = [];
  await act(() => i18n.changeLanguage('pt-BR'));
});

const thumbnails = () => [...document.querySelectorAll<HTMLImageElement>('[data-testid="picture-item"] img')];
const pick = async (files: File[]) => {
  const input = document.querySelector<HTMLInputElement>('[data-testid="picture-input"]')!;
  Object.defineProperty(input, 'files', { value: files, configurable: true });
  await act(async () => {
    input.dispatchEvent(new Event('change', { bubbles: true }));
  });
};
const jpeg = (name: string, size = 1000) => new File([new Uint8Array(size)], name, { type: 'image/jpeg' });
const settle = () => act(async () => new Promise((done) => setTimeout(done, 0)));

describe('PictureListField', () => {
  it('shows the 400 WebP of uploaded pictures (others as they are), the first as main; axe finds nothing', async () => {
    ({ unmount } = mount(<Harness initial={[A, SEEDED]} />));
    expect(thumbnails().map((img) => img.getAttribute('src'))).toEqual([
      '/media/pictures/aaaaaaaaaaaaaaaa-400.webp',
      SEEDED,
    ]);
    expect(document.querySelector('[data-testid="picture-item"]')!.textContent).toContain('Principal');
    // jsdom draws nothing (no contrast to measure); the field always sits inside the panel's <main>.
    const results = await axe.run(document.body, {
      rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
    });
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' ')}`)).toEqual([]);
  });

  it('reorders with the arrow buttons, keeping the focus, and makes a picture the main one', async () => {
    ({ unmount } = mount(<Harness initial={[A, B, SEEDED]} />));
    button('Mover a foto 1 para depois').focus();
    await click(button('Mover a foto 1 para depois'));
    expect(changes.at(-1)).toEqual([B, A, SEEDED]);
    expect(document.activeElement).toBe(button('Mover a foto 2 para depois'));
    await click(button('Mover a foto 2 para depois'));
    expect(changes.at(-1)).toEqual([B, SEEDED, A]);
    // At the end "later" is disabled: the focus moves to "earlier".
    expect(document.activeElement).toBe(button('Mover a foto 3 para antes'));
    await click(button('Tornar a foto 3 principal'));
    expect(changes.at(-1)).toEqual([A, B, SEEDED]);
    expect(document.activeElement).toBe(button('Mover a foto 1 para depois'));
    expect(document.body.textContent).toContain('A foto escolhida agora é a principal.');
  });

  it('removes a picture and puts the focus on the next one (or on the picker when none is left)', async () => {
    ({ unmount } = mount(<Harness initial={[A, B]} />));
    await click(button('Remover a foto 1'));
    expect(changes.at(-1)).toEqual([B]);
    expect(document.activeElement).toBe(button('Remover a foto 1'));
    await click(button('Remover a foto 1'));
    expect(changes.at(-1)).toEqual([]);
    expect(document.activeElement).toBe(button('Escolher fotos'));
  });

  it('uploads several files one after another, in the order picked, with a progress bar for each', async () => {
    ({ unmount } = mount(<Harness initial={[SEEDED]} />));
    await pick([jpeg('um.jpg'), jpeg('dois.jpg')]);
    expect(sent.map((s) => s.file.name)).toEqual(['um.jpg']);
    const bars = () => [...document.querySelectorAll('progress')];
    expect(bars()).toHaveLength(2);
    expect(document.body.textContent).toContain('Na fila');
    await act(async () => sent[0]!.progress(0.5));
    expect(bars()[0]!.value).toBe(0.5);
    expect(document.body.textContent).toContain('Enviando… 50%');
    await act(async () => sent[0]!.progress(1));
    expect(document.body.textContent).toContain('Preparando os tamanhos…');
    await act(async () => sent[0]!.resolve(A));
    await settle();
    expect(changes.at(-1)).toEqual([SEEDED, A]);
    expect(sent.map((s) => s.file.name)).toEqual(['um.jpg', 'dois.jpg']);
    await act(async () => sent[1]!.resolve(B));
    await settle();
    expect(changes.at(-1)).toEqual([SEEDED, A, B]);
    expect(bars()).toHaveLength(0);
  });

  it('takes files dropped on it', async () => {
    ({ unmount } = mount(<Harness initial={[]} />));
    const zone = document.querySelector('[data-testid="upload-area"]')!;
    const drop = new Event('drop', { bubbles: true, cancelable: true });
    Object.assign(drop, { dataTransfer: { types: ['Files'], files: [jpeg('solta.jpg')] } });
    await act(async () => {
      zone.dispatchEvent(drop);
    });
    expect(sent.map((s) => s.file.name)).toEqual(['solta.jpg']);
  });

  it('lists each refusal by file, in the interface language, and keeps the others going', async () => {
    await act(() => i18n.changeLanguage('en'));
    ({ unmount } = mount(<Harness initial={[]} />));
    const big = new File([new Uint8Array(PICTURE_MAX_BYTES + 1)], 'grande.jpg', { type: 'image/jpeg' });
    const gif = new File([new Uint8Array(10)], 'anim.gif', { type: 'image/gif' });
    await pick([big, gif, jpeg('quebrada.jpg')]);
    expect(sent.map((s) => s.file.name)).toEqual(['quebrada.jpg']);
    await act(async () =>
      sent[0]!.reject(
        new ApiError(422, {
          code: 'validation_failed',
          key: 'media.unreadable',
          message: 'Não foi possível ler',
        }),
      ),
    );
    await settle();
    const alerts = [...document.querySelectorAll('[role="alert"]')].map((a) => a.textContent);
    expect(alerts).toEqual([
      'grande.jpg could not be uploaded.The picture is over 10 MB. Upload a smaller one.',
      'anim.gif could not be uploaded.Format not accepted. Upload a JPEG, PNG or WebP picture.',
      'quebrada.jpg could not be uploaded.This image could not be read: the file seems damaged.',
    ]);
    expect(changes).toEqual([]);
    await click(button('Dismiss the notice about anim.gif'));
    expect(document.querySelectorAll('[role="alert"]')).toHaveLength(2);
  });

  it('refuses files past `max` and disables the picker when full', async () => {
    ({ unmount } = mount(<Harness initial={[A]} max={2} />));
    await pick([jpeg('cabe.jpg'), jpeg('sobra.jpg')]);
    expect(sent.map((s) => s.file.name)).toEqual(['cabe.jpg']);
    expect(document.querySelector('[role="alert"]')!.textContent).toContain('Máximo de 2 fotos.');
    expect(button('Escolher fotos').disabled).toBe(true);
    await act(async () => sent[0]!.resolve(B));
    await settle();
    expect(changes.at(-1)).toEqual([A, B]);
    expect(button('Escolher fotos').disabled).toBe(true);
  });
});
