import type { Cart } from '@/shared/cart/types';
import { localized } from '@/shared/catalogue/rules';
import { i18n } from '@/web/lib/i18n';
import { notify } from '@/web/lib/toast';
import '../i18n';

const shown = new WeakSet<object>();

/** The merge notice as a toast, wherever the visitor lands after signing in (once per notice). */
export function showCappedToast(notice: NonNullable<Cart['notice']>) {
  if (shown.has(notice)) return;
  shown.add(notice);
  const t = i18n.t.bind(i18n);
  const lines = notice.capped
    .map((line) =>
      t('cart:toast.cappedLine', {
        name: [localized(line.productName, line.productNameEn, i18n.language), line.variationName]
          .filter(Boolean)
          .join(' '),
        wanted: line.wanted,
        kept: line.kept,
      }),
    )
    .join('; ');
  notify('warning', t('cart:toast.capped', { lines }), { duration: 8000 });
}
