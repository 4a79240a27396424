import type { LucideIcon } from 'lucide-react';
import type * as React from 'react';
import { useTranslation } from 'react-i18next';
import type { IntegrationCard, IntegrationState } from '@/shared/integrations/cards';
import { Badge, type BadgeProps } from '@/web/components/ui/badge';
import { formatWhen } from '@/web/lib/format-when';
import { useServerMessages } from '@/web/lib/validation-messages';
import { RemoveIntegration } from './remove-integration';

const TONE: Record<IntegrationState, BadgeProps['tone']> = {
  not_set_up: 'neutral',
  untested: 'gold',
  working: 'leaf',
  failing: 'danger',
  reenter: 'ember',
};

/** The card's state in words: what is missing, since when it fails and why, or its last success. */
function StateLine({ card, fieldLabel }: { card: IntegrationCard; fieldLabel: (field: string) => string }) {
  const { t, i18n } = useTranslation('integrations');
  const server = useServerMessages();
  const when = (iso: string) => formatWhen(iso, i18n.language);
  const { state, health } = card;
  if (state === 'reenter') return <p>{t('state.reenter')}</p>;
  if (state === 'not_set_up')
    return <p>{t('state.missing', { fields: card.missing.map(fieldLabel).join(', ') })}</p>;
  if (state === 'untested') return <p>{t('state.untested')}</p>;
  if (state === 'failing') {
    const error = health.lastError
      ? (server.message(health.lastError.key, undefined, health.lastError.params) ?? health.lastError.message)
      : null;
    return (
      <div className="space-y-1">
        {health.failingSince && (
          <p className="font-semibold">{t('state.failingSince', { when: when(health.failingSince) })}</p>
        )}
        {error && <p className="break-words">{t('state.lastError', { error })}</p>}
      </div>
    );
  }
  return (
    <p>
      {health.lastSuccessAt
        ? t('state.lastSuccess', { when: when(health.lastSuccessAt) })
        : t('state.noSendYet')}
    </p>
  );
}

/**
 * One integration's card: its name and state, what it is used for, its state in words, then the
 * form and the test box the caller draws.
 */
export function CardFrame({
  card,
  icon: Icon,
  iconClass,
  title,
  usedFor,
  fieldLabel,
  stateLine,
  warn = false,
  children,
}: {
  card: IntegrationCard;
  icon: LucideIcon;
  iconClass: string;
  title: string;
  usedFor: string;
  fieldLabel: (field: string) => string;
  /** A card with no provider says its state its own way (the public address, decision 121). */
  stateLine?: React.ReactNode;
  /** The state line as a warning whatever the state (links only this machine opens). */
  warn?: boolean;
  children: React.ReactNode;
}) {
  const { t } = useTranslation('integrations');
  const headingId = `integration-${card.id}`;
  const tone =
    card.state === 'failing'
      ? 'bg-red-50 text-red-900'
      : warn
        ? 'bg-ember/10 text-ember-dark'
        : card.state === 'reenter'
          ? 'bg-ember/10 text-ember-dark'
          : 'bg-parchment text-ink-soft';
  return (
    <section
      aria-labelledby={headingId}
      data-integration={card.id}
      data-state={card.state}
      className="min-w-0 rounded-3xl bg-white p-5 shadow-card ring-1 ring-line/60 sm:p-7"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 items-center gap-3">
          <span className="grid size-11 shrink-0 place-items-center rounded-2xl bg-parchment">
            <Icon aria-hidden="true" className={`size-5 ${iconClass}`} />
          </span>
          <h2 id={headingId} className="font-display text-2xl text-ink">
            {title}
          </h2>
        </div>
        <Badge tone={TONE[card.state]} data-state-badge>
          {t(`states.${card.state}`)}
        </Badge>
      </div>
      <p className="mt-3 text-sm text-ink-soft">
        <span className="font-semibold text-ink">{t('usedFor')}: </span>
        {usedFor}
      </p>
      <div role="status" className={`mt-4 rounded-2xl px-4 py-3 text-sm ${tone}`} data-state-line>
        {stateLine ?? <StateLine card={card} fieldLabel={fieldLabel} />}
      </div>
      <div className="mt-6">{children}</div>
      <RemoveIntegration card={card} title={title} />
    </section>
  );
}
