import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/web/components/ui/button';
import { useCurrencySymbol } from '@/web/lib/money';
import { useConfirmRemove } from './confirm-remove';
import { CodeListField, MoneyField, type SettingsForm, TextField } from './fields';
import { newItemId } from './schedule-editor';

/**
 * The delivery zones, edited in place: name, exact ZIPs, prefixes, fee and minimum order (typed
 * in reais, kept in cents). Each zone is a card of its own so the list reads on a phone too.
 */
export function ZonesEditor({ readOnly }: { readOnly: boolean }) {
  const { t } = useTranslation('stores');
  const symbol = useCurrencySymbol();
  const { control } = useFormContext<SettingsForm>();
  const { fields, append, remove } = useFieldArray({ control, name: 'settings.delivery.zones' });
  const zones = useWatch({ control, name: 'settings.delivery.zones' }) ?? [];
  const { ask, dialog } = useConfirmRemove();
  return (
    <fieldset className="min-w-0">
      <legend className="text-sm font-medium text-ink">{t('delivery.zones')}</legend>
      <p className="mt-1 text-sm text-muted">{t('delivery.zonesHint')}</p>
      {fields.length === 0 && <p className="mt-3 text-sm text-ink-soft">{t('delivery.noZones')}</p>}
      <ol className="mt-3 space-y-3">
        {fields.map((item, index) => {
          const name = zones[index]?.name || t('delivery.zone', { n: index + 1 });
          const at = `settings.delivery.zones.${index}` as const;
          return (
            <li key={item.id} className="rounded-2xl bg-parchment/60 p-4 ring-1 ring-line/60">
              <div className="flex items-center justify-between gap-3">
                <p className="font-semibold text-ink">{t('delivery.zone', { n: index + 1 })}</p>
                {!readOnly && (
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={t('delivery.removeZone', { name })}
                    onClick={() =>
                      ask({
                        title: t('confirm.zoneTitle', { name }),
                        description: t('confirm.zoneBody'),
                        remove: () => remove(index),
                      })
                    }
                  >
                    <Trash2 aria-hidden="true" />
                  </Button>
                )}
              </div>
              <div className="mt-2 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
                <TextField name={`${at}.name`} label={t('delivery.zoneName')} className="sm:col-span-2" />
                <TextField
                  name={`${at}.nameEn`}
                  label={t('delivery.zoneNameEn')}
                  hint={t('englishBlank')}
                  className="sm:col-span-2"
                />
                <MoneyField name={`${at}.feeCents`} label={t('delivery.fee', { symbol })} />
                <MoneyField name={`${at}.minimumOrderCents`} label={t('delivery.minimum', { symbol })} />
              </div>
              <div className="mt-3 grid gap-3 sm:grid-cols-2">
                <CodeListField name={`${at}.zips`} label={t('delivery.zips')} hint={t('delivery.zipsHint')} />
                <CodeListField
                  name={`${at}.prefixes`}
                  label={t('delivery.prefixes')}
                  hint={t('delivery.prefixesHint')}
                />
              </div>
            </li>
          );
        })}
      </ol>
      {!readOnly && (
        <Button
          variant="secondary"
          size="sm"
          className="mt-3"
          onClick={() =>
            append({
              id: newItemId('zone'),
              name: t('delivery.newZone'),
              nameEn: '',
              zips: [],
              prefixes: [],
              feeCents: 0,
              minimumOrderCents: 0,
            })
          }
        >
          <Plus aria-hidden="true" />
          {t('delivery.addZone')}
        </Button>
      )}
      {dialog}
    </fieldset>
  );
}
