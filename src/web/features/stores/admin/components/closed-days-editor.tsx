import { Plus, X } from 'lucide-react';
import { useState } from 'react';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/web/components/ui/button';
import { Field } from '@/web/components/ui/field';
import { Input } from '@/web/components/ui/input';
import { type SettingsForm, useSubtreeError } from './fields';

/** Holidays and days off (YYYY-MM-DD, the shop's calendar): added with a date picker, removed one by one. */
export function ClosedDaysEditor({ readOnly }: { readOnly: boolean }) {
  const { t, i18n } = useTranslation('stores');
  const { field } = useController<SettingsForm>({ name: 'settings.closedDates' });
  const dates = (field.value as string[] | undefined) ?? [];
  const [draft, setDraft] = useState('');
  const error = useSubtreeError('settings.closedDates');
  const label = (date: string) =>
    new Date(`${date}T12:00:00Z`).toLocaleDateString(i18n.language, {
      timeZone: 'UTC',
      weekday: 'short',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
    });
  const add = () => {
    if (!draft || dates.includes(draft)) return;
    field.onChange([...dates, draft].sort());
    setDraft('');
  };
  return (
    <div className="space-y-4">
      {dates.length === 0 ? (
        <p className="text-sm text-ink-soft">{t('closed.none')}</p>
      ) : (
        <ul className="flex flex-wrap gap-2">
          {dates.map((date) => (
            <li
              key={date}
              className="flex items-center gap-1 rounded-full bg-parchment py-1 pr-1 pl-3 text-sm text-ink ring-1 ring-line"
            >
              <time dateTime={date}>{label(date)}</time>
              {!readOnly && (
                <Button
                  variant="ghost"
                  size="sm"
                  className="h-7 px-2"
                  aria-label={t('closed.remove', { date: label(date) })}
                  onClick={() => field.onChange(dates.filter((d) => d !== date))}
                >
                  <X aria-hidden="true" />
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {!readOnly && (
        <div className="flex flex-wrap items-end gap-3">
          <Field label={t('closed.date')} error={error} className="w-52">
            {(control) => (
              <Input
                {...control}
                ref={field.ref}
                type="date"
                value={draft}
                onChange={(e) => setDraft(e.target.value)}
                onKeyDown={(e) => {
                  if (e.key === 'Enter') {
                    e.preventDefault();
                    add();
                  }
                }}
              />
            )}
          </Field>
          <Button variant="secondary" onClick={add} disabled={!draft}>
            <Plus aria-hidden="true" />
            {t('closed.add')}
          </Button>
        </div>
      )}
    </div>
  );
}
