import { Mail, MessageCircle, Smartphone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { MessageKey, MessageParams } from '@/shared/messages';
import type { DeskChannel, DeskState } from '@/shared/messaging/desk';
import { Badge, type BadgeProps } from '@/web/components/ui/badge';
import { localiseServerMessage } from '@/web/lib/validation-messages';

const TONE: Record<DeskState, BadgeProps['tone']> = {
  queued: 'gold',
  sending: 'gold',
  sent: 'leaf',
  failed: 'danger',
  blocked: 'ember',
  not_configured: 'ember',
};

/** A message's state as a pill: the word carries it, the colour helps. */
export function StateBadge({ state }: { state: DeskState }) {
  const { t } = useTranslation('messageDesk');
  return (
    <Badge tone={TONE[state]} data-state={state} className="whitespace-nowrap">
      {t(`states.${state}`)}
    </Badge>
  );
}

/** The channel as an icon and its name. */
export function ChannelLabel({ channel }: { channel: DeskChannel }) {
  const { t } = useTranslation('messageDesk');
  const Icon = channel === 'whatsapp' ? MessageCircle : channel === 'sms' ? Smartphone : Mail;
  return (
    <span className="inline-flex items-center gap-1.5 text-ink-soft">
      <Icon
        aria-hidden="true"
        className={channel === 'whatsapp' ? 'size-4 text-whatsapp' : 'size-4 text-brand'}
      />
      {t(`channels.${channel}`)}
    </span>
  );
}

/** A stored reason: its Portuguese text and, on rows written since decision 076, its key. */
export type StoredReason = {
  lastError: string | null;
  lastErrorKey: MessageKey | null;
  lastErrorParams: MessageParams | null;
};

/**
 * Why a message did not go out, in `language`: rendered from its key and parameters, or the stored
 * text as it is on older rows that have only the text.
 */
export function reasonText(reason: StoredReason, language: string): string | null {
  if (!reason.lastErrorKey) return reason.lastError;
  return (
    localiseServerMessage(reason.lastErrorKey, language, undefined, reason.lastErrorParams ?? undefined) ??
    reason.lastError
  );
}

/** reasonText in the panel's language. */
export function useReasonText() {
  const { i18n } = useTranslation();
  return (reason: StoredReason) => reasonText(reason, i18n.language);
}
