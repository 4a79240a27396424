import { useTranslation } from 'react-i18next';

/** The interface language, for picking pt/en texts of catalogue data and formatting weights. */
export function useLanguage(): string {
  const { i18n } = useTranslation();
  return i18n.language || 'pt-BR';
}
