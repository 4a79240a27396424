import { z } from 'zod';
import { KEYS } from '../messages';
import { PICTURE_MAX_BYTES } from './pictures';

/**
 * One picture upload (`multipart/form-data`, field `file`), for the server's route and the web's
 * pickers alike: the web refuses an empty or too-large file before sending it, the server again.
 * The type is not checked here: a browser's `File.type` comes from the name, and the server reads
 * the real one from the bytes (modules/media/detect-type.ts).
 */
export const pictureUpload = z.object({
  file: z
    .custom<File>((value) => typeof File !== 'undefined' && value instanceof File, KEYS.media.fileMissing)
    .refine((file) => file.size > 0, KEYS.media.empty)
    .refine((file) => file.size <= PICTURE_MAX_BYTES, KEYS.media.tooLarge),
});
export type PictureUploadInput = z.input<typeof pictureUpload>;
