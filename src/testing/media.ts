import { type CookieJar, nextClient } from './accounts';
import type { TestApp } from './test-app';

export const UPLOAD_PATH = '/api/media/staff/pictures';

/** A multipart picture upload through the app (field `file`), as the admin's pickers send it. */
export function uploadPicture(
  t: Pick<TestApp, 'app'>,
  jar: CookieJar | null,
  bytes: Uint8Array,
  options: { name?: string; type?: string; field?: string } = {},
) {
  const form = new FormData();
  form.append(
    options.field ?? 'file',
    new File([new Uint8Array(bytes)], options.name ?? 'photo.jpg', { type: options.type ?? 'image/jpeg' }),
  );
  const cookie = jar?.header();
  return t.app.request(
    UPLOAD_PATH,
    { method: 'POST', body: form, headers: { accept: 'application/json', ...(cookie ? { cookie } : {}) } },
    nextClient(),
  );
}

/** What a picture folder holds (an empty or missing folder is []). */
export async function storedNames(storage: { list(): AsyncIterable<string> }): Promise<string[]> {
  const names: string[] = [];
  for await (const name of storage.list()) names.push(name);
  return names.sort();
}
