import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api-client';
import { localiseError, localiseServerMessage } from '../../lib/validation-messages';

/**
 * Field errors in the interface language, and a server refusal spread onto the fields it names
 * (DESIGN §6 `fields`); what names no field comes back as the form-level message.
 */
export function useFormErrors<T extends FieldValues>(form: UseFormReturn<T>) {
  const { i18n, t } = useTranslation('auth');
  const translate = (message: string | undefined) => localiseServerMessage(message, i18n.language);

  const fieldError = (name: Path<T>): string | undefined => {
    const error = name
      .split('.')
      .reduce<unknown>(
        (node, key) => (node as Record<string, unknown> | undefined)?.[key],
        form.formState.errors,
      ) as { message?: string } | undefined;
    return translate(error?.message);
  };

  /** Maps an ApiError onto the form; returns the message for the form as a whole, or null. */
  const applyServerError = (error: unknown, knownFields: readonly Path<T>[]): string | null => {
    if (!(error instanceof ApiError)) return t('genericError');
    let placed = false;
    // The key goes onto the field (the account keys carry no parameters); fieldError renders it.
    for (const [field, messages] of Object.entries(error.body.fields ?? {})) {
      if (knownFields.includes(field as Path<T>) && messages[0]) {
        form.setError(field as Path<T>, { message: messages[0].key }, { shouldFocus: !placed });
        placed = true;
      }
    }
    return placed && error.status === 422 ? null : localiseError(error, i18n.language, t('genericError'));
  };

  return { fieldError, applyServerError, translate };
}
