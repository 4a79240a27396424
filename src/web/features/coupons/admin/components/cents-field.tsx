import { amountToCents, centsToAmount } from '@/shared/money';
import { TypedNumberField } from './typed-number-field';

const textFromCents = (value: unknown): string =>
  typeof value === 'number' && Number.isInteger(value) ? centsToAmount(value) : '';

/**
 * An amount typed in reais as the shop writes money ("25,00"), kept in the form as integer cents.
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
  const read = (text: string) => {
    const typed = text.trim();
    return nullable && typed === '' ? null : (amountToCents(typed) ?? Number.NaN);
  };
  return <TypedNumberField name={name} label={label} hint={hint} read={read} write={textFromCents} />;
}
