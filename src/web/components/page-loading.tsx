import { useTranslation } from 'react-i18next';
import { Spinner } from './ui/spinner';

/** The spinner a page shows while its code or its data is on the way. */
export function PageLoading() {
  const { t } = useTranslation();
  return (
    <div className="grid min-h-screen place-items-center">
      <Spinner label={t('loading')} />
    </div>
  );
}
