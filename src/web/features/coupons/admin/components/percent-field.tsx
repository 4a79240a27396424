import { TypedNumberField } from './typed-number-field';

/** "15" or "12,5" as a number of percent; an empty box (or not a number) is NaN, which the schema refuses. */
export const percentFromText = (text: string): number => {
  const typed = text.trim();
  return typed === '' ? Number.NaN : Number(typed.replace(',', '.'));
};

/** A stored percentage as the box shows it; a missing one (NaN) is an empty box, never "NaN". */
const textFromPercent = (value: unknown): string =>
  typeof value === 'number' && Number.isFinite(value) ? String(value) : '';

/** A percentage typed as the shop writes it, kept in the form as a number. */
export function PercentField({ name, label, hint }: { name: string; label: string; hint?: string }) {
  return (
    <TypedNumberField name={name} label={label} hint={hint} read={percentFromText} write={textFromPercent} />
  );
}
