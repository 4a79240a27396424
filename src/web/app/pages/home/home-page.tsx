import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../../shared/routes';
import { buttonVariants } from '../../../components/ui/button';
import { Hero } from './hero';
import { HomeSection } from './section';

const CATEGORY_TILES = [
  { key: 'beef', tone: 'from-[#7a1f1a] to-[#a3362a]' },
  { key: 'pork', tone: 'from-[#9a4a3a] to-[#c26b55]' },
  { key: 'poultry', tone: 'from-[#a8692c] to-[#cf8f45]' },
  { key: 'sausages', tone: 'from-[#6b2a1e] to-[#934032]' },
  { key: 'bbq', tone: 'from-[#2b211d] to-[#5a3a2c]' },
  { key: 'others', tone: 'from-[#2f5a38] to-[#4d7d52]' },
] as const;

function EmptyShelf() {
  const { t } = useTranslation(['home', 'common']);
  return (
    <div className="flex flex-col items-start gap-4 rounded-3xl border border-dashed border-line bg-white/60 p-8 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-ink-soft">{t('home:sectionSoon')}</p>
      <Link to={paths.products} className={buttonVariants({ variant: 'secondary' })}>
        {t('common:seeAll')}
      </Link>
    </div>
  );
}

export default function HomePage() {
  const { t } = useTranslation('home');
  return (
    <>
      <Hero />
      <HomeSection id="nossas_categorias" title={t('categories.title')} subtitle={t('categories.subtitle')}>
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
          {CATEGORY_TILES.map((tile) => (
            <li key={tile.key}>
              <Link
                to={paths.products}
                className={`flex aspect-[4/3] items-end rounded-2xl bg-gradient-to-br ${tile.tone} p-4 font-display text-lg text-white shadow-card transition-transform hover:-translate-y-0.5`}
              >
                {t(`categories.tiles.${tile.key}`)}
              </Link>
            </li>
          ))}
        </ul>
      </HomeSection>
      <HomeSection id="produtos_destaque" title={t('featured.title')} subtitle={t('featured.subtitle')}>
        <EmptyShelf />
      </HomeSection>
      <HomeSection id="promocoes" title={t('promotions.title')} subtitle={t('promotions.subtitle')}>
        <EmptyShelf />
      </HomeSection>
      <HomeSection id="cortes_brasileiros_v2" title={t('cuts.title')} subtitle={t('cuts.subtitle')}>
        <EmptyShelf />
      </HomeSection>
      <HomeSection id="testimonials" title={t('testimonials.title')} subtitle={t('testimonials.subtitle')} />
      <section id="sobre" aria-labelledby="sobre-title" className="mx-auto mt-20 max-w-7xl px-4 sm:px-6">
        <div className="rounded-[2rem] bg-parchment px-6 py-12 sm:px-12">
          <h2 id="sobre-title" className="text-3xl text-ink sm:text-4xl">
            {t('about.title')}
          </h2>
          <p className="mt-4 max-w-2xl text-lg text-ink-soft">{t('about.body')}</p>
          <Link to={paths.about} className={buttonVariants({ variant: 'primary', className: 'mt-8' })}>
            {t('about.more')}
          </Link>
        </div>
      </section>
    </>
  );
}
