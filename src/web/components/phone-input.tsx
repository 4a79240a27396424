import { ChevronDown } from 'lucide-react';
import { type ChangeEvent, type Ref, useId, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import {
  COUNTRIES,
  COUNTRY_BY_CODE,
  type CountryCode,
  countryByDialPrefix,
  dialDigits,
  isCountryCode,
} from '@/shared/phones/countries';
import { formatPhoneInput, hasLeadingPlus, nationalDigits, onlyDigits } from '@/shared/phones/rules';
import { cn } from '../lib/cn';
import { FLAG_URLS } from './flags';
import './phone-input-i18n';

/** The field's value: the chosen country and the national number as shown (masked). */
export type PhoneFieldValue = { country: CountryCode; phone: string };

export type PhoneInputProps = {
  value: PhoneFieldValue;
  onChange: (value: PhoneFieldValue) => void;
  onBlur?: () => void;
  /** Goes to the number's <input>, so react-hook-form can focus the field on an error. */
  ref?: Ref<HTMLInputElement>;
  name?: string;
  /** Id of the number's <input>; the country list gets `${id}-country`. */
  id?: string;
  disabled?: boolean;
  required?: boolean;
  /** Replace the default "País"/"Telefone" labels (e.g. "Telefone (opcional)"). */
  labels?: { country?: string; phone?: string };
  'aria-invalid'?: boolean | 'true' | 'false';
  /** Id(s) of the error or hint text that describes the number. */
  'aria-describedby'?: string;
  className?: string;
};

const control =
  'block w-full rounded-xl border border-line bg-white text-base text-ink shadow-xs transition-colors';

/** Where the caret goes after reformatting: after the same number of digits as before. */
function caretAfterDigits(formatted: string, digits: number): number {
  if (digits <= 0) return 0;
  let seen = 0;
  for (let i = 0; i < formatted.length; i++) {
    if (/\d/.test(formatted.charAt(i)) && ++seen === digits) return i + 1;
  }
  return formatted.length;
}

/**
 * Phone with its country (SPEC §2.8, §3.7): a native <select> — keyboard and screen-reader
 * support for free, and light — drawn as the country's SVG flag and "+55" (an option of a native
 * list can hold text only, so the options read "Brasil (+55)": emoji flags draw as boxes on Linux),
 * beside a number input masked as the person types. A number pasted with "+" and another country's code switches the country.
 */
export function PhoneInput({
  value,
  onChange,
  onBlur,
  ref,
  name,
  id,
  disabled,
  required,
  labels,
  className,
  'aria-invalid': ariaInvalid,
  'aria-describedby': ariaDescribedBy,
}: PhoneInputProps) {
  const { t } = useTranslation('phone');
  const fallbackId = useId();
  const phoneId = id ?? `${fallbackId}-phone`;
  const countryId = `${phoneId}-country`;
  const country = COUNTRY_BY_CODE[value.country] ?? COUNTRY_BY_CODE.BR;
  const inputRef = useRef<HTMLInputElement | null>(null);
  const pendingCaret = useRef<number | null>(null);
  const invalid = ariaInvalid === true || ariaInvalid === 'true';

  // Put the caret back where the person was typing once the masked value is on screen.
  useLayoutEffect(() => {
    const input = inputRef.current;
    if (pendingCaret.current === null || !input || document.activeElement !== input) return;
    input.setSelectionRange(pendingCaret.current, pendingCaret.current);
    pendingCaret.current = null;
  });

  const setRefs = (element: HTMLInputElement | null) => {
    inputRef.current = element;
    if (typeof ref === 'function') ref(element);
    else if (ref) ref.current = element;
  };

  const changeCountry = (event: ChangeEvent<HTMLSelectElement>) => {
    const next = event.target.value;
    if (!isCountryCode(next)) return;
    onChange({ country: next, phone: formatPhoneInput(value.phone, next) });
  };

  const changePhone = (event: ChangeEvent<HTMLInputElement>) => {
    const raw = event.target.value;
    let nextCountry = country.code;
    if (hasLeadingPlus(raw)) {
      const pasted = countryByDialPrefix(onlyDigits(raw));
      // US and Canada share +1: keep the person's choice when the code already matches it.
      if (pasted && dialDigits(pasted.code) !== dialDigits(nextCountry)) nextCountry = pasted.code;
    }
    const phone = formatPhoneInput(raw, nextCountry);
    const caret = event.target.selectionStart ?? raw.length;
    pendingCaret.current =
      caret >= raw.length
        ? phone.length
        : caretAfterDigits(phone, nationalDigits(raw.slice(0, caret), nextCountry).length);
    onChange({ country: nextCountry, phone });
  };

  return (
    <div className={cn('grid grid-cols-[auto_1fr] gap-x-2 gap-y-1.5', className)}>
      <label htmlFor={countryId} className="text-sm font-medium text-ink">
        {labels?.country ?? t('country')}
      </label>
      <label htmlFor={phoneId} className="text-sm font-medium text-ink">
        {labels?.phone ?? t('phone')}
      </label>

      <div
        className={cn(
          control,
          'relative flex h-[3.125rem] items-center gap-1.5 pr-2.5 pl-3.5',
          'has-[:focus-visible]:border-brand has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand/20',
          disabled && 'opacity-60',
        )}
      >
        <img
          src={FLAG_URLS[country.code]}
          alt=""
          width={20}
          height={15}
          className="h-[15px] w-5 shrink-0 rounded-[3px] object-cover ring-1 ring-black/10"
        />
        <span aria-hidden="true" className="tabular-nums text-ink-soft">
          {country.dialCode}
        </span>
        <ChevronDown aria-hidden="true" className="size-4 text-muted" />
        {/* The real control, invisible over the drawing: clicks, keys and screen readers reach it. */}
        <select
          id={countryId}
          value={country.code}
          onChange={changeCountry}
          onBlur={onBlur}
          disabled={disabled}
          className="absolute inset-0 size-full cursor-pointer appearance-none opacity-0 focus:outline-none disabled:cursor-not-allowed"
        >
          {COUNTRIES.map((c) => (
            <option key={c.code} value={c.code}>
              {t('option', { name: t(`countries.${c.code}`), dialCode: c.dialCode })}
            </option>
          ))}
        </select>
      </div>

      <input
        ref={setRefs}
        id={phoneId}
        name={name}
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        placeholder={country.placeholder}
        value={value.phone}
        onChange={changePhone}
        onBlur={onBlur}
        disabled={disabled}
        required={required}
        aria-invalid={invalid || undefined}
        aria-describedby={ariaDescribedBy}
        className={cn(
          control,
          'min-w-0 px-4 py-3 tabular-nums placeholder:text-muted/70 focus:border-brand focus:outline-none focus:ring-2 focus:ring-brand/20',
          'aria-[invalid=true]:border-red-700 disabled:opacity-60',
        )}
      />
    </div>
  );
}
