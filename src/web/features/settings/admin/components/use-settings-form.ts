import { useRef } from 'react';
import type { FieldErrors, FieldValues, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { MessageKey, MessageParams } from '@/shared/messages';
import { SETTINGS_SCHEMAS, type SettingsGroup } from '@/shared/settings/schemas';
import { useServerRefusal, useZodForm } from '@/web/components/ui/form';
import { ApiError } from '@/web/lib/api-error';
import { notify } from '@/web/lib/toast';
import { useServerMessages } from '@/web/lib/validation-messages';
import { type StaffSetting, useSaveSetting, useSaveSettings } from '../api/settings-api';

type Values = Record<string, string>;
export type SettingsForm = UseFormReturn<Values & FieldValues, unknown, Values>;

/**
 * One settings screen's form (decision 038): every key of the group in one form, checked by the
 * shared schema of each key; "save all" sends the group, each field can be saved on its own.
 * A failed save keeps what was typed, marks the refused fields and says it with the §8.5 texts.
 */
export function useSettingsForm(
  group: SettingsGroup,
  settings: StaffSetting[],
  schema: z.ZodType<Values, Values>,
  labelOf: (key: string) => string,
  /** Told after a save what was stored before and after (the rename offer, issue 39). */
  onSaved?: (saved: Values, before: Values) => void,
) {
  const { t } = useTranslation('settings');
  const server = useServerMessages();
  const form = useZodForm(schema, {
    defaultValues: Object.fromEntries(settings.map((s) => [s.key, s.value])),
  }) as unknown as SettingsForm;
  const refuse = useServerRefusal(form);
  const one = useSaveSetting();
  const all = useSaveSettings();
  const say = (key: MessageKey, params?: Record<string, string>) =>
    server.message(key, undefined, params) ?? '';

  /** "E-mail de contato — Informe um e-mail válido.": the refused field named, then why. */
  const named = (key: string | undefined, text: string) => {
    const label = key ? labelOf(key) : '';
    return label ? t('fieldRefused', { field: label, detail: text }) : text;
  };

  /** The first refused field and its text, in the interface language: the §8.5 `{detail}`. */
  const detailOf = (error: unknown) => {
    const [first] = Object.entries(server.fields(error));
    if (first) return named(first[0].split('.').at(-1), first[1]);
    return error instanceof ApiError ? server.error(error, t('unexpected')) : t('unexpected');
  };

  // A double click submits twice before the button turns busy: one save of the group at a time.
  const savingAll = useRef(false);
  async function saveAll(values: Values) {
    if (savingAll.current) return;
    savingAll.current = true;
    try {
      const before = { ...(form.formState.defaultValues as Values) };
      await all.mutateAsync({ group, values });
      form.reset(values);
      onSaved?.(values, before);
      notify('success', say(group === 'seo' ? 'settings.seoSaved' : 'settings.saved'));
    } catch (error) {
      refuse(error, say('settings.updateFailed', { detail: detailOf(error) }));
      notify('error', say('settings.updateFailed', { detail: detailOf(error) }));
    } finally {
      savingAll.current = false;
    }
  }

  /** Shown when the form's own check refuses before anything is sent: the first refused field. */
  function refusedHere(errors: unknown) {
    const [key, first] = (Object.entries(errors as FieldErrors)[0] ?? []) as [
      string | undefined,
      { message?: string; params?: MessageParams } | undefined,
    ];
    const text = first?.message && server.message(first.message, undefined, first.params);
    const detail = text ? named(key, text) : t('unexpected');
    notify('error', say('settings.updateFailed', { detail }));
  }

  async function saveOne(key: string) {
    const label = labelOf(key);
    const parsed = (SETTINGS_SCHEMAS[group] as Record<string, z.ZodType<string>>)[key]!.safeParse(
      form.getValues(key),
    );
    if (!parsed.success) {
      await form.trigger(key);
      const detail = server.issue(parsed.error.issues[0]) ?? t('unexpected');
      notify('error', say('settings.saveKeyFailed', { key: label, detail }));
      return;
    }
    try {
      const before = { ...(form.formState.defaultValues as Values) };
      await one.mutateAsync({ group, key, value: parsed.data });
      form.resetField(key, { defaultValue: parsed.data });
      onSaved?.({ ...before, [key]: parsed.data }, before);
      form.setValue(key, parsed.data);
      notify('success', say('settings.keySaved', { key: label }));
    } catch (error) {
      const detail = server.fields(error).value ?? detailOf(error);
      form.setError(key, { type: 'server', message: detail }, { shouldFocus: true });
      notify('error', say('settings.saveKeyFailed', { key: label, detail }));
    }
  }

  return { form, saveAll, saveOne, refusedHere, saving: one.isPending || all.isPending };
}
