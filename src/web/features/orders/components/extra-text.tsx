import { useTranslation } from 'react-i18next';
import { localized } from '@/shared/catalogue/rules';
import type { Language } from '@/shared/i18n/language';
import type { OrderItemView } from '@/shared/orders/types';
import '../i18n';

/**
 * An order line's extra as the order pages and the packing slip say it (decision 111): "Embalar a
 * vácuo (por peça × 3)", "Tempero da casa (uma vez, qualquer quantidade)"; the cut options' row
 * (no basis) as before, "2× Opções de corte".
 */
export function useExtraText() {
  const { t, i18n } = useTranslation('orders');
  const lang: Language = (i18n.language || 'pt-BR').startsWith('en') ? 'en' : 'pt-BR';
  return (e: OrderItemView['extras'][number]) => {
    const name = localized(e.name, e.nameEn, lang);
    if (!e.basis) return `${e.quantity > 1 ? `${e.quantity}× ` : ''}${name}`;
    return t(`extraBasis.${e.basis}`, { name, count: e.quantity });
  };
}
