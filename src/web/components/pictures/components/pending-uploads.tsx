import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/web/components/ui/button';
import { useServerMessages } from '@/web/lib/validation-messages';
import type { PendingUpload } from '../hooks/use-picture-uploads';

/** Files on their way (waiting, a progress bar while sent, "making the sizes" after) and refusals. */
export function PendingUploads({
  pending,
  onDismiss,
}: {
  pending: PendingUpload[];
  onDismiss: (key: number) => void;
}) {
  const { t } = useTranslation('media');
  const server = useServerMessages();
  if (pending.length === 0) return null;

  const reason = (upload: PendingUpload) => {
    const failure = upload.failure;
    if (!failure) return t('uploadFailed');
    if ('text' in failure) return failure.text;
    if ('key' in failure) return server.message(failure.key) ?? t('uploadFailed');
    return server.error(failure.error, t('uploadFailed'));
  };

  return (
    <ul aria-label={t('pendingLabel')} className="space-y-2">
      {pending.map((upload) => (
        <li
          key={upload.key}
          data-testid="pending-upload"
          className="rounded-xl bg-white px-3 py-2.5 text-sm shadow-card ring-1 ring-line/70"
        >
          {upload.status === 'failed' ? (
            <div className="flex items-start gap-2">
              <p role="alert" className="min-w-0 flex-1 text-red-800">
                <span className="block truncate font-medium">{t('failed', { name: upload.name })}</span>
                <span className="block">{reason(upload)}</span>
              </p>
              <Button
                variant="ghost"
                size="icon"
                className="-my-1 size-8"
                aria-label={t('dismiss', { name: upload.name })}
                title={t('dismiss', { name: upload.name })}
                onClick={() => onDismiss(upload.key)}
              >
                <X aria-hidden="true" />
              </Button>
            </div>
          ) : (
            <div className="space-y-1.5">
              <div className="flex items-center justify-between gap-3">
                <span className="min-w-0 truncate text-ink">{upload.name}</span>
                <span className="shrink-0 text-xs text-muted">
                  {upload.status === 'queued'
                    ? t('queued')
                    : upload.progress >= 1
                      ? t('processing')
                      : t('sending', { percent: Math.round(upload.progress * 100) })}
                </span>
              </div>
              <progress
                value={upload.status === 'queued' ? 0 : upload.progress}
                max={1}
                aria-label={t('progressLabel', { name: upload.name })}
                className="block h-1.5 w-full overflow-hidden rounded-full bg-parchment [&::-moz-progress-bar]:bg-brand [&::-webkit-progress-bar]:bg-parchment [&::-webkit-progress-value]:bg-brand"
              />
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}
