import { RefreshCw } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '@/web/lib/session/auth-context';
import { sinceText, useLiveDesk } from './live-desk';

/**
 * On an order's page: "Atualizado por Ana agora" when someone else weighed, moved, edited or paid
 * it while the page was open (the order itself is read again by the desk's stream, decision 088).
 * The staff member's own changes say nothing: she just made them.
 */
export function UpdatedBy({ orderId }: { orderId: string }) {
  const { t } = useTranslation('live');
  const { user } = useAuth();
  const live = useLiveDesk({ desk: true });
  const change = live.changes.get(orderId);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!change) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, [change]);
  if (!change || (change.actor && change.actor.id === user?.id)) return null;
  const when = sinceText(change.at, now);
  return (
    <p
      role="status"
      data-updated-by
      className="flex items-center gap-2 rounded-2xl bg-brand-soft px-4 py-3 text-sm font-medium text-brand-dark"
    >
      <RefreshCw aria-hidden="true" className="size-4 shrink-0" />
      {change.actor?.name
        ? t('updatedBy', { name: change.actor.name.split(' ')[0], when })
        : t('updatedBySomeone', { when })}
    </p>
  );
}
