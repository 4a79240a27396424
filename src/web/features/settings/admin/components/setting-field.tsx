import type * as React from 'react';
import { useFormState } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CountedTextarea } from '@/web/components/ui/counted-textarea';
import type { FieldControlProps } from '@/web/components/ui/field';
import { FormField } from '@/web/components/ui/form';
import { Input } from '@/web/components/ui/input';
import { Select } from '@/web/components/ui/select';

export type Control =
  | {
      kind: 'text';
      type?: 'text' | 'email' | 'tel' | 'url';
      maxLength: number;
      placeholder?: string;
      inputMode?: 'decimal';
    }
  | { kind: 'long'; maxLength: number; rows?: number; placeholder?: string }
  | { kind: 'choice'; options: readonly { value: string; label: string }[] };

/** A save button for this one key, shown once its value differs from the saved one. */
function SaveOne({
  name,
  label,
  onSave,
  busy,
}: {
  name: string;
  label: string;
  onSave(): void;
  busy: boolean;
}) {
  const { t } = useTranslation('settings');
  const { dirtyFields } = useFormState({ name });
  if (!(dirtyFields as Record<string, boolean | undefined>)[name]) return null;
  return (
    <button
      type="button"
      onClick={onSave}
      disabled={busy}
      aria-label={t('saveOneLabel', { label })}
      className="rounded-full px-3 py-1 text-sm font-medium text-brand-dark ring-1 ring-line hover:bg-parchment disabled:opacity-50"
    >
      {t('saveOne')}
    </button>
  );
}

/**
 * One setting: its label with a "save this one" button when changed, the control, and the key's
 * help (or, in its place, its error). `extra` goes under it (the chat number in use).
 */
export function SettingField({
  name,
  label,
  help,
  control,
  onSave,
  busy,
  extra,
}: {
  name: string;
  label: string;
  help: string;
  control: Control;
  onSave(): void;
  busy: boolean;
  extra?: React.ReactNode;
}) {
  const draw = (field: React.ComponentProps<'input'> & FieldControlProps) => {
    if (control.kind === 'long')
      return (
        <CountedTextarea
          {...(field as React.ComponentProps<'textarea'>)}
          rows={control.rows ?? 3}
          limit={control.maxLength}
          placeholder={control.placeholder}
        />
      );
    if (control.kind === 'choice')
      return (
        <Select {...(field as React.ComponentProps<'select'>)}>
          {control.options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </Select>
      );
    return (
      <Input
        {...field}
        type={control.type ?? 'text'}
        maxLength={control.maxLength}
        placeholder={control.placeholder}
        inputMode={control.inputMode}
        autoComplete="off"
        spellCheck={control.type === undefined || control.type === 'text'}
      />
    );
  };
  return (
    <div className="relative min-w-0">
      <div className="absolute top-0 right-0">
        <SaveOne name={name} label={label} onSave={onSave} busy={busy} />
      </div>
      <FormField name={name} label={label} hint={help}>
        {(field) => draw(field)}
      </FormField>
      {extra}
    </div>
  );
}
