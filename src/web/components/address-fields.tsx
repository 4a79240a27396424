import type * as React from 'react';
import { useEffect } from 'react';
import { type FieldValues, type Path, type PathValue, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { US_STATES } from '@/shared/delivery/us-states';
import { citiesOfZip, stateOfZip } from '@/shared/delivery/zip-places';
import { normalizeZip } from '@/shared/delivery/zones';
import { Field } from './ui/field';
import { FormField, useFieldError } from './ui/form';
import { Input } from './ui/input';
import { Select } from './ui/select';
import './address-i18n';

/** The states as the picker lists them: by name, the code beside it. */
const STATES = Object.entries(US_STATES).sort(([, a], [, b]) => a.localeCompare(b));

/**
 * A US address's fields (issue 38, decision 097): street, the unit in its own field, city, a state
 * picker (USPS codes) and the ZIP, under `prefix` ("address." at checkout, "" in the address book).
 * A complete ZIP of the shop's area fills an empty city and its state, so the three agree from the
 * start; the shared schema refuses them when they do not. `afterZip`: what the ZIP tells (the zone).
 */
export function AddressFields<T extends FieldValues>({
  prefix = '',
  zipError,
  afterZip,
}: {
  prefix?: string;
  /** An error for the ZIP from elsewhere (the zone lookup's "we do not deliver here"). */
  zipError?: string | undefined;
  afterZip?: React.ReactNode;
}) {
  const { t } = useTranslation('addresses');
  const form = useFormContext<T>();
  const name = (field: string) => `${prefix}${field}` as Path<T>;
  const zip = form.watch(name('zip')) as string | undefined;
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new ZIP fills; the fields are hers to change afterwards
  useEffect(() => {
    const code = normalizeZip(zip ?? '');
    if (!code || String(form.getValues(name('city')) ?? '').trim()) return;
    const city = citiesOfZip(code)?.[0];
    if (!city) return;
    form.setValue(name('city'), city as PathValue<T, Path<T>>);
    const state = stateOfZip(code);
    if (state) form.setValue(name('state'), state as PathValue<T, Path<T>>);
  }, [zip]);
  return (
    <div className="grid gap-4">
      <FormField control={form.control} name={name('street')} label={t('street')}>
        {(field) => <Input autoComplete="address-line1" {...field} />}
      </FormField>
      <FormField control={form.control} name={name('unit')} label={t('unit')}>
        {(field) => <Input autoComplete="address-line2" {...field} />}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-[1fr_11rem_8rem]">
        <FormField control={form.control} name={name('city')} label={t('city')}>
          {(field) => <Input autoComplete="address-level2" {...field} />}
        </FormField>
        <FormField control={form.control} name={name('state')} label={t('state')}>
          {(field) => (
            <Select autoComplete="address-level1" {...field}>
              {STATES.map(([code, stateName]) => (
                <option key={code} value={code}>
                  {stateName} ({code})
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <ZipField name={name('zip')} label={t('zip')} error={zipError} />
      </div>
      {afterZip}
    </div>
  );
}

/** The ZIP, with an error from outside the form (the zone lookup) when the form has none. */
function ZipField<T extends FieldValues>({
  name,
  label,
  error,
}: {
  name: Path<T>;
  label: string;
  error: string | undefined;
}) {
  const form = useFormContext<T>();
  const own = useFieldError(name);
  return (
    <Field label={label} error={own ?? error}>
      {(control) => (
        <Input
          autoComplete="postal-code"
          inputMode="numeric"
          maxLength={10}
          {...form.register(name)}
          {...control}
        />
      )}
    </Field>
  );
}
