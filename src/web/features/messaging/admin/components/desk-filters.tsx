import { useTranslation } from 'react-i18next';
import { DESK_CHANNELS, DESK_KINDS, DESK_STATES } from '@/shared/messaging/desk';
import { Button } from '@/web/components/ui/button';
import { Input } from '@/web/components/ui/input';
import { Select } from '@/web/components/ui/select';
import type { DeskFilters } from '../api/desk';

const label = 'text-sm font-medium text-ink';

/** State, kind, channel and a day range; every change goes back to page 1. */
export function DeskFilterBar({
  filters,
  onChange,
}: {
  filters: DeskFilters;
  onChange: (next: DeskFilters) => void;
}) {
  const { t } = useTranslation('messageDesk');
  const set = (change: Partial<DeskFilters>) => onChange({ ...filters, ...change, page: 1 });
  const any = Boolean(filters.state || filters.kind || filters.channel || filters.from || filters.to);
  return (
    <fieldset className="grid gap-4 rounded-3xl bg-white p-5 shadow-card ring-1 ring-line/60 sm:grid-cols-2 sm:items-end lg:grid-cols-3">
      <legend className="sr-only">{t('filters')}</legend>
      <div>
        <label htmlFor="desk-state" className={label}>
          {t('state')}
        </label>
        <Select
          id="desk-state"
          className="mt-1.5"
          value={filters.state ?? ''}
          onChange={(e) => set({ state: (e.target.value || undefined) as DeskFilters['state'] })}
        >
          <option value="">{t('all')}</option>
          {DESK_STATES.map((s) => (
            <option key={s} value={s}>
              {t(`states.${s}`)}
            </option>
          ))}
        </Select>
      </div>
      <div>
        <label htmlFor="desk-kind" className={label}>
          {t('kind')}
        </label>
        <Select
          id="desk-kind"
          className="mt-1.5"
          value={filters.kind ?? ''}
          onChange={(e) => set({ kind: (e.target.value || undefined) as DeskFilters['kind'] })}
        >
          <option value="">{t('all')}</option>
          {DESK_KINDS.map((k) => (
            <option key={k} value={k}>
              {t(`kinds.${k}`)}
            </option>
          ))}
        </Select>
      </div>
      <div>
        <label htmlFor="desk-channel" className={label}>
          {t('channel')}
        </label>
        <Select
          id="desk-channel"
          className="mt-1.5"
          value={filters.channel ?? ''}
          onChange={(e) => set({ channel: (e.target.value || undefined) as DeskFilters['channel'] })}
        >
          <option value="">{t('all')}</option>
          {DESK_CHANNELS.map((c) => (
            <option key={c} value={c}>
              {t(`channels.${c}`)}
            </option>
          ))}
        </Select>
      </div>
      <div>
        <label htmlFor="desk-from" className={label}>
          {t('from')}
        </label>
        <Input
          id="desk-from"
          type="date"
          className="mt-1.5"
          value={filters.from ?? ''}
          max={filters.to}
          onChange={(e) => set({ from: e.target.value || undefined })}
        />
      </div>
      <div>
        <label htmlFor="desk-to" className={label}>
          {t('to')}
        </label>
        <Input
          id="desk-to"
          type="date"
          className="mt-1.5"
          value={filters.to ?? ''}
          min={filters.from}
          onChange={(e) => set({ to: e.target.value || undefined })}
        />
      </div>
      <Button
        variant="ghost"
        disabled={!any}
        onClick={() => onChange({ page: 1 })}
        className="sm:col-span-2 lg:col-span-1 lg:justify-self-start"
      >
        {t('clear')}
      </Button>
    </fieldset>
  );
}
