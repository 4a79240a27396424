import { Controller, type FieldPath, useFormContext } from 'react-hook-form';
import { Field } from '@/web/components/ui/field';
import { useFieldError } from '@/web/components/ui/form';
import type { EditorValues } from '../lib/editor-values';
import { NumberInput } from './number-input';

/** A labelled number field of the editor (price in cents, weight, stock), with its error from the schema. */
export function NumberField({
  name,
  label,
  hint,
  kind = 'money',
  disabled,
  className,
}: {
  name: FieldPath<EditorValues>;
  label: string;
  hint?: string;
  kind?: 'money' | 'number';
  disabled?: boolean;
  className?: string;
}) {
  const { control } = useFormContext<EditorValues>();
  const error = useFieldError(name);
  return (
    <Field label={label} hint={hint} error={error} className={className}>
      {(wiring) => (
        <Controller
          control={control}
          name={name}
          render={({ field }) => (
            <NumberInput
              {...wiring}
              kind={kind}
              name={field.name}
              ref={field.ref}
              disabled={disabled}
              value={field.value as number | null}
              onChange={field.onChange}
              onBlur={field.onBlur}
            />
          )}
        />
      )}
    </Field>
  );
}
