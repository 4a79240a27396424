import { useTranslation } from 'react-i18next';
import type { IntegrationCard } from '@/shared/integrations/cards';
import { Button } from '@/web/components/ui/button';

/** A card can be saved unless the server's environment sets every one of its fields. */
export function cardEditable(card: IntegrationCard): boolean {
  const views = [...Object.values(card.plain), ...Object.values(card.secret)] as { source: string }[];
  return views.some((view) => view.source !== 'env');
}

/** Why a card's test cannot run now (a test uses what is saved), or null. */
export function useTestBlocked(card: IntegrationCard, dirty: boolean): string | null {
  const { t } = useTranslation('integrations');
  if (card.state === 'not_set_up' || card.state === 'reenter') return t('test.setUpFirst');
  return dirty ? t('test.saveFirst') : null;
}

/** The card's "Salvar", with "unsaved changes" beside it; absent when the environment sets it all. */
export function SaveBar({
  card,
  dirty,
  pending,
}: {
  card: IntegrationCard;
  dirty: boolean;
  pending: boolean;
}) {
  const { t } = useTranslation('integrations');
  if (!cardEditable(card)) return null;
  return (
    <div className="flex flex-wrap items-center justify-end gap-3">
      {dirty && <p className="text-sm text-ink-soft">{t('unsaved')}</p>}
      <Button type="submit" disabled={pending}>
        {pending ? t('saving') : t('save')}
      </Button>
    </div>
  );
}
