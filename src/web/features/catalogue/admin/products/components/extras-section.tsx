import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { localized } from '@/shared/catalogue/rules';
import { Checkbox } from '@/web/components/ui/checkbox';
import { useFieldError } from '@/web/components/ui/form';
import { FormSection } from '@/web/components/ui/form-section';
import { useMoney } from '@/web/lib/money';
import { useExtras } from '../api/extras';
import { type EditorValues, toggleId } from '../lib/editor-values';

/** The extras offered with the product, picked from the shop's; the order is the order ticked. */
export function ExtrasSection() {
  const money = useMoney();
  const { t, i18n } = useTranslation('productsAdmin');
  const { control } = useFormContext<EditorValues>();
  const extras = useExtras();
  const error = useFieldError('extraIds');
  const all = extras.data?.extras ?? [];
  return (
    <FormSection legend={t('editor.extrasSection')}>
      <p className="-mt-2 mb-4 text-sm text-muted">{t('editor.extrasHint')}</p>
      {all.length === 0 && !extras.isPending && (
        <p className="text-sm text-ink-soft">{t('editor.noExtras')}</p>
      )}
      <Controller
        control={control}
        name="extraIds"
        render={({ field }) => {
          const ids = field.value ?? [];
          return (
            <ul className="grid gap-2 sm:grid-cols-2">
              {all.map((extra) => {
                const place = ids.indexOf(extra.id);
                return (
                  <li key={extra.id}>
                    <label className="flex items-center gap-3 rounded-2xl bg-parchment/50 px-3 py-2.5 text-sm ring-1 ring-line/60 has-[:checked]:bg-brand-soft has-[:checked]:ring-brand/40">
                      <Checkbox
                        className="size-4"
                        checked={place >= 0}
                        onChange={() => field.onChange(toggleId(ids, extra.id))}
                      />
                      <span className="min-w-0 flex-1 truncate text-ink">
                        {localized(extra.name, extra.nameEn, i18n.language)}{' '}
                        {!extra.isActive && <span className="text-muted">{t('editor.inactiveExtra')}</span>}
                      </span>
                      <span className="text-ink-soft tabular-nums">{money(extra.priceCents)}</span>
                      {place >= 0 && (
                        <span className="grid size-6 place-items-center rounded-full bg-brand text-xs font-semibold text-white">
                          {place + 1}
                        </span>
                      )}
                    </label>
                  </li>
                );
              })}
            </ul>
          );
        }}
      />
      {error && <p className="mt-2 text-sm text-red-700">{error}</p>}
    </FormSection>
  );
}
