import { History } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { oldAddressToComplete, type SavedAddressInput } from '@/shared/accounts/address-book';
import { isLanguage } from '@/shared/i18n/language';
import { Button } from '@/web/components/ui/button';
import { useAuth } from '@/web/lib/session/auth-context';
import '@/web/components/address-i18n';

/**
 * Her profile's old single address, when it was too incomplete to move into the book (decision
 * 108): shown once above her list with "Completar endereço", which opens the book's own dialog
 * filled with what she had typed. Saved from there, it leaves the profile in the same transaction.
 */
export function OldProfileAddress({ onComplete }: { onComplete: (values: SavedAddressInput) => void }) {
  const { t, i18n } = useTranslation('addresses');
  const { profile } = useAuth();
  const values =
    profile && oldAddressToComplete(profile, isLanguage(i18n.language) ? i18n.language : 'pt-BR');
  if (!profile || !values) return null;
  const typed = [profile.address, profile.city, profile.state, profile.zipCode].filter(Boolean).join(', ');
  return (
    <div className="flex flex-col gap-3 rounded-2xl bg-parchment/60 p-4 ring-1 ring-line/70 sm:flex-row sm:items-start sm:justify-between">
      <div className="flex min-w-0 gap-3">
        <History aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand" />
        <div className="min-w-0">
          <p className="font-semibold text-ink">{t('old.title')}</p>
          <p className="mt-0.5 text-sm break-words text-ink">{typed}</p>
          <p className="mt-1 text-sm text-ink-soft">{t('old.hint')}</p>
        </div>
      </div>
      <Button size="sm" variant="secondary" className="shrink-0" onClick={() => onComplete(values)}>
        {t('old.complete')}
      </Button>
    </div>
  );
}
