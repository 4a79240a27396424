import { useState } from 'react';
import { type FieldValues, useController, useFormContext } from 'react-hook-form';
import { Field } from '@/web/components/ui/field';
import { useFieldError } from '@/web/components/ui/form';
import { Input } from '@/web/components/ui/input';

/**
 * A number typed as the shop writes it ("25,00", "12,5"), kept in the form as what `read` makes of
 * the text. The box holds its own text: a registered input would print the form's NaN ("no value
 * yet") as "NaN" and append what is typed to it. Something that is not a number reads as NaN,
 * which the schema refuses; a value set from outside (a reset, the type changed) replaces the text.
 */
export function TypedNumberField({
  name,
  label,
  hint,
  read,
  write,
}: {
  name: string;
  label: string;
  hint?: string;
  read: (text: string) => number | null;
  write: (value: unknown) => string;
}) {
  const { control } = useFormContext<FieldValues>();
  const { field } = useController({ name, control });
  const [text, setText] = useState(() => write(field.value));
  const error = useFieldError(name);
  const shown = Object.is(read(text), field.value) ? text : write(field.value);
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
            field.onChange(read(e.target.value));
          }}
        />
      )}
    </Field>
  );
}
