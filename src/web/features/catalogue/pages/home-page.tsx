import { ArrowRight } from 'lucide-react';
import type * as React from 'react';
import { useDeferredValue, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { HomeSectionKey as SectionKey } from '@/shared/catalogue/home-sections';
import { localized } from '@/shared/catalogue/rules';
import type { HomeCatalogue, HomeSectionContent } from '@/shared/catalogue/types';
import { searchParamsFromQuery } from '@/shared/catalogue/url';
import { paths } from '@/shared/routes';
import { siteTitle } from '@/shared/settings/home-title';
import { buttonVariants } from '@/web/components/ui/button';
import { HydrateWhenSeen } from '@/web/lib/hydrate-when-seen';
import { useSettings } from '@/web/lib/settings';
import { useHomeCatalogue } from '../api/get-home';
import { BannerCarousel } from '../components/banner-carousel';
import { CategoryTiles } from '../components/category-tiles';
import type { ContactSlot } from '../components/contact-slot';
import { Hero, HeroSkeleton } from '../components/hero';
import { HomeSection } from '../components/home-section';
import { ProductGridSkeleton } from '../components/product-grid';
import { ProductRail } from '../components/product-rail';
import { ErrorState } from '../components/query-states';
import { TestimonialList } from '../components/testimonial-list';
import { useLanguage } from '../hooks/use-language';
import { homeSectionOrder } from '../lib/home-sections';

const DICTIONARY_KEY = {
  categories: 'categories',
  featured: 'featured',
  promotions: 'promotions',
  brazilian_cuts: 'cuts',
  testimonials: 'testimonials',
  about: 'about',
} as const;

function SeeAll({ to, label }: { to: string; label: string }) {
  return (
    <Link to={to} className={buttonVariants({ variant: 'secondary', className: 'mt-6' })}>
      {label}
      <ArrowRight aria-hidden="true" />
    </Link>
  );
}

/**
 * SPEC §2.1 home: the banner carousel, then #nossas_categorias, #produtos_destaque, #promocoes,
 * #cortes_brasileiros_v2, #testimonials and the about section — in that order unless staff changed
 * it, without the sections they hid (decision 031; the contact card of a hidden about section stays).
 * Section texts come from the `sections` table (staff edit them), falling back to the home dictionary.
 */
export default function HomePage({
  ContactSection,
  CampaignSection,
}: {
  ContactSection: ContactSlot;
  /** The open pre-orders (issue 41), handed in by the app: drawn under the banner once hydrated. */
  CampaignSection?: React.ComponentType;
}) {
  const { t } = useTranslation(['home', 'catalogue']);
  const language = useLanguage();
  const query = useHomeCatalogue();
  // The tab's title in her language (decision 106): the server wrote it for the first load; a
  // switch of language or a way back from another page writes it again.
  const seo = useSettings().data?.seo;
  useEffect(() => {
    if (seo) document.title = siteTitle(seo, language, document.title);
  }, [seo, language]);
  // The sections render in a deferred, interruptible pass, so the main thread is never blocked long.
  const data = useDeferredValue(query.data);
  const { isError, refetch } = query;
  const isPending = !data && !isError;

  const texts = (key: SectionKey) => {
    const row: HomeSectionContent | undefined = data?.sections.find((s) => s.key === key);
    const dict = DICTIONARY_KEY[key];
    return {
      title: (row && localized(row.titlePt, row.titleEn, language)) || t(`home:${dict}.title`),
      subtitle:
        (row && localized(row.subtitlePt, row.subtitleEn, language)) ||
        (dict === 'about' ? t('home:about.body') : t(`home:${dict}.subtitle`)),
      body: row ? localized(row.bodyPt, row.bodyEn, language) : null,
    };
  };

  const content = (pick: (home: HomeCatalogue) => React.ReactNode, skeleton: React.ReactNode) => {
    if (data) return pick(data);
    if (isError)
      return <ErrorState message={t('catalogue:home.loadFailed')} onRetry={() => void refetch()} />;
    return skeleton;
  };
  const rail = (products: HomeCatalogue['featured'], link: string, label: string) =>
    products.length > 0 ? (
      <>
        <ProductRail products={products} />
        <SeeAll to={link} label={label} />
      </>
    ) : null;
  const list = (filters: Parameters<typeof searchParamsFromQuery>[0]) =>
    `${paths.products}?${searchParamsFromQuery(filters).toString()}`;
  const about = texts('about');
  const order = homeSectionOrder(data?.sections);
  const blocks: Record<SectionKey, () => React.ReactNode> = {
    categories: () => (
      <HomeSection id="nossas_categorias" {...texts('categories')}>
        {content(
          (home) => (
            <CategoryTiles categories={home.categories} />
          ),
          <ProductGridSkeleton count={4} />,
        )}
      </HomeSection>
    ),
    featured: () => (
      <HomeSection id="produtos_destaque" {...texts('featured')}>
        {content(
          (home) => rail(home.featured, list({ featured: true }), t('catalogue:home.seeAllFeatured')),
          <ProductGridSkeleton count={4} />,
        )}
      </HomeSection>
    ),
    promotions: () => (
      <HomeSection id="promocoes" {...texts('promotions')}>
        {content(
          (home) => rail(home.offers, list({ offer: true }), t('catalogue:home.seeAllOffers')),
          <ProductGridSkeleton count={4} />,
        )}
      </HomeSection>
    ),
    brazilian_cuts: () => (
      <HomeSection id="cortes_brasileiros_v2" {...texts('brazilian_cuts')}>
        {content(
          (home) => rail(home.brazilianCuts, list({ brazilian: true }), t('catalogue:home.seeAllCuts')),
          <ProductGridSkeleton count={4} />,
        )}
      </HomeSection>
    ),
    testimonials: () => (
      <HomeSection id="testimonials" {...texts('testimonials')}>
        {content(
          (home) => (
            <>
              <TestimonialList testimonials={home.testimonials} />
              {/* The shop's rating at Google, worded by the server in both languages (decision 083). */}
              {home.reviewSummary && (
                <a
                  href={home.reviewSummary.url ?? undefined}
                  className={buttonVariants({ variant: 'secondary', className: 'mt-6' })}
                >
                  {localized(home.reviewSummary.textPt, home.reviewSummary.textEn, language)}
                </a>
              )}
            </>
          ),
          null,
        )}
      </HomeSection>
    ),
    about: () => (
      <section id="sobre" aria-labelledby="sobre-title" className="mx-auto mt-20 max-w-7xl px-4 sm:px-6">
        <div className="grid gap-8 overflow-hidden rounded-[2rem] bg-parchment px-6 py-12 sm:px-12 lg:grid-cols-[1fr_1.1fr]">
          {/* The story, then the grill picture filling the height of the form beside it (no empty band). */}
          <div className="flex flex-col">
            <h2 id="sobre-title" className="text-3xl text-ink sm:text-4xl">
              {about.title}
            </h2>
            <p className="mt-3 text-lg font-medium text-ink-soft">{about.subtitle}</p>
            {about.body && <p className="mt-4 max-w-2xl text-ink-soft">{about.body.split('\n\n')[0]}</p>}
            <Link
              to={paths.about}
              className={buttonVariants({ variant: 'primary', className: 'mt-8 self-start' })}
            >
              {t('home:about.more')}
            </Link>
            {/* A CSS background (decorative): not fetched under 1024 px, and no bytes in the home's JS budget. */}
            <div className="mt-10 hidden min-h-48 flex-1 rounded-3xl bg-charcoal bg-[url(/images/hero-grill.svg)] bg-cover bg-center shadow-card lg:block" />
          </div>
          <ContactSection headingLevel="h3" />
        </div>
      </section>
    ),
  };

  return (
    <>
      {data && data.banners.length > 0 ? (
        <BannerCarousel banners={data.banners} heading={t('catalogue:home.heading')} />
      ) : isPending ? (
        <HeroSkeleton />
      ) : (
        <Hero />
      )}
      {CampaignSection && <CampaignSection />}

      {/* Each section hydrates when it comes near the screen (decision 058). */}
      {order.map((key) => (
        <HydrateWhenSeen key={key} id={`home-${key}`}>
          {blocks[key]()}
        </HydrateWhenSeen>
      ))}
      {!order.includes('about') && (
        <div className="mx-auto mt-20 max-w-7xl px-4 sm:px-6">
          <ContactSection headingLevel="h2" />
        </div>
      )}
    </>
  );
}
