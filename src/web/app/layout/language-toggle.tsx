import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Language } from '@/shared/i18n/language';
import { chooseLanguage } from '@/web/lib/i18n';
import { rememberLanguageOnProfile } from '@/web/lib/session/remember-language';

const LABELS: Record<Language, { short: string; name: string }> = {
  'pt-BR': { short: 'PT', name: 'Português' },
  en: { short: 'EN', name: 'English' },
};

/** SPEC §2.2: the PT/EN toggle; the current language is marked, the other one is a button. */
export function LanguageToggle() {
  const { t, i18n } = useTranslation('layout');
  const current: Language = i18n.language === 'en' ? 'en' : 'pt-BR';
  const queryClient = useQueryClient();
  const choose = (language: Language) => {
    chooseLanguage(language);
    // Signed in, her messages follow the switch (decision 086).
    rememberLanguageOnProfile(queryClient, language);
  };
  return (
    <fieldset className="flex items-center rounded-full bg-parchment p-0.5 text-xs font-semibold">
      <legend className="sr-only">{t('header.language')}</legend>
      {(Object.keys(LABELS) as Language[]).map((language) => {
        const active = language === current;
        return (
          <button
            key={language}
            type="button"
            lang={language}
            aria-pressed={active}
            aria-label={t('header.switchTo', { language: LABELS[language].name })}
            onClick={() => choose(language)}
            className={`rounded-full px-2.5 py-1.5 transition-colors ${active ? 'bg-white text-brand shadow-sm' : 'text-muted hover:text-ink'}`}
          >
            {LABELS[language].short}
          </button>
        );
      })}
    </fieldset>
  );
}
