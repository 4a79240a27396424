import { useState } from 'react';
import { type FieldValues, useController, useFormContext } from 'react-hook-form';
import { amountToCents, centsToAmount } from '../../../../shared/money';
import { Field } from '../../../components/ui/field';
import { useFieldError } from '../../../components/ui/form';
import { Input } from '../../../components/ui/input';

/**
 * An amount typed in reais as the shop writes money ("25,00"), kept in the form as integer cents.
 * What was typed stays on screen; something that is not an amount is NaN, which the schema refuses.
 * `nullable`: an empty box is null (no cap) rather than a missing amount.
 */
export function CentsField({
  name,
  label,
  hint,
  nullable = false,
}: {
  name: string;
  label: string;
  hint?: string;
  nullable?: boolean;
}) {
  const { control } = useFormContext<FieldValues>();
  const { field } = useController({ name, control });
  const [text, setText] = useState(() =>
    typeof field.value === 'number' && Number.isInteger(field.value) ? centsToAmount(field.value) : '',
  );
  const error = useFieldError(name);
  return (
    <Field label={label} hint={hint} error={error}>
      {(aria) => (
        <Input
          {...aria}
          ref={field.ref}
          name={field.name}
          inputMode="decimal"
          autoComplete="off"
          value={text}
          onBlur={field.onBlur}
          onChange={(e) => {
            setText(e.target.value);
            const typed = e.target.value.trim();
            field.onChange(nullable && typed === '' ? null : (amountToCents(typed) ?? Number.NaN));
          }}
        />
      )}
    </Field>
  );
}
