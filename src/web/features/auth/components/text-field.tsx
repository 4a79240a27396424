import { Eye, EyeOff } from 'lucide-react';
import type * as React from 'react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn';

export const inputClass =
  'block w-full rounded-xl border border-line bg-white px-4 py-3 text-base text-ink shadow-xs placeholder:text-muted/70 focus:border-brand focus:outline-none focus:ring-2 focus:ring-brand/20 aria-[invalid=true]:border-red-700 disabled:opacity-60';

type TextFieldProps = Omit<React.ComponentProps<'input'>, 'id'> & {
  label: string;
  /** Already translated. */
  error?: string | undefined;
  hint?: string;
};

/** A labelled input with its hint and inline error; passwords get a show/hide button. */
export function TextField({ label, error, hint, type = 'text', className, ...props }: TextFieldProps) {
  const { t } = useTranslation('auth');
  const id = useId();
  const [visible, setVisible] = useState(false);
  const isPassword = type === 'password';
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
      <div className="relative mt-1.5">
        <input
          id={id}
          type={isPassword && visible ? 'text' : type}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={cn(inputClass, isPassword && 'pr-12')}
          {...props}
        />
        {isPassword && (
          <button
            type="button"
            onClick={() => setVisible((v) => !v)}
            aria-label={visible ? t('fields.hidePassword') : t('fields.showPassword')}
            aria-pressed={visible}
            className="absolute inset-y-0 right-1 my-auto grid size-10 place-items-center rounded-full text-muted hover:bg-parchment hover:text-ink"
          >
            {visible ? (
              <EyeOff aria-hidden="true" className="size-5" />
            ) : (
              <Eye aria-hidden="true" className="size-5" />
            )}
          </button>
        )}
      </div>
      {hint && !error && (
        <p id={`${id}-hint`} className="mt-1.5 text-sm text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1.5 text-sm text-red-800">
          {error}
        </p>
      )}
    </div>
  );
}
