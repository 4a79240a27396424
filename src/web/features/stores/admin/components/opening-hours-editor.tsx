import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { OpeningDay } from '@/shared/delivery/opening-hours';
import { Checkbox } from '@/web/components/ui/checkbox';
import { FieldError } from '@/web/components/ui/field';
import { Input } from '@/web/components/ui/input';
import { type SettingsForm, useSubtreeError } from './fields';

const WEEK = [1, 2, 3, 4, 5, 6, 0] as const;
const NAME = 'settings.openingHours';

/** A newly opened day starts with the hours of the day before it that has some, else 09:00–18:00. */
function defaultsFor(days: readonly OpeningDay[]): Pick<OpeningDay, 'open' | 'close'> {
  const last = days.at(-1);
  return last ? { open: last.open, close: last.close } : { open: '09:00', close: '18:00' };
}

/**
 * The store's opening hours, day by day (issue 38, decision 086): the checkout offers no window
 * outside them. No day ticked means no hours kept (windows are not limited, as before they
 * existed); the schema names a day that closes before it opens.
 */
export function OpeningHoursEditor({ readOnly }: { readOnly: boolean }) {
  const { t } = useTranslation('stores');
  const { field } = useController<SettingsForm>({ name: NAME as never });
  const days = (field.value as OpeningDay[] | undefined) ?? [];
  const error = useSubtreeError(NAME);
  const set = (next: OpeningDay[]) =>
    field.onChange(next.length ? [...next].sort((a, b) => a.day - b.day) : undefined);
  const change = (day: number, part: Partial<OpeningDay>) =>
    set(days.map((d) => (d.day === day ? { ...d, ...part } : d)));
  const toggle = (day: number, on: boolean) =>
    set(on ? [...days, { day, ...defaultsFor(days) }] : days.filter((d) => d.day !== day));

  return (
    <div className="space-y-3">
      <p className="text-sm text-muted">{days.length ? t('openingHours.hint') : t('openingHours.unset')}</p>
      <ul className="divide-y divide-line/60 rounded-2xl bg-parchment/60 ring-1 ring-line/60">
        {WEEK.map((day) => {
          const hours = days.find((d) => d.day === day);
          const name = t(`weekdays.names.${day}`);
          return (
            <li
              key={day}
              data-day={day}
              className="grid gap-2 px-4 py-3 sm:grid-cols-[9rem_1fr] sm:items-center sm:gap-3"
            >
              <div className="flex items-center justify-between gap-3">
                <label className="flex items-center gap-2 text-sm font-medium text-ink">
                  <Checkbox
                    checked={Boolean(hours)}
                    disabled={readOnly}
                    onChange={(e) => toggle(day, e.target.checked)}
                    className="size-4"
                    aria-label={`${name}: ${t('openingHours.open')}`}
                  />
                  {name}
                </label>
                {!hours && (
                  <span className="text-sm text-ink-soft sm:hidden">{t('openingHours.closed')}</span>
                )}
              </div>
              {hours ? (
                <div className="grid grid-cols-2 gap-2">
                  <Input
                    type="time"
                    value={hours.open}
                    disabled={readOnly}
                    aria-label={`${name}: ${t('openingHours.opens')}`}
                    onChange={(e) => change(day, { open: e.target.value })}
                  />
                  <Input
                    type="time"
                    value={hours.close}
                    disabled={readOnly}
                    aria-label={`${name}: ${t('openingHours.closes')}`}
                    onChange={(e) => change(day, { close: e.target.value })}
                  />
                </div>
              ) : (
                <p className="hidden text-sm text-ink-soft sm:block">{t('openingHours.closed')}</p>
              )}
            </li>
          );
        })}
      </ul>
      {error && <FieldError>{error}</FieldError>}
    </div>
  );
}
