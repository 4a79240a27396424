import { useState } from 'react';
import { type FieldValues, useController, useFormContext } from 'react-hook-form';
import { Field } from '../../../components/ui/field';
import { useFieldError } from '../../../components/ui/form';
import { Input } from '../../../components/ui/input';

/** "15" or "12,5" as a number of percent; an empty box (or not a number) is NaN, which the schema refuses. */
export const percentFromText = (text: string): number => {
  const typed = text.trim();
  return typed === '' ? Number.NaN : Number(typed.replace(',', '.'));
};

/** A stored percentage as the box shows it; a missing one (NaN) is an empty box, never "NaN". */
const textFromPercent = (value: unknown): string =>
  typeof value === 'number' && Number.isFinite(value) ? String(value) : '';

/**
 * A percentage typed as the shop writes it, kept in the form as a number. A registered input would
 * print the form's NaN ("no value yet") as the text "NaN" and append what is typed to it, so the
 * box holds its own text and hands the form a number.
 */
export function PercentField({ name, label, hint }: { name: string; label: string; hint?: string }) {
  const { control } = useFormContext<FieldValues>();
  const { field } = useController({ name, control });
  const [text, setText] = useState(() => textFromPercent(field.value));
  const error = useFieldError(name);
  // A value set from outside (emptied when the type changes, a reset after saving) replaces the text.
  const shown = Object.is(percentFromText(text), field.value) ? text : textFromPercent(field.value);
  return (
    <Field label={label} hint={hint} error={error}>
      {(aria) => (
        <Input
          {...aria}
          ref={field.ref}
          name={field.name}
          inputMode="decimal"
          autoComplete="off"
          value={shown}
          onBlur={field.onBlur}
          onChange={(e) => {
            setText(e.target.value);
            field.onChange(percentFromText(e.target.value));
          }}
        />
      )}
    </Field>
  );
}
