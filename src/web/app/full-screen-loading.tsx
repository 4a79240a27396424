import { useTranslation } from 'react-i18next';
import { Spinner } from '../components/ui/spinner';

/** The full-screen loading view of SPEC §2.1 ("Carregando..."), used by guards and page outside the layout. */
export function FullScreenLoading() {
  const { t } = useTranslation();
  return (
    <div className="grid min-h-screen place-items-center bg-cream">
      <Spinner label={t('loading')} className="font-display text-lg" />
    </div>
  );
}
