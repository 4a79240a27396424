import '../i18n';
import type * as React from 'react';
import { useTranslation } from 'react-i18next';
import { PasswordInput } from '@/web/components/ui/password-input';

/** The account screens' password input: its show/hide button speaks the auth dictionary. */
export function AuthPasswordInput(
  props: Omit<React.ComponentProps<typeof PasswordInput>, 'showLabel' | 'hideLabel'>,
) {
  const { t } = useTranslation('auth');
  return (
    <PasswordInput showLabel={t('fields.showPassword')} hideLabel={t('fields.hidePassword')} {...props} />
  );
}
