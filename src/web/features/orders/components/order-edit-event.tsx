import { useTranslation } from 'react-i18next';
import { describeCuts } from '@/shared/catalogue/cut-labels';
import { summaryExtraText } from '@/shared/catalogue/extra-basis-words';
import type { Language } from '@/shared/i18n/language';
import type { EditSummaryEntry } from '@/shared/orders/edit';
import type { OrderEventView } from '@/shared/orders/types';
import { useMoney } from '@/web/lib/money';
import { useShopUnits } from '@/web/lib/settings';
import '../i18n';

/**
 * An order fixed by the shop in the timeline (decision 085), on the desk and in "Meus Pedidos":
 * each change, a substitution's reason, the total before and after.
 */
export function OrderEditEvent({ event }: { event: OrderEventView }) {
  const { t, i18n } = useTranslation('orders');
  const money = useMoney();
  const units = useShopUnits();
  const d = event.kind === 'edit' ? event.edit : null;
  if (!d) return null;
  const line = (c: EditSummaryEntry) =>
    c.type === 'substitute'
      ? t('edit.substitute', { from: c.from, to: c.to, quantity: c.quantity })
      : c.type === 'quantity' || c.type === 'variation'
        ? t(`edit.${c.type}`, { name: c.name, from: c.from, to: c.to })
        : t(`edit.${c.type}`, { name: c.name, quantity: c.quantity });
  // A new or substituted line's cut options and extras (decision 100).
  const addOns = (c: EditSummaryEntry) => {
    if (c.type !== 'add' && c.type !== 'substitute') return '';
    const parts = [
      describeCuts(c.cuts, (i18n.language || 'pt-BR') as Language, units),
      ...(c.extras ?? []).map((x) =>
        summaryExtraText(x, (i18n.language || 'pt-BR').startsWith('en') ? 'en' : 'pt-BR'),
      ),
    ].filter(Boolean);
    return parts.length ? ` — ${parts.join(' · ')}` : '';
  };
  return (
    <div className="mt-1 text-sm text-ink-soft" data-testid="edit-event">
      <p className="font-medium text-ink">
        {t('edit.event', { before: money(d.before.totalCents), after: money(d.after.totalCents) })}
      </p>
      <ul>
        {d.changes.map((c, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the changes of one event never move.
          <li key={i}>
            {line(c)}
            {addOns(c)}
          </li>
        ))}
      </ul>
      {d.coupon === 'belowMinimum' && d.before.discountCents > 0 && (
        <p className="text-brand-dark">{t('edit.couponDropped')}</p>
      )}
    </div>
  );
}
