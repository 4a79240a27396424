import { Trash2 } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/web/components/ui/button';
import { cn } from '@/web/lib/cn';
import { usePictureUploads } from '../hooks/use-picture-uploads';
import '../i18n';
import { thumbnailOf } from '../lib/picture-order';
import { PendingUploads } from './pending-uploads';
import { UploadArea } from './upload-area';

export type PictureFieldProps = {
  /** The picture's URL, or null for none. */
  value: string | null;
  onChange(url: string | null): void;
  label: string;
  /** A line after the formats (a banner's recommended size), read with the upload button. */
  hint?: string;
  /**
   * Where the picture is drawn, when it is cropped to a frame (the home hero's): the preview takes
   * that shape and fit, so staff see the crop it will use. A 4:3 thumbnail otherwise.
   */
  frame?: { className: string; width: number; height: number; caption: string };
};

/**
 * One picture (a banner's): upload it by picker or drop, with its progress; replace or remove it.
 * A new upload replaces the picture once it has arrived, so a refusal never loses the current one.
 */
export function PictureField({ value, onChange, label, hint, frame }: PictureFieldProps) {
  const { t } = useTranslation('media');
  const id = useId();
  const [announcement, setAnnouncement] = useState('');
  const chooseRef = useRef<HTMLButtonElement>(null);
  const refocus = useRef(false);
  const uploads = usePictureUploads((url, name) => {
    onChange(url);
    setAnnouncement(t('announce.uploaded', { name }));
  });

  useEffect(() => {
    if (!refocus.current) return;
    refocus.current = false;
    chooseRef.current?.focus();
  });

  return (
    <fieldset className="m-0 min-w-0 border-0 p-0">
      <legend className="p-0 text-sm font-medium text-ink">{label}</legend>
      <p id={`${id}-hint`} className="mt-1 text-sm text-muted">
        {t('hint')}
        {hint && ` ${hint}`}
      </p>
      <div className="mt-3 space-y-3">
        {value && (
          <figure className="flex flex-wrap items-center gap-3 rounded-2xl bg-white p-2.5 shadow-card ring-1 ring-line/60">
            <img
              src={thumbnailOf(value, 800)}
              alt={t('preview')}
              width={frame?.width ?? 800}
              height={frame?.height ?? 600}
              decoding="async"
              className={cn(
                'w-full rounded-xl bg-parchment ring-1 ring-line/60',
                frame ? cn(frame.className, 'sm:w-72') : 'aspect-[4/3] object-cover sm:w-56',
              )}
            />
            {frame && <figcaption className="text-sm text-ink-soft sm:max-w-48">{frame.caption}</figcaption>}
            <Button
              variant="ghost"
              size="sm"
              className="text-brand-dark"
              onClick={() => {
                refocus.current = true;
                onChange(null);
                setAnnouncement(t('announce.removed'));
              }}
            >
              <Trash2 aria-hidden="true" />
              {t('removeOne')}
            </Button>
          </figure>
        )}
        <UploadArea
          multiple={false}
          disabled={uploads.inFlight > 0}
          buttonLabel={value ? t('replace') : t('chooseOne')}
          buttonRef={chooseRef}
          describedBy={`${id}-hint`}
          onFiles={(files) => uploads.add(files.slice(0, 1))}
        />
        <PendingUploads pending={uploads.pending} onDismiss={uploads.dismiss} />
        <p className="sr-only" aria-live="polite">
          {announcement}
        </p>
      </div>
    </fieldset>
  );
}
