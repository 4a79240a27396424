import type * as React from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Input } from '@/web/components/ui/input';
import { centsFromText, numberFromText, textFromCents, textFromNumber } from '../lib/money-text';

type Props = Omit<React.ComponentProps<'input'>, 'value' | 'onChange'> & {
  value: number | null | undefined;
  onChange: (value: number | null) => void;
  /** `money`: the value is integer cents typed as "89,90"; `number`: a plain decimal or whole number. */
  kind?: 'money' | 'number';
};

/**
 * A number field that keeps what the person types (so "1," is not rewritten mid-typing) and hands
 * the form a number, null when empty, or NaN when it is not one (the shared schema then says why).
 */
export function NumberInput({ value, onChange, kind = 'money', onBlur, ...props }: Props) {
  const { i18n } = useTranslation();
  const show = (v: number | null | undefined) =>
    kind === 'money' ? textFromCents(v, i18n.language) : textFromNumber(v, i18n.language);
  const [text, setText] = useState(() => show(value));
  const [shown, setShown] = useState(value);
  // A value set from outside (a reset, a reorder) replaces the text.
  if (shown !== value && !(Number.isNaN(shown) && Number.isNaN(value))) {
    const parsed = kind === 'money' ? centsFromText(text) : numberFromText(text);
    if (parsed !== value) setText(show(value));
    setShown(value);
  }
  return (
    <Input
      {...props}
      inputMode="decimal"
      autoComplete="off"
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        const parsed =
          kind === 'money' ? centsFromText(event.target.value) : numberFromText(event.target.value);
        setShown(parsed);
        onChange(parsed);
      }}
      onBlur={(event) => {
        if (value !== null && value !== undefined && !Number.isNaN(value)) setText(show(value));
        onBlur?.(event);
      }}
    />
  );
}
