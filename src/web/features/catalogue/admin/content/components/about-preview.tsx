import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/web/components/ui/tabs';

type Texts = { title: string; subtitle: string; body: string };

/** The about text as the About page sets it (title, tagline, paragraphs), in pt or en. */
export function AboutPreview({ pt, en }: { pt: Texts; en: Texts }) {
  const { t } = useTranslation('content');
  const [language, setLanguage] = useState('pt-BR');
  const versions = [
    ['pt-BR', t('portuguese'), pt],
    ['en', t('english'), en],
  ] as const;
  return (
    <Tabs value={language} onValueChange={setLanguage}>
      <TabsList className="flex gap-2">
        {versions.map(([value, name]) => (
          <TabsTrigger key={value} value={value}>
            {t('about.preview', { language: name })}
          </TabsTrigger>
        ))}
      </TabsList>
      {versions.map(([value, , texts]) => (
        <TabsContent key={value} value={value} className="mt-4">
          <article lang={value} className="rounded-3xl bg-white p-6 shadow-card ring-1 ring-line/60 sm:p-8">
            <h2 className="text-3xl text-ink">{texts.title}</h2>
            {texts.subtitle && <p className="mt-3 text-lg text-ink-soft">{texts.subtitle}</p>}
            <div className="mt-4 space-y-3 leading-relaxed text-ink-soft">
              {texts.body
                .split('\n\n')
                .filter((p) => p.trim())
                .map((paragraph, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs being typed have no identity
                  <p key={i}>{paragraph}</p>
                ))}
            </div>
          </article>
        </TabsContent>
      ))}
    </Tabs>
  );
}
