import { useState } from 'react';
import { type FieldValues, get, useController, useFormContext, useFormState } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { FulfilmentSaveInput } from '@/shared/delivery/store-schemas';
import type { MessageParams } from '@/shared/messages';
import { amountToCents, centsToAmount } from '@/shared/money';
import { Checkbox } from '@/web/components/ui/checkbox';
import { Field, FieldError } from '@/web/components/ui/field';
import { Input } from '@/web/components/ui/input';
import { useServerMessages } from '@/web/lib/validation-messages';

/** A path of the fulfilment form (`settings.delivery.zones.1.zips`). */
export type SettingsPath = string;
export type SettingsForm = FulfilmentSaveInput & FieldValues;

type KeyedError = { message?: unknown; type?: unknown; params?: MessageParams };

/** The first error anywhere under `node` (an array field's errors sit on its items: zone 2's third ZIP). */
function firstError(node: unknown): KeyedError | undefined {
  if (!node || typeof node !== 'object') return undefined;
  const error = node as KeyedError;
  if (typeof error.message === 'string' && error.message) return error;
  for (const [key, child] of Object.entries(node)) {
    if (key === 'ref') continue;
    const found = firstError(child);
    if (found) return found;
  }
  return undefined;
}

/** The first error under a path, in the interface language (a schema key, or a server text already translated). */
export function useSubtreeError(name: SettingsPath): string | undefined {
  const server = useServerMessages();
  const { errors } = useFormState<SettingsForm>({ name: name as never });
  const error = firstError(get(errors, name));
  if (!error) return undefined;
  const message = error.message as string;
  if (error.type === 'server') return message;
  return server.message(message, undefined, error.params) ?? message;
}

/** A whole number (capacity, hours, days): what is typed is kept; an empty box is refused by the schema. */
export function NumberField({ name, label, hint }: { name: SettingsPath; label: string; hint?: string }) {
  const { register } = useFormContext<SettingsForm>();
  const error = useSubtreeError(name);
  return (
    <Field label={label} hint={hint} error={error}>
      {(control) => (
        <Input
          {...register(name as never, { valueAsNumber: true })}
          {...control}
          type="number"
          inputMode="numeric"
          step={1}
        />
      )}
    </Field>
  );
}

/** A text field of the settings (times, addresses, names). */
export function TextField({
  name,
  label,
  hint,
  type = 'text',
  className,
}: {
  name: SettingsPath;
  label: string;
  hint?: string;
  type?: 'text' | 'time' | 'date';
  className?: string;
}) {
  const { register } = useFormContext<SettingsForm>();
  const error = useSubtreeError(name);
  return (
    <Field label={label} hint={hint} error={error} className={className}>
      {(control) => <Input {...register(name as never)} {...control} type={type} autoComplete="off" />}
    </Field>
  );
}

/**
 * An amount typed in reais as the shop writes money ("7,99"), kept in the form as integer cents.
 * What was typed stays on screen; something that is not an amount is NaN, which the schema refuses.
 */
export function MoneyField({ name, label }: { name: SettingsPath; label: string }) {
  const { field } = useController<SettingsForm>({ name: name as never });
  const [text, setText] = useState(() => centsToAmount(Number(field.value)));
  const error = useSubtreeError(name);
  return (
    <Field label={label} error={error}>
      {(control) => (
        <Input
          {...control}
          ref={field.ref}
          name={field.name}
          inputMode="decimal"
          autoComplete="off"
          value={text}
          onBlur={field.onBlur}
          onChange={(e) => {
            setText(e.target.value);
            field.onChange(amountToCents(e.target.value) ?? Number.NaN);
          }}
        />
      )}
    </Field>
  );
}

const splitCodes = (text: string) => text.split(/[\s,;]+/).filter(Boolean);

/** A list of codes (ZIPs, prefixes) typed in one box, separated by commas or spaces; each is checked by the schema. */
export function CodeListField({ name, label, hint }: { name: SettingsPath; label: string; hint?: string }) {
  const { field } = useController<SettingsForm>({ name: name as never });
  const [text, setText] = useState(() => ((field.value as string[] | undefined) ?? []).join(', '));
  const error = useSubtreeError(name);
  return (
    <Field label={label} hint={hint} error={error}>
      {(control) => (
        <Input
          {...control}
          ref={field.ref}
          name={field.name}
          inputMode="numeric"
          autoComplete="off"
          spellCheck={false}
          value={text}
          onBlur={field.onBlur}
          onChange={(e) => {
            setText(e.target.value);
            field.onChange(splitCodes(e.target.value));
          }}
        />
      )}
    </Field>
  );
}

const WEEK = [1, 2, 3, 4, 5, 6, 0] as const;

/** The open weekdays (0 = Sunday … 6 = Saturday), Monday first, as checkboxes. */
export function WeekdaysField({ name }: { name: SettingsPath }) {
  const { t } = useTranslation('stores');
  const { field } = useController<SettingsForm>({ name: name as never });
  const days = (field.value as number[] | undefined) ?? [];
  const error = useSubtreeError(name);
  const toggle = (day: number, on: boolean) =>
    field.onChange(on ? [...days, day].sort((a, b) => a - b) : days.filter((d) => d !== day));
  return (
    <fieldset className="min-w-0">
      <legend className="text-sm font-medium text-ink">{t('weekdays.legend')}</legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {WEEK.map((day) => (
          <label
            key={day}
            className="flex items-center gap-2 rounded-full bg-parchment px-3 py-1.5 text-sm text-ink-soft ring-1 ring-line has-[:checked]:bg-brand-soft has-[:checked]:text-ink"
          >
            <Checkbox
              checked={days.includes(day)}
              onChange={(e) => toggle(day, e.target.checked)}
              className="size-4"
            />
            {t(`weekdays.names.${day}`)}
          </label>
        ))}
      </div>
      {error && <FieldError>{error}</FieldError>}
    </fieldset>
  );
}

/** An on/off switch of the settings (pickup, delivery). */
export function ToggleField({ name, label }: { name: SettingsPath; label: string }) {
  const { register } = useFormContext<SettingsForm>();
  return (
    <Field label={label} layout="inline">
      {(control) => <Checkbox {...register(name as never)} {...control} className="mt-1 size-4" />}
    </Field>
  );
}
