import { useTranslation } from 'react-i18next';
import type { BulkItemState } from '@/shared/coupons/sending-schema';
import { INTERNATIONAL_BLOCKED_MESSAGE } from '@/shared/phones/rules';
import { Badge } from '@/web/components/ui/badge';

/**
 * A customer's send error as stored (SPEC §8.6 texts, the provider's own words): the blocked
 * international advice in the interface language, anything else as the provider or §8.6 put it.
 */
export function useSendErrorText() {
  const { t } = useTranslation('coupons');
  return (error: string | null | undefined) =>
    error === INTERNATIONAL_BLOCKED_MESSAGE ? t('sendErrors.internationalBlocked') : (error ?? '');
}

const TONES = {
  pending: 'neutral',
  sending: 'gold',
  success: 'leaf',
  error: 'danger',
  cancelled: 'neutral',
} as const satisfies Record<BulkItemState, string>;

/** A customer's place in a bulk send: queued, sending, sent, error or cancelled. */
export function ItemStateBadge({ state }: { state: BulkItemState }) {
  const { t } = useTranslation('coupons');
  return (
    <Badge tone={TONES[state]} data-item-state={state}>
      {t(`job.itemState.${state}`)}
    </Badge>
  );
}

/**
 * Opens the WhatsApp chat with the prepared text in a new window (SPEC §6 force flag). The window
 * is opened before the request answers (a browser allows a window only during the click), then
 * pointed at the first link; the page lists every link in case it was blocked.
 */
export function openChatWindow(): { go: (link: string | undefined) => void } {
  const win = window.open('', '_blank');
  if (win) win.opener = null;
  return {
    go(link) {
      if (!win) return;
      if (link) win.location.href = link;
      else win.close();
    },
  };
}
