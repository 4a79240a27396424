import { Award, Beef, MessageCircle } from 'lucide-react';
import type * as React from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { localized } from '@/shared/catalogue/rules';
import { paths } from '@/shared/routes';
import { FullPageLoading } from '@/web/components/full-page-loading';
import { ResponsivePicture } from '@/web/components/responsive-picture';
import { buttonVariants } from '@/web/components/ui/button';
import { usePageTitle } from '@/web/lib/use-page-title';
import { useSections } from '../api/get-sections';
import type { ContactSlot } from '../components/contact-slot';
import { useLanguage } from '../hooks/use-language';
import '../about-i18n';

const FACTS = [
  ['since', Award],
  ['cuts', Beef],
  ['service', MessageCircle],
] as const;

/** /about: the shop's story (founded 2017, Georgia, premium Brazilian cuts), from the about section. */
export default function AboutPage({
  ContactSection,
  StoresSection,
}: {
  ContactSection: ContactSlot;
  /** The stores' addresses and hours (decision 037), handed in by the app like the contact form. */
  StoresSection?: React.ComponentType<{ className?: string }>;
}) {
  const { t } = useTranslation(['aboutPage', 'home']);
  const language = useLanguage();
  const { data: sections, isPending } = useSections();
  const about = sections?.find((s) => s.key === 'about');
  const title = (about && localized(about.titlePt, about.titleEn, language)) || t('home:about.title');
  const lead = about && localized(about.subtitlePt, about.subtitleEn, language);
  const body = (about && localized(about.bodyPt, about.bodyEn, language)) || t('home:about.body');
  usePageTitle(title);
  // The story arrives with the sections; until then a placeholder holds the page (no text swap, no shift).
  if (isPending) return <FullPageLoading />;

  return (
    <div className="mx-auto max-w-7xl px-4 pt-10 sm:px-6 sm:pt-14">
      <div className="grid items-center gap-10 lg:grid-cols-[1.2fr_1fr]">
        <div>
          <p className="text-xs font-semibold uppercase tracking-[0.22em] text-brand sm:text-sm">
            {t('aboutPage:eyebrow')}
          </p>
          <h1 className="mt-4 text-4xl text-ink sm:text-5xl">{title}</h1>
          {lead && <p className="mt-4 text-xl text-ink-soft">{lead}</p>}
          <div className="mt-6 space-y-4 text-lg leading-relaxed text-ink-soft">
            {body.split('\n\n').map((paragraph) => (
              <p key={paragraph.slice(0, 40)}>{paragraph}</p>
            ))}
          </div>
          <Link to={paths.products} className={buttonVariants({ size: 'lg', className: 'mt-8' })}>
            {t('aboutPage:cta')}
          </Link>
        </div>
        <div className="overflow-hidden rounded-[2rem] bg-charcoal shadow-card">
          <ResponsivePicture
            src="/images/hero-grill.svg"
            sizes="(min-width: 1024px) 40vw, 100vw"
            alt=""
            width={720}
            height={560}
            className="w-full"
          />
        </div>
      </div>
      <ul className="mt-16 grid gap-4 sm:grid-cols-3">
        {FACTS.map(([key, Icon]) => (
          <li key={key} className="rounded-2xl bg-white p-6 shadow-card ring-1 ring-line/70">
            <Icon aria-hidden="true" className="size-7 text-brand" />
            <h2 className="mt-4 text-xl text-ink">{t(`aboutPage:facts.${key}.title`)}</h2>
            <p className="mt-2 text-ink-soft">{t(`aboutPage:facts.${key}.body`)}</p>
          </li>
        ))}
      </ul>
      {/* Stores and direct lines beside the form from 1024 px: one store card alone on a wide row */}
      {/* left an empty band. (An empty column, no store and no line, leaves the form the whole width.) */}
      <div className="mt-16 grid gap-16 lg:items-start lg:gap-10 lg:has-[>div:not(:empty)+div]:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
        {StoresSection && <StoresSection />}
        <ContactSection />
      </div>
    </div>
  );
}
