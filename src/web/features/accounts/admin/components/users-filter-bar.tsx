import { Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { USER_SORTS, USER_STATES } from '@/shared/accounts/staff-schemas';
import { ASSIGNABLE_ROLES } from '@/shared/permissions/roles';
import { Button } from '@/web/components/ui/button';
import { Input } from '@/web/components/ui/input';
import { Select } from '@/web/components/ui/select';
import type { StoreOption } from '../api/get-stores';
import { filtersSearch, readFilters, type UserFilters } from '../lib/user-filters';

// Inputs, selects and the button share one height so the bar lines up.
const fieldClass = 'mt-1.5 h-12 py-0';
const ROLES = [...ASSIGNABLE_ROLES, 'operator'] as const;

/** A select that applies as soon as it changes; `empty` is the label of "no filter" (absent for the sort). */
function FilterSelect(props: {
  label: string;
  name: string;
  value: string | undefined;
  empty?: string;
  options: (readonly [value: string, label: string])[];
}) {
  return (
    <label className="min-w-0 text-sm font-medium text-ink">
      {props.label}
      <Select
        name={props.name}
        defaultValue={props.value ?? ''}
        className={fieldClass}
        onChange={(event) => event.currentTarget.form?.requestSubmit()}
      >
        {props.empty !== undefined && <option value="">{props.empty}</option>}
        {props.options.map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </Select>
    </label>
  );
}

/**
 * Search, role, store, state, e-mail confirmation and sort: sent as a form and kept in the URL
 * (shareable, the back button works), read back with the API's own schema.
 */
export function UsersFilterBar({
  filters,
  stores,
  onChange,
}: {
  filters: UserFilters;
  /** The stores the viewer may filter by; with one or none (a manager) there is nothing to choose. */
  stores: StoreOption[];
  onChange: (filters: UserFilters) => void;
}) {
  const { t } = useTranslation('users');
  // A new search starts again on page 1 (the form has no page field).
  const submit = (form: HTMLFormElement) => {
    const fields = [...new FormData(form).entries()].map(([key, value]) => [key, String(value)]);
    onChange(readFilters(new URLSearchParams(fields)));
  };
  const verified = filters.verified === undefined ? undefined : String(filters.verified);
  return (
    <search>
      <form
        key={filtersSearch(filters).toString()}
        className="grid grid-cols-2 gap-3 rounded-3xl bg-white p-4 shadow-card ring-1 ring-line/60 sm:p-5 lg:grid-cols-4 lg:items-end"
        onSubmit={(event) => {
          event.preventDefault();
          submit(event.currentTarget);
        }}
      >
        <label className="col-span-2 text-sm font-medium text-ink">
          {t('filters.search')}
          <Input
            name="q"
            type="search"
            maxLength={100}
            defaultValue={filters.q ?? ''}
            placeholder={t('filters.searchPlaceholder')}
            className={fieldClass}
          />
        </label>
        <FilterSelect
          label={t('filters.sort')}
          name="sort"
          value={filters.sort}
          options={USER_SORTS.map((sort) => [sort, t(`sorts.${sort}`)])}
        />
        <Button type="submit" className="h-12 self-end">
          <Search aria-hidden="true" />
          {t('filters.apply')}
        </Button>
        <FilterSelect
          label={t('filters.role')}
          name="role"
          value={filters.role}
          empty={t('filters.all')}
          options={ROLES.map((role) => [role, t(`roles.${role}`)])}
        />
        <FilterSelect
          label={t('filters.state')}
          name="state"
          value={filters.state}
          empty={t('filters.all')}
          options={USER_STATES.map((state) => [state, t(`states.${state}`)])}
        />
        <FilterSelect
          label={t('filters.verified')}
          name="verified"
          value={verified}
          empty={t('filters.all')}
          options={[
            ['true', t('filters.verifiedYes')],
            ['false', t('filters.verifiedNo')],
          ]}
        />
        {stores.length > 1 && (
          <FilterSelect
            label={t('filters.store')}
            name="storeId"
            value={filters.storeId}
            empty={t('filters.allStores')}
            options={stores.map((store) => [store.id, store.name])}
          />
        )}
      </form>
    </search>
  );
}
