import { Info } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Cart } from '@/shared/cart/types';
import { useLineText } from './use-line-text';
import '../i18n';

/** After sign-in merged carts: which lines were lowered to the stock left (shown once by the server). */
export function CartNotice({ notice }: { notice: NonNullable<Cart['notice']> }) {
  const { t } = useTranslation('cart');
  const text = useLineText();
  return (
    <div role="status" className="flex gap-3 rounded-2xl bg-parchment px-4 py-3 text-ink ring-1 ring-line">
      <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-ember" />
      <div>
        <p className="font-semibold">{t('notice.title')}</p>
        <p className="text-sm text-ink-soft">{t('notice.body')}</p>
        <ul className="mt-1 list-disc pl-5 text-sm text-ink-soft">
          {notice.capped.map((line) => (
            <li key={`${line.productId}:${line.variationId}`}>
              {t('notice.line', {
                name: [text.name(line), line.variationName].filter(Boolean).join(' · '),
                wanted: line.wanted,
                kept: line.kept,
              })}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
