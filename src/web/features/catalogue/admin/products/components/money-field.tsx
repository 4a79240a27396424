import { Controller, type FieldPath, useFormContext } from 'react-hook-form';
import { Field } from '@/web/components/ui/field';
import { useFieldError } from '@/web/components/ui/form';
import type { EditorValues } from '../lib/editor-values';
import { NumberInput } from './number-input';

/**
 * A number shown in other units than the form holds (decisions 084, 123: per lb and lb for per kg
 * and kg): `shown` of what the form holds, `stored` of what is typed. A value that is not `convertible`
 * (empty, not a number, negative) passes as it is, for the shared schema to say why.
 */
export type Conversion = {
  convertible: (n: unknown) => n is number;
  shown: (stored: number) => number;
  stored: (shown: number) => number;
};

/**
 * A labelled number field of the editor (price in cents, weight, stock), with its error from the
 * schema; through `convert`, in other units than it is stored in.
 */
export function NumberField({
  name,
  label,
  hint,
  kind = 'money',
  convert,
  disabled,
  className,
}: {
  name: FieldPath<EditorValues>;
  label: string;
  hint?: string;
  kind?: 'money' | 'number';
  convert?: Conversion;
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
              value={
                convert?.convertible(field.value)
                  ? convert.shown(field.value)
                  : (field.value as number | null)
              }
              onChange={
                convert
                  ? (value) => field.onChange(convert.convertible(value) ? convert.stored(value) : value)
                  : field.onChange
              }
              onBlur={field.onBlur}
            />
          )}
        />
      )}
    </Field>
  );
}
