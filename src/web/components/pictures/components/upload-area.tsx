import { ImagePlus } from 'lucide-react';
import { type DragEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PICTURE_UPLOAD_TYPES } from '@/shared/media/pictures';
import { Button } from '@/web/components/ui/button';
import { cn } from '@/web/lib/cn';

/** Whether a drag carries files from outside (not a picture being reordered inside the field). */
export const carriesFiles = (event: DragEvent) => [...event.dataTransfer.types].includes('Files');

/**
 * Where files come in: a button that opens the system picker (the keyboard and touch way) and a
 * zone that takes files dropped on it. The file input itself is hidden; the button is the control.
 */
export function UploadArea({
  multiple,
  disabled = false,
  onFiles,
  buttonLabel,
  describedBy,
  buttonRef,
}: {
  multiple: boolean;
  disabled?: boolean;
  onFiles: (files: File[]) => void;
  buttonLabel: string;
  describedBy?: string;
  buttonRef?: React.Ref<HTMLButtonElement>;
}) {
  const { t } = useTranslation('media');
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);

  const onDrag = (event: DragEvent) => {
    if (!carriesFiles(event)) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = disabled ? 'none' : 'copy';
    setOver(true);
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a drop target for the mouse; the button inside is the keyboard's way
    <div
      onDragEnter={onDrag}
      onDragOver={onDrag}
      onDragLeave={() => setOver(false)}
      onDrop={(event) => {
        if (!carriesFiles(event)) return;
        event.preventDefault();
        setOver(false);
        const files = [...event.dataTransfer.files];
        if (!disabled && files.length > 0) onFiles(multiple ? files : files.slice(0, 1));
      }}
      data-testid="upload-area"
      className={cn(
        'flex flex-col items-center justify-center gap-2 rounded-2xl border-2 border-dashed border-line bg-parchment/40 px-4 py-5 text-center transition-colors',
        over && !disabled && 'border-brand bg-parchment',
      )}
    >
      <ImagePlus aria-hidden="true" className="size-6 text-muted" />
      <Button
        ref={buttonRef}
        variant="secondary"
        size="sm"
        disabled={disabled}
        aria-describedby={describedBy}
        onClick={() => input.current?.click()}
      >
        {buttonLabel}
      </Button>
      <p className="text-xs text-muted">
        {t('dropHere')} · {t('hint')}
      </p>
      <input
        ref={input}
        type="file"
        hidden
        multiple={multiple}
        accept={PICTURE_UPLOAD_TYPES.join(',')}
        data-testid="picture-input"
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          event.target.value = '';
          if (files.length > 0) onFiles(files);
        }}
      />
    </div>
  );
}
