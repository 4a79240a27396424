import { createContext, useContext, useEffect, useRef, useState } from 'react';
import { PICTURE_UPLOAD_TYPES } from '@/shared/media/pictures';
import { pictureUpload } from '@/shared/media/schemas';
import type { MessageKey } from '@/shared/messages';
import { type PictureUploader, uploadPicture } from '../api/upload-picture';

/** The uploader the fields use: the real one, replaced only by component tests. */
export const PictureUploaderContext = createContext<PictureUploader>(uploadPicture);

/** One file on its way: waiting its turn, being sent (with how much), or refused (why). */
export type PendingUpload = {
  key: number;
  name: string;
  status: 'queued' | 'uploading' | 'failed';
  progress: number;
  /** The refusal: a message key, the error the call threw (both shown through useServerMessages), or a text of the field's own. */
  failure?: { key: MessageKey } | { error: unknown } | { text: string };
};

/** A refusal known before sending: empty, over 10 MB, or a type the browser already names wrongly. */
export function precheck(file: File): MessageKey | null {
  const parsed = pictureUpload.safeParse({ file });
  if (!parsed.success) return (parsed.error.issues[0]?.message as MessageKey) ?? 'media.fileMissing';
  // An empty type is unknown to the browser: the server reads the bytes and decides.
  if (file.type && !(PICTURE_UPLOAD_TYPES as readonly string[]).includes(file.type))
    return 'media.typeRefused';
  return null;
}

let nextKey = 1;

/**
 * Uploads files one after the other, in the order they were picked (so they land in that order,
 * and a 2-core server is not handed ten photos at once). Each success calls `onUploaded(url, name)`;
 * failures stay listed, with their reason, until dismissed.
 */
export function usePictureUploads(onUploaded: (url: string, name: string) => void) {
  const upload = useContext(PictureUploaderContext);
  const [pending, setPending] = useState<PendingUpload[]>([]);
  const queue = useRef<{ key: number; file: File }[]>([]);
  const busy = useRef(false);
  const mounted = useRef(true);
  const latest = useRef(onUploaded);
  latest.current = onUploaded;
  useEffect(
    () => () => {
      mounted.current = false;
    },
    [],
  );

  const patch = (key: number, change: Partial<PendingUpload>) =>
    mounted.current && setPending((list) => list.map((p) => (p.key === key ? { ...p, ...change } : p)));

  async function drain() {
    if (busy.current) return;
    busy.current = true;
    while (queue.current.length > 0 && mounted.current) {
      const { key, file } = queue.current.shift()!;
      patch(key, { status: 'uploading', progress: 0 });
      try {
        const { picture } = await upload(file, (progress) => patch(key, { progress }));
        if (!mounted.current) break;
        setPending((list) => list.filter((p) => p.key !== key));
        latest.current(picture.url, file.name);
      } catch (error) {
        patch(key, { status: 'failed', failure: { error } });
      }
    }
    busy.current = false;
  }

  return {
    pending,
    /** How many are still to arrive (queued or being sent). */
    inFlight: pending.filter((p) => p.status !== 'failed').length,
    /** Queues files; those refused before sending are listed as failed at once. */
    add(files: File[], refuse?: (index: number) => string | null) {
      const added: PendingUpload[] = [];
      files.forEach((file, index) => {
        const key = nextKey++;
        const own = refuse?.(index);
        const refusal = own ? null : precheck(file);
        if (own) {
          added.push({ key, name: file.name, status: 'failed', progress: 0, failure: { text: own } });
        } else if (refusal) {
          added.push({ key, name: file.name, status: 'failed', progress: 0, failure: { key: refusal } });
        } else {
          added.push({ key, name: file.name, status: 'queued', progress: 0 });
          queue.current.push({ key, file });
        }
      });
      setPending((list) => [...list, ...added]);
      void drain();
    },
    dismiss(key: number) {
      setPending((list) => list.filter((p) => p.key !== key));
    },
  };
}
