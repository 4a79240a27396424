import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SeoKey } from '@/shared/settings/keys';
import { ConfirmDialog } from '@/web/components/ui/confirm-dialog';
import { notify } from '@/web/lib/toast';
import { groupQueryOptions, useSaveSetting } from '../api/settings-api';
import { type NamedSeoKey, seoRenames } from '../lib/seo-rename';

export type Rename = { from: string; to: string };

/**
 * After the shop's name is saved (issue 39): asks whether the SEO title and og:site_name should
 * say the new name too, showing what each becomes. Nothing to change, it asks nothing. Accepting
 * saves those keys one by one through the SEO screen's own API, so nothing else there is touched.
 */
export function SeoRenameOffer({ rename, onClose }: { rename: Rename | null; onClose: () => void }) {
  const { t } = useTranslation('settings');
  // Read only once there is a rename to offer.
  const seo = useQuery({ ...groupQueryOptions('seo'), enabled: rename !== null });
  const save = useSaveSetting();
  const [busy, setBusy] = useState(false);
  const current = Object.fromEntries((seo.data?.settings ?? []).map((s) => [s.key, s.value]));
  const changes = rename && seo.data ? seoRenames(current, rename.from, rename.to) : {};
  const keys = Object.keys(changes) as NamedSeoKey[];
  if (!rename || keys.length === 0) return null;

  async function accept() {
    setBusy(true);
    try {
      for (const key of keys) await save.mutateAsync({ group: 'seo', key, value: changes[key]! });
      notify('success', t('general.rename.done'));
      onClose();
    } catch {
      notify('error', t('general.rename.failed'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('general.rename.title')}
      description={
        <>
          {t('general.rename.lead', { name: rename.to.trim() })}
          <span className="mt-3 block space-y-2">
            {keys.map((key) => (
              <span key={key} className="block rounded-xl bg-parchment px-3 py-2 text-ink">
                <span className="block text-sm text-ink-soft">{t(`seo.fields.${key as SeoKey}.label`)}</span>
                <span className="block font-semibold">{changes[key]}</span>
              </span>
            ))}
          </span>
        </>
      }
      cancelLabel={t('general.rename.decline')}
      confirmLabel={busy ? t('saving') : t('general.rename.accept')}
      onConfirm={() => void accept()}
      busy={busy}
    />
  );
}
