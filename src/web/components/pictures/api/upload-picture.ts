import { call, createApiClient } from '@/web/lib/api-client';
import { xhrFetch } from '../lib/xhr-fetch';

/**
 * Sends one picture (`POST /api/media/staff/pictures`, multipart `file`) through the typed client,
 * reporting how much of it has been sent (0 to 1). Answers `{ picture: { id, url, width, height } }`
 * once the server has stored its WebP versions; a refusal is the usual ApiError.
 */
export function uploadPicture(file: File, onProgress: (fraction: number) => void = () => {}) {
  const api = createApiClient(xhrFetch(onProgress));
  return call(api.media.staff.pictures.$post({ form: { file } }));
}

export type UploadedPicture = Awaited<ReturnType<typeof uploadPicture>>['picture'];
/** What the fields call to send a file (the real upload, or a stand-in in component tests). */
export type PictureUploader = typeof uploadPicture;
