import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { IntegrationCard, IntegrationId } from '@/shared/integrations/cards';
import { useServerRefusal, useZodForm } from '@/web/components/ui/form';
import { notify } from '@/web/lib/toast';
import { useUnsavedWarning } from '@/web/lib/use-unsaved-warning';
import { useServerMessages } from '@/web/lib/validation-messages';

/** The form's values from a card: plain fields as shown, secrets blank (blank keeps the stored one). */
export function cardValues<I extends IntegrationId>(
  card: IntegrationCard<I>,
  defaults: Record<string, string> = {},
): Record<string, string> {
  const plain = Object.entries(card.plain as Record<string, { value: string }>).map(([field, view]) => [
    field,
    view.value || defaults[field] || '',
  ]);
  const secrets = Object.keys(card.secret).map((field) => [field, '']);
  return Object.fromEntries([...plain, ...secrets]);
}

/**
 * One card's form (decision 024): the card's shared schema checks it here and on the server; a
 * refused save keeps what was typed and marks each refused field with its own message. After a
 * save the secrets go back to blank (kept): the card shows their new mask.
 */
export function useCardForm<S extends z.ZodType>(
  schema: S,
  values: Record<string, string>,
  secretFields: readonly string[],
  save: (values: z.output<S>) => Promise<unknown>,
) {
  const { t } = useTranslation('integrations');
  const server = useServerMessages();
  const form = useZodForm(schema, { defaultValues: values as never });
  const refuse = useServerRefusal(form);
  useUnsavedWarning(form.formState.isDirty, t('leaveWarning'));
  // The card's stored values changed on the server (removed, decision 083, or saved): the form
  // shows them. A refused save changes nothing stored, so what was typed stays.
  const stored = JSON.stringify(values);
  const shown = useRef(stored);
  useEffect(() => {
    if (shown.current === stored) return;
    shown.current = stored;
    form.reset(JSON.parse(stored) as never);
  }, [stored, form]);

  async function submit(parsed: z.output<S>) {
    try {
      await save(parsed);
      const typed = form.getValues() as Record<string, unknown>;
      form.reset({ ...typed, ...Object.fromEntries(secretFields.map((f) => [f, ''])) } as never);
      notify('success', server.message('integrations.saved') ?? '');
    } catch (error) {
      refuse(error, t('saveFailed'));
      notify('error', server.error(error, t('saveFailed')));
    }
  }
  return { form, submit };
}
