import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Fulfilment } from '@/shared/delivery/fulfilment';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { useConfirmRemove } from './confirm-remove';
import { NumberField, type SettingsForm, TextField, WeekdaysField } from './fields';

/** A fresh id for a new window or zone: never typed by anyone, unique enough within one store. */
export const newItemId = (prefix: string) =>
  `${prefix}-${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;

/**
 * One schedule (pickup's or delivery's): the open weekdays and the time windows with their
 * capacity. Removing a window asks first, saying how many orders are booked in it from today on.
 */
export function ScheduleEditor({
  kind,
  readOnly,
  bookedAhead,
}: {
  kind: Fulfilment;
  readOnly: boolean;
  bookedAhead: Record<string, number>;
}) {
  const { t } = useTranslation('stores');
  const base = `settings.${kind}.schedule` as const;
  const { control } = useFormContext<SettingsForm>();
  const { fields, append, remove } = useFieldArray({ control, name: `${base}.windows` });
  const windows = useWatch({ control, name: `${base}.windows` }) ?? [];
  const { ask, dialog } = useConfirmRemove();

  const askRemove = (index: number) => {
    const w = windows[index];
    const booked = w ? (bookedAhead[`${kind}|${w.id}`] ?? 0) : 0;
    ask({
      title: t('confirm.windowTitle', { start: w?.start ?? '', end: w?.end ?? '' }),
      description: booked > 0 ? t('confirm.booked', { count: booked }) : t('confirm.none'),
      remove: () => remove(index),
    });
  };

  return (
    <div className="space-y-5">
      <WeekdaysField name={`${base}.weekdays`} />
      <fieldset className="min-w-0">
        <legend className="text-sm font-medium text-ink">{t('windows.legend')}</legend>
        <p className="mt-1 text-sm text-muted">{t('windows.hint')}</p>
        {fields.length === 0 && <p className="mt-3 text-sm text-ink-soft">{t('windows.none')}</p>}
        <ul className="mt-3 space-y-3">
          {fields.map((item, index) => {
            const w = windows[index];
            const booked = w ? (bookedAhead[`${kind}|${w.id}`] ?? 0) : 0;
            return (
              <li
                key={item.id}
                className="grid grid-cols-2 items-start gap-3 rounded-2xl bg-parchment/60 p-4 ring-1 ring-line/60 sm:grid-cols-[1fr_1fr_1fr_auto]"
              >
                <TextField name={`${base}.windows.${index}.start`} label={t('windows.start')} type="time" />
                <TextField name={`${base}.windows.${index}.end`} label={t('windows.end')} type="time" />
                <NumberField name={`${base}.windows.${index}.capacity`} label={t('windows.capacity')} />
                <div className="flex items-center gap-2 self-end pb-1 sm:pb-2">
                  {booked > 0 && <Badge tone="gold">{t('windows.booked', { count: booked })}</Badge>}
                  {!readOnly && (
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={t('windows.remove', { start: w?.start ?? '', end: w?.end ?? '' })}
                      onClick={() => askRemove(index)}
                    >
                      <Trash2 aria-hidden="true" />
                    </Button>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
        {!readOnly && (
          <Button
            variant="secondary"
            size="sm"
            className="mt-3"
            onClick={() => append({ id: newItemId('w'), start: '', end: '', capacity: 10 })}
          >
            <Plus aria-hidden="true" />
            {t('windows.add')}
          </Button>
        )}
      </fieldset>
      {dialog}
    </div>
  );
}
