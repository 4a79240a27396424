import { CheckCircle2, Download, Loader2, SearchCheck, Star, XCircle } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CARD_FIELDS, type IntegrationCard } from '@/shared/integrations/cards';
import { googleReviewsCardSchema } from '@/shared/integrations/google-schemas';
import { ADMIN_SECTIONS } from '@/shared/permissions/admin-sections';
import { Button } from '@/web/components/ui/button';
import { Form, FormError } from '@/web/components/ui/form';
import { useServerMessages } from '@/web/lib/validation-messages';
import {
  useImportGoogleReviews,
  useSaveGoogleReviews,
  useVerifyGoogleReviews,
} from '../api/google-reviews-api';
import { CardFrame } from './card-frame';
import { SaveBar, useTestBlocked } from './save-bar';
import { SecretSetting, TextSetting } from './setting-fields';
import { cardValues, useCardForm } from './use-card-form';

type GoogleField =
  | (typeof CARD_FIELDS.google_reviews.plain)[number]
  | (typeof CARD_FIELDS.google_reviews.secret)[number];
type Outcome = { ok: boolean; text: string } | null;

/**
 * The Google reviews card (decision 083): the Places API key and the shop's Place ID; "Verificar
 * conexão" names the place with its rating; "Importar avaliações" brings its reviews into the
 * testimonials, unpublished, where staff choose which to show (a daily refresh keeps them current).
 */
export function GoogleReviewsCard({ card }: { card: IntegrationCard<'google_reviews'> }) {
  const { t } = useTranslation('integrations');
  const server = useServerMessages();
  const save = useSaveGoogleReviews();
  const verify = useVerifyGoogleReviews();
  const importer = useImportGoogleReviews();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const label = (field: string) => t(`googleReviews.fields.${field as GoogleField}.label`);
  const { form, submit } = useCardForm(
    googleReviewsCardSchema,
    cardValues(card),
    CARD_FIELDS.google_reviews.secret,
    (values) => save.mutateAsync(values),
  );
  const blocked = useTestBlocked(card, form.formState.isDirty);
  const pending = verify.isPending || importer.isPending;
  const failed = (error: unknown) => setOutcome({ ok: false, text: server.error(error, t('unexpected')) });
  const runVerify = () =>
    verify.mutate(undefined, {
      onSuccess: ({ result }) =>
        setOutcome(
          result.ok
            ? { ok: true, text: result.message }
            : {
                ok: false,
                text:
                  server.message(result.reason.key, undefined, result.reason.params) ?? result.reason.message,
              },
        ),
      onError: failed,
    });
  const runImport = () =>
    importer.mutate(undefined, {
      onSuccess: ({ result: { added, updated, kept } }) =>
        setOutcome({
          ok: true,
          text: server.message('googleReviews.imported', undefined, { added, updated, kept }) ?? '',
        }),
      onError: failed,
    });
  return (
    <CardFrame
      card={card}
      icon={Star}
      iconClass="text-gold"
      title={t('googleReviews.title')}
      usedFor={t('googleReviews.usedFor')}
      fieldLabel={label}
    >
      <Form form={form} onSubmit={submit} className="space-y-6">
        <FormError />
        <div className="grid gap-5 md:grid-cols-2">
          <TextSetting
            name="placeId"
            label={label('placeId')}
            help={t('googleReviews.fields.placeId.help')}
            view={card.plain.placeId}
            maxLength={400}
            placeholder="ChIJ…"
          />
          <SecretSetting
            key={`${card.secret.apiKey.mask}-${card.updatedAt}`}
            name="apiKey"
            label={label('apiKey')}
            view={card.secret.apiKey}
          />
        </div>
        <SaveBar card={card} dirty={form.formState.isDirty} pending={save.isPending} />
      </Form>
      <section
        aria-label={t('googleReviews.actions')}
        className="mt-6 rounded-2xl bg-parchment/60 p-4 ring-1 ring-line/60 sm:p-5"
      >
        <h3 className="text-sm font-semibold tracking-wide text-ink uppercase">
          {t('googleReviews.actions')}
        </h3>
        {blocked ? (
          <p className="mt-2 text-sm text-ink-soft">{blocked}</p>
        ) : (
          <>
            <p className="mt-2 text-sm text-ink-soft">{t('googleReviews.importHelp')}</p>
            <div className="mt-3 flex flex-wrap gap-3">
              <Button variant="secondary" disabled={pending} onClick={runVerify}>
                {verify.isPending ? (
                  <Loader2 aria-hidden="true" className="animate-spin" />
                ) : (
                  <SearchCheck aria-hidden="true" />
                )}
                {t('googleReviews.verify')}
              </Button>
              <Button disabled={pending} onClick={runImport}>
                {importer.isPending ? (
                  <Loader2 aria-hidden="true" className="animate-spin" />
                ) : (
                  <Download aria-hidden="true" />
                )}
                {t('googleReviews.import')}
              </Button>
            </div>
          </>
        )}
        <div aria-live="polite" className="text-sm">
          {pending && <p className="mt-3 text-ink-soft">{t('googleReviews.asking')}</p>}
          {!pending && outcome && (
            <p
              className={`mt-3 flex items-start gap-2 break-words ${outcome.ok ? 'text-leaf' : 'text-red-800'}`}
              data-google-result={outcome.ok ? 'ok' : 'failed'}
            >
              {outcome.ok ? (
                <CheckCircle2 aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              ) : (
                <XCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              )}
              {outcome.text}
            </p>
          )}
          {!pending && outcome?.ok && importer.isSuccess && (
            <Link
              to={ADMIN_SECTIONS.testimonials.path}
              className="mt-2 inline-block font-semibold text-brand-dark underline-offset-4 hover:underline"
            >
              {t('googleReviews.chooseLink')}
            </Link>
          )}
        </div>
      </section>
    </CardFrame>
  );
}
