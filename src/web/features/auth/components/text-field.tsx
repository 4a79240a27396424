import { Eye, EyeOff } from 'lucide-react';
import type * as React from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldFrame } from '../../../components/ui/field-frame';
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
  const [visible, setVisible] = useState(false);
  const isPassword = type === 'password';
  return (
    <FieldFrame label={label} hint={hint} error={error} className={className}>
      {(control) => (
        <div className="relative mt-1.5">
          <input
            {...control}
            type={isPassword && visible ? 'text' : type}
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
      )}
    </FieldFrame>
  );
}
