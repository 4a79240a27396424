import { KeyRound, Server } from 'lucide-react';
import { useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { PlainFieldView, SecretFieldView } from '@/shared/integrations/cards';
import { Field } from '@/web/components/ui/field';
import { FormField } from '@/web/components/ui/form';
import { Input } from '@/web/components/ui/input';
import { PasswordInput } from '@/web/components/ui/password-input';
import { Select } from '@/web/components/ui/select';

/** "Definido no servidor": a value the environment sets, shown read-only with why. */
function OnServer() {
  const { t } = useTranslation('integrations');
  return (
    <span className="mt-1.5 inline-flex items-center gap-1.5 text-xs font-semibold text-ink-soft">
      <Server aria-hidden="true" className="size-3.5" />
      {t('setOnServer')}
    </span>
  );
}

type TextProps = {
  name: string;
  label: string;
  help?: string;
  view: PlainFieldView;
  type?: 'text' | 'email' | 'url' | 'tel';
  inputMode?: 'numeric';
  placeholder?: string;
  maxLength: number;
};

/** A plain field: editable, or read-only when the server's environment sets it. */
export function TextSetting({
  name,
  label,
  help,
  view,
  type = 'text',
  inputMode,
  placeholder,
  maxLength,
}: TextProps) {
  const { t } = useTranslation('integrations');
  if (view.source === 'env') {
    return (
      <Field label={label} hint={t('setOnServerHint')}>
        {(control) => (
          <div>
            <Input {...control} value={view.value} readOnly className="bg-parchment text-ink-soft" />
            <OnServer />
          </div>
        )}
      </Field>
    );
  }
  return (
    <FormField name={name} label={label} hint={help}>
      {(field) => (
        <Input
          {...field}
          type={type}
          inputMode={inputMode}
          placeholder={placeholder}
          maxLength={maxLength}
          autoComplete="off"
          spellCheck={false}
        />
      )}
    </FormField>
  );
}

/** A choice among a few options (the SMTP security), read-only when the environment sets it. */
export function ChoiceSetting({
  name,
  label,
  help,
  view,
  options,
}: {
  name: string;
  label: string;
  help?: string;
  view: PlainFieldView;
  options: readonly { value: string; label: string }[];
}) {
  if (view.source === 'env') {
    const shown = options.find((o) => o.value === view.value)?.label ?? view.value;
    return <TextSetting name={name} label={label} view={{ ...view, value: shown }} maxLength={20} />;
  }
  return (
    <FormField name={name} label={label} hint={help}>
      {(field) => (
        <Select {...field}>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </Select>
      )}
    </FormField>
  );
}

/**
 * A secret: never shown. Stored ones read "•••• 4f2a" with "Substituir", which opens a field for
 * the new one ("Manter a atual" closes it again, keeping the stored one); none stored, or one that
 * no longer opens, is typed in directly. The environment's say only "set on the server".
 */
export function SecretSetting({
  name,
  label,
  view,
  autoComplete = 'off',
}: {
  name: string;
  label: string;
  view: SecretFieldView;
  autoComplete?: 'off' | 'new-password';
}) {
  const { t } = useTranslation('integrations');
  const { setValue } = useFormContext();
  const [replacing, setReplacing] = useState(false);
  if (view.source === 'env') {
    return (
      <Field label={label} hint={t('setOnServerHint')}>
        {(control) => (
          <div>
            <Input
              {...control}
              value="••••••••"
              readOnly
              aria-label={`${label}: ${t('setOnServer')}`}
              className="bg-parchment text-ink-soft"
            />
            <OnServer />
          </div>
        )}
      </Field>
    );
  }
  if (view.mask && !replacing) {
    return (
      <Field label={label} hint={t('secretHint')}>
        {(control) => (
          <div className="flex items-center gap-3">
            <output
              id={control.id}
              aria-describedby={control['aria-describedby']}
              className="flex h-[3.125rem] min-w-0 flex-1 items-center gap-2 rounded-xl bg-parchment px-4 font-mono text-sm whitespace-nowrap text-ink"
            >
              <KeyRound aria-hidden="true" className="size-4 shrink-0 text-muted" />
              {view.mask}
            </output>
            <button
              type="button"
              onClick={() => setReplacing(true)}
              aria-label={`${t('replace')}: ${label}`}
              className="h-[3.125rem] shrink-0 rounded-full px-4 text-sm font-semibold text-brand-dark ring-1 ring-line hover:bg-parchment"
            >
              {t('replace')}
            </button>
          </div>
        )}
      </Field>
    );
  }
  const hint = view.problem ? t('otherKey') : replacing ? t('newSecretHint') : t('secretHint');
  return (
    <div>
      <FormField name={name} label={label} hint={hint}>
        {(field) => (
          <PasswordInput
            {...field}
            autoComplete={autoComplete}
            spellCheck={false}
            autoFocus={replacing}
            showLabel={t('show')}
            hideLabel={t('hide')}
          />
        )}
      </FormField>
      {replacing && (
        <button
          type="button"
          onClick={() => {
            setValue(name, '', { shouldDirty: true });
            setReplacing(false);
          }}
          className="mt-1 text-sm font-medium text-brand-dark hover:underline"
        >
          {t('keepCurrent')}
        </button>
      )}
    </div>
  );
}
