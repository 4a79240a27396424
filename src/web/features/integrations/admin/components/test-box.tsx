import { CheckCircle2, Loader2, Send, XCircle } from 'lucide-react';
import type * as React from 'react';
import { useTranslation } from 'react-i18next';
import type { TestResult } from '@/shared/integrations/cards';
import { Button } from '@/web/components/ui/button';
import { useServerMessages } from '@/web/lib/validation-messages';

/** How long the server waits for a provider (TEST_TIMEOUT_MS): the screen says so while it waits. */
export const TEST_WAIT_SECONDS = 10;

/**
 * "Enviar … de teste": the destination field the caller draws, the button, and the result in words
 * (sent, or why not: authentication refused, host not found, timed out after N s). Closed with a
 * reason while the card is not set up or has unsaved changes: a test uses what is saved.
 */
export function TestBox({
  legend,
  button,
  blocked,
  pending,
  result,
  onSend,
  children,
}: {
  legend: string;
  button: string;
  /** Why the test cannot run now, or null. */
  blocked: string | null;
  pending: boolean;
  result: TestResult | null;
  onSend: () => void;
  children: React.ReactNode;
}) {
  const { t } = useTranslation('integrations');
  const server = useServerMessages();
  const reason =
    result && !result.ok
      ? (server.message(result.reason.key, undefined, result.reason.params) ?? result.reason.message)
      : null;
  return (
    <form
      noValidate
      aria-label={legend}
      onSubmit={(event) => {
        event.preventDefault();
        if (!blocked && !pending) onSend();
      }}
      className="mt-6 rounded-2xl bg-parchment/60 p-4 ring-1 ring-line/60 sm:p-5"
    >
      <h3 className="text-sm font-semibold tracking-wide text-ink uppercase">{t('test.title')}</h3>
      {blocked ? (
        <p className="mt-2 text-sm text-ink-soft">{blocked}</p>
      ) : (
        <div className="mt-3 flex flex-col gap-3 md:flex-row md:items-end">
          <div className="min-w-0 flex-1">{children}</div>
          <Button type="submit" variant="secondary" disabled={pending} className="shrink-0">
            {pending ? (
              <Loader2 aria-hidden="true" className="animate-spin motion-reduce:animate-none" />
            ) : (
              <Send aria-hidden="true" />
            )}
            {button}
          </Button>
        </div>
      )}
      <div aria-live="polite" className="text-sm">
        {pending && <p className="mt-3 text-ink-soft">{t('test.sending', { seconds: TEST_WAIT_SECONDS })}</p>}
        {!pending && result?.ok && (
          <p className="mt-3 flex items-start gap-2 text-leaf" data-test-result="ok">
            <CheckCircle2 aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {t('test.sent')}
          </p>
        )}
        {!pending && reason && (
          <p className="mt-3 flex items-start gap-2 break-words text-red-800" data-test-result="failed">
            <XCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {t('test.failed', { reason })}
          </p>
        )}
      </div>
    </form>
  );
}
