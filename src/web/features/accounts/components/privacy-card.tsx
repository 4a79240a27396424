import { Download, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/web/components/ui/button';
import { ConfirmDialog } from '@/web/components/ui/confirm-dialog';
import { FormAlert } from '@/web/components/ui/form-alert';
import { Skeleton } from '@/web/components/ui/skeleton';
import { notify } from '@/web/lib/toast';
import { useServerMessages } from '@/web/lib/validation-messages';
import { exportMyData, useMyPrivacyRequest, useRequestDeletion } from '../api/privacy';
import '../privacy-i18n';

const formatDay = (day: string, language: string) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString(language, { dateStyle: 'long', timeZone: 'UTC' });

/** Saves `data` as a pretty-printed JSON file through a temporary link. */
function saveJson(data: unknown, fileName: string) {
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * The profile's privacy card (issue 16, decision 047): download my data (a JSON file) and, for a
 * customer, ask for the account to be deleted, after a confirmation; an open request shows its
 * due date instead of the button.
 */
export function PrivacyCard({ mayAskDeletion }: { mayAskDeletion: boolean }) {
  const { t, i18n } = useTranslation(['privacy', 'common']);
  const server = useServerMessages();
  const request = useMyPrivacyRequest(mayAskDeletion);
  const ask = useRequestDeletion();
  const [asking, setAsking] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const download = async () => {
    setDownloading(true);
    setError(null);
    try {
      const data = await exportMyData();
      saveJson(data, t('fileName', { date: data.exportedAt.slice(0, 10) }));
      notify('success', t('downloaded'));
    } catch (failure) {
      setError(server.error(failure, t('downloadError')));
    } finally {
      setDownloading(false);
    }
  };

  const confirm = async () => {
    setError(null);
    try {
      await ask.mutateAsync();
      notify('success', t('requested'));
    } catch (failure) {
      setError(server.error(failure, t('requestError')));
    } finally {
      setAsking(false);
    }
  };

  const open = request.data?.request;
  return (
    <div className="space-y-4">
      {error && <FormAlert>{error}</FormAlert>}
      <Button variant="secondary" className="w-full" onClick={() => void download()} disabled={downloading}>
        <Download aria-hidden="true" />
        {downloading ? t('downloading') : t('download')}
      </Button>
      {mayAskDeletion &&
        (request.isPending ? (
          <Skeleton className="h-11 w-full rounded-full" />
        ) : open ? (
          <p role="status" className="rounded-2xl bg-cream px-4 py-3 text-sm text-ink">
            {t('open', { date: formatDay(open.dueDate, i18n.language) })}
          </p>
        ) : (
          <>
            <Button variant="ghost" className="w-full text-red-800" onClick={() => setAsking(true)}>
              <Trash2 aria-hidden="true" />
              {t('delete')}
            </Button>
            <ConfirmDialog
              open={asking}
              onOpenChange={setAsking}
              title={t('confirmTitle')}
              description={t('confirmBody')}
              confirmLabel={t('confirmYes')}
              cancelLabel={t('common:cancel')}
              busy={ask.isPending}
              onConfirm={() => void confirm()}
            />
          </>
        ))}
    </div>
  );
}
