import type * as React from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/web/components/ui/button';
import { Form, FormError } from '@/web/components/ui/form';
import { FormAlert } from '@/web/components/ui/form-alert';
import { FormSection } from '@/web/components/ui/form-section';
import { Skeleton } from '@/web/components/ui/skeleton';
import { useUnsavedWarning } from '@/web/lib/use-unsaved-warning';
import { useServerMessages } from '@/web/lib/validation-messages';
import type { StaffSetting } from '../api/settings-api';
import { type Control, SettingField } from './setting-field';
import type { useSettingsForm } from './use-settings-form';

export type FieldSpec = { key: string; control: Control; extra?: React.ReactNode; wide?: boolean };
/** `advanced`: fields only a developer changes, folded under "Avançado" until opened or refused. */
export type GroupSpec = { title: string; lead?: React.ReactNode; fields: FieldSpec[]; advanced?: boolean };

/** A settings screen's frame: the title, its lead and the group's query (loading, error, data). */
export function ScreenFrame({
  title,
  lead,
  query,
  children,
}: {
  title: string;
  lead: string;
  query: { data?: { settings: StaffSetting[] }; error: unknown; isPending: boolean; refetch(): unknown };
  children: (settings: StaffSetting[]) => React.ReactNode;
}) {
  const { t } = useTranslation('settings');
  const server = useServerMessages();
  return (
    <div>
      <h1 className="text-4xl text-ink">{title}</h1>
      <p className="mt-2 max-w-3xl text-ink-soft">{lead}</p>
      <div className="mt-6">
        {query.data ? (
          children(query.data.settings)
        ) : query.isPending ? (
          <div role="status" className="space-y-4">
            <span className="sr-only">{t('loading')}</span>
            <Skeleton className="h-48 rounded-3xl" />
            <Skeleton className="h-48 rounded-3xl" />
          </div>
        ) : (
          <div className="space-y-4">
            <FormAlert>{server.error(query.error, t('loadError'))}</FormAlert>
            <Button onClick={() => query.refetch()}>{t('retry')}</Button>
          </div>
        )}
      </div>
    </div>
  );
}

/** The groups of a settings form, each a card of fields, and the "save all" bar. */
export function SettingsGroups({
  state,
  groups,
  label,
  help,
  aside,
}: {
  state: ReturnType<typeof useSettingsForm>;
  groups: GroupSpec[];
  label(key: string): string;
  help(key: string): string;
  /** Drawn beside the groups on wide screens, after them on narrow ones (the SEO preview). */
  aside?: React.ReactNode;
}) {
  const { t } = useTranslation('settings');
  const { form, saveAll, saveOne, refusedHere, saving } = state;
  // The product editor's guard: a link out of the screen (another admin section) or closing the
  // tab asks before dropping what was typed and not saved.
  useUnsavedWarning(form.formState.isDirty, t('leaveWarning'));
  return (
    <Form
      form={form}
      onSubmit={saveAll}
      onInvalid={refusedHere}
      className={aside ? 'grid gap-6 xl:grid-cols-[minmax(0,1fr)_minmax(0,24rem)]' : undefined}
    >
      <div className="min-w-0 space-y-6">
        <FormError />
        {groups.map((group) => {
          const section = (
            <FormSection key={group.title} legend={group.title}>
              {group.lead}
              <div className="grid gap-5 md:grid-cols-2">
                {group.fields.map((f) => (
                  <div key={f.key} className={f.wide ? 'md:col-span-2' : undefined}>
                    <SettingField
                      name={f.key}
                      label={label(f.key)}
                      help={help(f.key)}
                      control={f.control}
                      onSave={() => void saveOne(f.key)}
                      busy={saving}
                      extra={f.extra}
                    />
                  </div>
                ))}
              </div>
            </FormSection>
          );
          return group.advanced ? (
            <Advanced key={group.title} keys={group.fields.map((f) => f.key)} errors={form.formState.errors}>
              {section}
            </Advanced>
          ) : (
            section
          );
        })}
        <div className="sticky bottom-4 z-10 flex flex-wrap items-center justify-end gap-3 rounded-full bg-white/90 p-2 shadow-card ring-1 ring-line/60 backdrop-blur">
          {form.formState.isDirty && <p className="px-3 text-sm text-ink-soft">{t('unsaved')}</p>}
          <Button type="submit" disabled={saving}>
            {saving ? t('saving') : t('saveAll')}
          </Button>
        </div>
      </div>
      {aside && <div className="min-w-0 xl:sticky xl:top-6 xl:self-start">{aside}</div>}
    </Form>
  );
}

/** A folded group: closed at first, opened by the owner or by a refusal of one of its fields. */
function Advanced({
  keys,
  errors,
  children,
}: {
  keys: string[];
  errors: Record<string, unknown>;
  children: React.ReactNode;
}) {
  const { t } = useTranslation('settings');
  const [open, setOpen] = useState(false);
  const refused = keys.some((key) => errors[key]);
  return (
    <details open={open || refused} onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary className="cursor-pointer rounded-full px-2 py-1 text-sm font-semibold text-brand">
        {t('advanced')}
      </summary>
      <div className="mt-4">{children}</div>
    </details>
  );
}
