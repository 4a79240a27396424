import { ArrowLeft, ArrowRight, GripVertical, Star, Trash2 } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { cn } from '@/web/lib/cn';
import { usePictureUploads } from '../hooks/use-picture-uploads';
import '../i18n';
import { moveTo, thumbnailOf } from '../lib/picture-order';
import { PendingUploads } from './pending-uploads';
import { carriesFiles, UploadArea } from './upload-area';

export type PictureListFieldProps = {
  /** Picture URLs in shop order; the first is the main picture. */
  value: string[];
  onChange(urls: string[]): void;
  label: string;
  /** At most this many pictures (none by default). */
  max?: number;
};

/**
 * A product's pictures: upload several (picker or drop), watch each one's progress, choose the main
 * one, reorder by dragging or with the arrow buttons (keyboard, touch, screen readers: focus stays
 * on the button pressed and the new place is announced), remove. Refusals are listed per file in
 * the interface language. Thumbnails are the 400-wide WebP.
 */
export function PictureListField({ value, onChange, label, max }: PictureListFieldProps) {
  const { t } = useTranslation('media');
  const id = useId();
  const [announcement, setAnnouncement] = useState('');
  const [dragging, setDragging] = useState<string | null>(null);
  const [over, setOver] = useState<number | null>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const chooseRef = useRef<HTMLButtonElement>(null);
  /** What gets the focus after a change: a button by its data attribute, or the picker. */
  const focusNext = useRef<{ attribute: 'data-move' | 'data-remove'; value: string } | 'choose' | null>(null);
  // Uploads finish one after another while the parent re-renders: always extend the latest list.
  const latest = useRef(value);
  latest.current = value;

  const change = (urls: string[]) => {
    latest.current = urls;
    onChange(urls);
  };

  const uploads = usePictureUploads((url, name) => {
    if (!latest.current.includes(url)) change([...latest.current, url]);
    setAnnouncement(t('announce.uploaded', { name }));
  });
  const room = max === undefined ? Number.POSITIVE_INFINITY : max - value.length - uploads.inFlight;

  useEffect(() => {
    const wanted = focusNext.current;
    focusNext.current = null;
    if (!wanted) return;
    if (wanted === 'choose') return chooseRef.current?.focus();
    const buttons = listRef.current?.querySelectorAll<HTMLElement>(`[${wanted.attribute}]`) ?? [];
    [...buttons].find((b) => b.getAttribute(wanted.attribute) === wanted.value)?.focus();
  });

  const move = (url: string, to: number, pressed: 'earlier' | 'later') => {
    const next = moveTo(value, url, to);
    const at = next.indexOf(url);
    // The pressed button, or its twin when the picture reached an end of the list.
    const keep = (pressed === 'earlier' && at === 0) || (pressed === 'later' && at === next.length - 1);
    const direction = keep ? (pressed === 'earlier' ? 'later' : 'earlier') : pressed;
    focusNext.current = { attribute: 'data-move', value: `${url}:${direction}` };
    change(next);
    setAnnouncement(t('announce.moved', { position: at + 1, total: next.length }));
  };

  const makeMain = (url: string) => {
    focusNext.current = { attribute: 'data-move', value: `${url}:${value.length > 1 ? 'later' : 'earlier'}` };
    change(moveTo(value, url, 0));
    setAnnouncement(t('announce.madeMain'));
  };

  const remove = (index: number) => {
    const next = value.filter((_, i) => i !== index);
    const neighbour = next[Math.min(index, next.length - 1)];
    focusNext.current = neighbour ? { attribute: 'data-remove', value: neighbour } : 'choose';
    change(next);
    setAnnouncement(t('announce.removed'));
  };

  const drop = (index: number) => {
    const url = dragging;
    setDragging(null);
    setOver(null);
    if (!url || value.indexOf(url) === index) return;
    const next = moveTo(value, url, index);
    change(next);
    setAnnouncement(t('announce.moved', { position: next.indexOf(url) + 1, total: next.length }));
  };

  return (
    <fieldset className="m-0 min-w-0 border-0 p-0">
      <legend className="p-0 text-sm font-medium text-ink">{label}</legend>
      <p id={`${id}-hint`} className="mt-1 text-sm text-muted">
        {t('listHint')}
      </p>
      <div className="mt-3 space-y-3">
        {value.length > 0 && (
          <ol
            ref={listRef}
            aria-label={t('listLabel', { label })}
            className="divide-y divide-line/70 overflow-hidden rounded-2xl bg-white shadow-card ring-1 ring-line/60"
          >
            {value.map((url, index) => {
              const n = index + 1;
              return (
                <li
                  key={url}
                  draggable
                  onDragStart={(event) => {
                    event.dataTransfer.effectAllowed = 'move';
                    event.dataTransfer.setData('text/uri-list', url);
                    setDragging(url);
                  }}
                  onDragOver={(event) => {
                    if (!dragging || carriesFiles(event)) return;
                    event.preventDefault();
                    event.dataTransfer.dropEffect = 'move';
                    setOver(index);
                  }}
                  onDrop={(event) => {
                    if (!dragging) return;
                    event.preventDefault();
                    drop(index);
                  }}
                  onDragEnd={() => {
                    setDragging(null);
                    setOver(null);
                  }}
                  data-testid="picture-item"
                  className={cn(
                    'flex flex-wrap items-center gap-3 p-2.5 sm:flex-nowrap',
                    dragging === url && 'opacity-50',
                    over === index && dragging !== url && 'bg-parchment/70',
                  )}
                >
                  <GripVertical
                    aria-hidden="true"
                    className="hidden size-5 shrink-0 cursor-grab text-muted sm:block"
                  />
                  <img
                    src={thumbnailOf(url)}
                    // The text beside it names the picture ("Foto 2"); the file has no description to give.
                    alt=""
                    width={400}
                    height={300}
                    loading="lazy"
                    decoding="async"
                    className="aspect-[4/3] w-24 shrink-0 rounded-xl bg-parchment object-cover ring-1 ring-line/60"
                  />
                  <span className="flex min-w-0 flex-1 items-center gap-2">
                    <span className="text-sm font-medium text-ink">{t('picture', { n })}</span>
                    {index === 0 && <Badge tone="gold">{t('main')}</Badge>}
                  </span>
                  <span className="flex w-full items-center justify-end gap-0.5 sm:w-auto">
                    {index > 0 && (
                      <Button
                        variant="ghost"
                        size="icon"
                        aria-label={t('makeMain', { n })}
                        title={t('makeMain', { n })}
                        onClick={() => makeMain(url)}
                      >
                        <Star aria-hidden="true" />
                      </Button>
                    )}
                    <Button
                      variant="ghost"
                      size="icon"
                      data-move={`${url}:earlier`}
                      aria-label={t('moveEarlier', { n })}
                      title={t('moveEarlier', { n })}
                      disabled={index === 0}
                      onClick={() => move(url, index - 1, 'earlier')}
                    >
                      <ArrowLeft aria-hidden="true" />
                    </Button>
                    <Button
                      variant="ghost"
                      size="icon"
                      data-move={`${url}:later`}
                      aria-label={t('moveLater', { n })}
                      title={t('moveLater', { n })}
                      disabled={index === value.length - 1}
                      onClick={() => move(url, index + 1, 'later')}
                    >
                      <ArrowRight aria-hidden="true" />
                    </Button>
                    <Button
                      variant="ghost"
                      size="icon"
                      data-remove={url}
                      aria-label={t('remove', { n })}
                      title={t('remove', { n })}
                      className="text-brand-dark"
                      onClick={() => remove(index)}
                    >
                      <Trash2 aria-hidden="true" />
                    </Button>
                  </span>
                </li>
              );
            })}
          </ol>
        )}
        <UploadArea
          multiple
          disabled={room <= 0}
          buttonLabel={t('chooseMany')}
          buttonRef={chooseRef}
          describedBy={`${id}-hint`}
          onFiles={(files) =>
            uploads.add(files, (index) => (index >= room ? t('tooMany', { max: max ?? 0 }) : null))
          }
        />
        <PendingUploads pending={uploads.pending} onDismiss={uploads.dismiss} />
        <p className="sr-only" aria-live="polite">
          {announcement}
        </p>
      </div>
    </fieldset>
  );
}
