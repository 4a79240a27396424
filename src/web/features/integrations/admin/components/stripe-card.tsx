import { CheckCircle2, Copy, CreditCard, Loader2, ShieldCheck, XCircle } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CARD_FIELDS, type IntegrationCard } from '@/shared/integrations/cards';
import {
  type StripeCheckResult,
  type StripeMode,
  stripeCardSchema,
} from '@/shared/integrations/stripe-schemas';
import { PAYMENTS_WEBHOOK_PATH } from '@/shared/payments/paths';
import { STRIPE_WEBHOOK_EVENTS } from '@/shared/payments/webhook-events';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { Form, FormError } from '@/web/components/ui/form';
import { notify } from '@/web/lib/toast';
import { useServerMessages } from '@/web/lib/validation-messages';
import { useCheckStripe, useSaveStripe } from '../api/stripe-api';
import { CardFrame } from './card-frame';
import { SaveBar, useTestBlocked } from './save-bar';
import { SecretSetting, TextSetting } from './setting-fields';
import { cardValues, useCardForm } from './use-card-form';

type StripeField = (typeof CARD_FIELDS.stripe.plain)[number] | (typeof CARD_FIELDS.stripe.secret)[number];

/** Where Stripe sends its events: the shop's own address (paste it into Stripe's dashboard). */
const webhookUrl = () => `${window.location.origin}${PAYMENTS_WEBHOOK_PATH}`;

/**
 * The Stripe card (issues 35/36, decision 082): the secret key, the publishable key and the webhook
 * signing secret (sealed, masked); test or live from the key's prefix; "Verificar conexão" asks
 * Stripe for the account (name, country); the webhook address to copy.
 */
export function StripeCard({ card, mode }: { card: IntegrationCard<'stripe'>; mode: StripeMode | null }) {
  const { t } = useTranslation('integrations');
  const save = useSaveStripe();
  const label = (field: string) => t(`stripe.fields.${field as StripeField}.label`);
  const { form, submit } = useCardForm(
    stripeCardSchema,
    cardValues(card),
    CARD_FIELDS.stripe.secret,
    (values) => save.mutateAsync(values),
  );
  const { plain, secret } = card;
  const blocked = useTestBlocked(card, form.formState.isDirty);
  return (
    <CardFrame
      card={card}
      icon={CreditCard}
      iconClass="text-brand"
      title={t('stripe.title')}
      usedFor={t('stripe.usedFor')}
      fieldLabel={label}
    >
      {mode && (
        <p className="-mt-2 mb-5 flex items-center gap-2 text-sm" data-stripe-mode={mode}>
          <Badge tone={mode === 'live' ? 'leaf' : 'ember'} className="shrink-0 whitespace-nowrap">
            {t(`stripe.mode.${mode}`)}
          </Badge>
          <span className="text-ink-soft">{t(`stripe.modeHelp.${mode}`)}</span>
        </p>
      )}
      <Form form={form} onSubmit={submit} className="space-y-6">
        <FormError />
        <fieldset className="min-w-0">
          <legend className="mb-3 text-sm font-semibold text-ink">{t('stripe.groups.keys')}</legend>
          <div className="grid gap-5 md:grid-cols-2">
            <SecretSetting
              key={`${secret.secretKey.mask}-${card.updatedAt}`}
              name="secretKey"
              label={label('secretKey')}
              view={secret.secretKey}
            />
            <TextSetting
              name="publishableKey"
              label={label('publishableKey')}
              help={t('stripe.fields.publishableKey.help')}
              view={plain.publishableKey}
              maxLength={255}
              placeholder="pk_test_…"
            />
          </div>
        </fieldset>
        <fieldset className="min-w-0">
          <legend className="mb-1 text-sm font-semibold text-ink">{t('stripe.groups.webhook')}</legend>
          <p className="mb-2 text-sm text-ink-soft">{t('stripe.webhookHelp')}</p>
          <WebhookAddress />
          <p className="mt-3 mb-2 text-sm text-ink-soft">{t('stripe.eventsHelp')}</p>
          <ul className="flex flex-wrap gap-1.5" data-webhook-events>
            {STRIPE_WEBHOOK_EVENTS.map((type) => (
              <li key={type}>
                <code className="rounded-lg bg-parchment px-2 py-0.5 text-xs text-ink ring-1 ring-line/60">
                  {type}
                </code>
              </li>
            ))}
          </ul>
          <div className="mt-4 grid gap-5 md:grid-cols-2">
            <SecretSetting
              key={`${secret.webhookSecret.mask}-${card.updatedAt}`}
              name="webhookSecret"
              label={label('webhookSecret')}
              view={secret.webhookSecret}
            />
          </div>
        </fieldset>
        <SaveBar card={card} dirty={form.formState.isDirty} pending={save.isPending} />
      </Form>
      <CheckBox blocked={blocked} />
    </CardFrame>
  );
}

/** The webhook address, with a copy button that says it copied. */
function WebhookAddress() {
  const { t } = useTranslation('integrations');
  const [copied, setCopied] = useState(false);
  const url = webhookUrl();
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
      <code
        className="block min-w-0 flex-1 rounded-xl bg-parchment px-3 py-2 text-sm break-all text-ink ring-1 ring-line/60"
        data-webhook-url
      >
        {url}
      </code>
      <Button
        type="button"
        variant="secondary"
        size="sm"
        className="shrink-0"
        onClick={async () => {
          try {
            await navigator.clipboard.writeText(url);
            setCopied(true);
            setTimeout(() => setCopied(false), 2500);
          } catch {
            notify('error', t('stripe.copyFailed'));
          }
        }}
      >
        {copied ? <CheckCircle2 aria-hidden="true" /> : <Copy aria-hidden="true" />}
        {copied ? t('stripe.copied') : t('stripe.copy')}
      </Button>
    </div>
  );
}

/** "Verificar conexão": the account's name and country, or why not in words (bounded on the server). */
function CheckBox({ blocked }: { blocked: string | null }) {
  const { t } = useTranslation('integrations');
  const server = useServerMessages();
  const check = useCheckStripe();
  const [result, setResult] = useState<StripeCheckResult | null>(null);
  const reason =
    result && !result.ok
      ? (server.message(result.reason.key, undefined, result.reason.params) ?? result.reason.message)
      : null;
  return (
    <div className="mt-6 rounded-2xl bg-parchment/60 p-4 ring-1 ring-line/60 sm:p-5">
      <h3 className="text-sm font-semibold tracking-wide text-ink uppercase">{t('stripe.checkTitle')}</h3>
      {blocked ? (
        <p className="mt-2 text-sm text-ink-soft">{blocked}</p>
      ) : (
        <div className="mt-3 flex flex-col gap-3 md:flex-row md:items-center md:justify-between">
          <p className="text-sm text-ink-soft">{t('stripe.checkHelp')}</p>
          <Button
            type="button"
            variant="secondary"
            disabled={check.isPending}
            className="shrink-0"
            onClick={async () => {
              try {
                setResult((await check.mutateAsync()).result);
              } catch (error) {
                notify('error', server.error(error, t('saveFailed')));
              }
            }}
          >
            {check.isPending ? (
              <Loader2 aria-hidden="true" className="animate-spin motion-reduce:animate-none" />
            ) : (
              <ShieldCheck aria-hidden="true" />
            )}
            {t('stripe.checkButton')}
          </Button>
        </div>
      )}
      <div aria-live="polite" className="text-sm">
        {check.isPending && <p className="mt-3 text-ink-soft">{t('stripe.checking')}</p>}
        {!check.isPending && result?.ok && (
          <p className="mt-3 flex items-start gap-2 text-leaf" data-test-result="ok">
            <CheckCircle2 aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {t('stripe.checked', {
              name: result.account.name ?? '—',
              country: result.account.country ?? '—',
            })}
          </p>
        )}
        {!check.isPending && reason && (
          <p className="mt-3 flex items-start gap-2 break-words text-red-800" data-test-result="failed">
            <XCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {t('test.failed', { reason })}
          </p>
        )}
      </div>
    </div>
  );
}
