import { Repeat2, Trash2, Undo2 } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_EDIT_QUANTITY } from '@/shared/orders/edit';
import type { OrderItemView } from '@/shared/orders/types';
import { Button } from '@/web/components/ui/button';
import { Input } from '@/web/components/ui/input';
import { Select } from '@/web/components/ui/select';
import { cn } from '@/web/lib/cn';
import { useProductChoices } from '../api/order-edit';
import type { Picked } from './order-edit-picker';
import './order-edit-i18n';

/** What the desk plans for one line of the order before saving. */
export type LineDraft = {
  quantity: number;
  variationId: string | null;
  removed: boolean;
  substitute: (Picked & { quantity: number; reason: string }) | null;
};

export const draftOf = (item: OrderItemView): LineDraft => ({
  quantity: item.quantity,
  variationId: item.variationId ?? null,
  removed: false,
  substitute: null,
});

export const nameOf = (item: Pick<OrderItemView, 'productName' | 'variationName'>) =>
  item.variationName ? `${item.productName} — ${item.variationName}` : item.productName;

/** One line of the order: its quantity, its variation, remove it or substitute it. */
export function EditLineRow({
  item,
  draft,
  onChange,
  onSubstitute,
}: {
  item: OrderItemView;
  draft: LineDraft;
  onChange: (draft: LineDraft) => void;
  onSubstitute: () => void;
}) {
  const { t } = useTranslation('orderEdit');
  const quantityId = useId();
  const variationId = useId();
  const product = useProductChoices(item.productId);
  const variations = product.data?.variations ?? [];
  const name = nameOf(item);
  const variationChanged = draft.variationId !== (item.variationId ?? null);
  const muted = draft.removed || draft.substitute !== null;
  return (
    <li className="rounded-2xl bg-white p-4 ring-1 ring-line/70" data-testid="edit-line">
      <div className="flex items-start justify-between gap-3">
        <p className={cn('font-medium text-ink', muted && 'text-muted line-through')}>{name}</p>
        {draft.removed || draft.substitute ? (
          <Button
            variant="ghost"
            size="sm"
            onClick={() => onChange({ ...draft, removed: false, substitute: null })}
            aria-label={draft.removed ? t('undoRemove', { name }) : t('cancelSubstitute')}
          >
            <Undo2 aria-hidden="true" />
          </Button>
        ) : (
          <Button
            variant="ghost"
            size="sm"
            onClick={() => onChange({ ...draft, removed: true })}
            aria-label={t('remove', { name })}
          >
            <Trash2 aria-hidden="true" />
          </Button>
        )}
      </div>
      {draft.removed && <p className="mt-1 text-sm text-brand-dark">{t('removed')}</p>}
      {draft.substitute && (
        <p className="mt-1 text-sm text-brand-dark">
          {t('substitutedBy', { name: `${draft.substitute.quantity} × ${draft.substitute.name}` })} ·{' '}
          {draft.substitute.reason}
        </p>
      )}
      {!muted && (
        <div className="mt-3 flex flex-wrap items-end gap-3">
          <div className="w-24">
            <label htmlFor={quantityId} className="text-xs text-ink-soft">
              {t('qty')}
            </label>
            <Input
              id={quantityId}
              type="number"
              inputMode="numeric"
              min={1}
              max={MAX_EDIT_QUANTITY}
              value={draft.quantity}
              disabled={variationChanged}
              aria-label={t('quantity', { name })}
              onChange={(e) =>
                onChange({ ...draft, quantity: Math.max(1, Math.trunc(Number(e.target.value) || 1)) })
              }
            />
          </div>
          {variations.length > 1 && (
            <div className="min-w-40 flex-1">
              <label htmlFor={variationId} className="text-xs text-ink-soft">
                {t('chooseVariation')}
              </label>
              <Select
                id={variationId}
                value={draft.variationId ?? ''}
                aria-label={t('variation', { name: item.productName })}
                onChange={(e) => onChange({ ...draft, variationId: e.target.value, quantity: item.quantity })}
              >
                {variations.map((v) => (
                  <option key={v.id} value={v.id}>
                    {v.name}
                  </option>
                ))}
              </Select>
            </div>
          )}
          <Button variant="secondary" size="sm" onClick={onSubstitute}>
            <Repeat2 aria-hidden="true" />
            {t('substitute')}
          </Button>
        </div>
      )}
    </li>
  );
}
