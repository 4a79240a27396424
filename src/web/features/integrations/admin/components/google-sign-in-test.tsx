import { CheckCircle2, Loader2, SearchCheck, XCircle } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { IntegrationCard } from '@/shared/integrations/cards';
import { Button } from '@/web/components/ui/button';
import { useServerMessages } from '@/web/lib/validation-messages';
import { useTestGoogleSignIn } from '../api/google-sign-in-api';
import { useTestBlocked } from './save-bar';

/**
 * The Google sign-in card's "Testar" (decision 102): the provider's discovery, its issuer and
 * endpoints, and whether it knows the saved client id; the answer in the interface's language.
 */
export function GoogleSignInTest({
  card,
  dirty,
}: {
  card: IntegrationCard<'google_sign_in'>;
  dirty: boolean;
}) {
  const { t } = useTranslation('integrations');
  const server = useServerMessages();
  const check = useTestGoogleSignIn();
  const blocked = useTestBlocked(card, dirty);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const run = () =>
    check.mutate(undefined, {
      onSuccess: ({ result }) =>
        setOutcome(
          result.ok
            ? {
                ok: true,
                text: server.message('integrations.googleSignInChecked') ?? result.message,
              }
            : {
                ok: false,
                text:
                  server.message(result.reason.key, undefined, result.reason.params) ?? result.reason.message,
              },
        ),
      onError: (error) => setOutcome({ ok: false, text: server.error(error, t('unexpected')) }),
    });
  return (
    <section
      aria-label={t('googleSignIn.test.title')}
      className="mt-6 rounded-2xl bg-parchment/60 p-4 ring-1 ring-line/60 sm:p-5"
    >
      <h3 className="text-sm font-semibold tracking-wide text-ink uppercase">
        {t('googleSignIn.test.title')}
      </h3>
      {blocked ? (
        <p className="mt-2 text-sm text-ink-soft">{blocked}</p>
      ) : (
        <>
          <p className="mt-2 text-sm text-ink-soft">{t('googleSignIn.test.help')}</p>
          <Button variant="secondary" className="mt-3" disabled={check.isPending} onClick={run}>
            {check.isPending ? (
              <Loader2 aria-hidden="true" className="animate-spin motion-reduce:animate-none" />
            ) : (
              <SearchCheck aria-hidden="true" />
            )}
            {t('googleSignIn.test.button')}
          </Button>
        </>
      )}
      <div aria-live="polite" className="text-sm">
        {check.isPending && <p className="mt-3 text-ink-soft">{t('googleSignIn.test.asking')}</p>}
        {!check.isPending && outcome && (
          <p
            className={`mt-3 flex items-start gap-2 break-words ${outcome.ok ? 'text-leaf' : 'text-red-800'}`}
            data-google-sign-in-result={outcome.ok ? 'ok' : 'failed'}
          >
            {outcome.ok ? (
              <CheckCircle2 aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            ) : (
              <XCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            )}
            <span>{outcome.text}</span>
          </p>
        )}
      </div>
    </section>
  );
}
