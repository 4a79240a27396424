import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { whatsappChatLink } from '@/shared/messaging/chat-link';
import { paths } from '@/shared/routes';
import { ResponsivePicture } from '@/web/components/responsive-picture';
import { buttonVariants } from '@/web/components/ui/button';
import { WhatsAppIcon } from '@/web/components/ui/whatsapp-icon';
import { useSettings } from '@/web/lib/settings';
import { HERO_MIN_HEIGHT } from './banner-carousel';

const heroFrame = 'relative isolate overflow-hidden bg-charcoal text-cream';
const glow =
  'absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_75%_60%,rgba(180,83,31,0.55),transparent_55%),radial-gradient(ellipse_at_15%_10%,rgba(122,31,26,0.6),transparent_50%)]';

/** The opening of the home page when the shop has no active banner. */
export function Hero() {
  const { t } = useTranslation(['home', 'layout']);
  const { data: settings } = useSettings();
  const chat = settings?.whatsapp.hero;
  return (
    <section className={heroFrame}>
      <div aria-hidden="true" className={glow} />
      <ResponsivePicture
        src="/images/hero-grill.svg"
        sizes="44rem"
        alt=""
        aria-hidden="true"
        width={720}
        height={560}
        fetchPriority="high"
        className="absolute right-[-12rem] bottom-[-4rem] -z-10 w-[44rem] max-w-none opacity-35 sm:right-[-6rem] lg:right-0 lg:opacity-90"
      />
      <div className="mx-auto max-w-7xl px-4 pt-16 pb-20 sm:px-6 sm:pt-24 sm:pb-28 lg:pt-28 lg:pb-32">
        <p className="text-xs font-semibold uppercase tracking-[0.22em] text-gold sm:text-sm">
          {t('hero.eyebrow')}
        </p>
        <h1 className="mt-5 max-w-2xl text-4xl leading-[1.08] text-white sm:text-5xl lg:text-6xl">
          {t('hero.title')}
        </h1>
        <p className="mt-6 max-w-xl text-base text-cream/80 sm:text-lg">{t('hero.subtitle')}</p>
        <div className="mt-10 flex flex-wrap gap-3">
          <Link to={paths.products} className={buttonVariants({ size: 'lg', variant: 'light' })}>
            {t('hero.shop')}
          </Link>
          {chat && (
            <a
              href={whatsappChatLink(chat, t('layout:header.whatsappText'))}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonVariants({ size: 'lg', variant: 'outlineLight' })}
            >
              <WhatsAppIcon className="size-5" />
              {t('hero.chat')}
            </a>
          )}
        </div>
      </div>
    </section>
  );
}

/** The hero's place while the banners load: same frame, so nothing below moves when they arrive. */
export function HeroSkeleton() {
  const { t } = useTranslation(['home', 'common']);
  return (
    <section className={`${heroFrame} ${HERO_MIN_HEIGHT}`} aria-busy="true">
      <div aria-hidden="true" className={glow} />
      <div className="mx-auto max-w-7xl space-y-5 px-4 pt-12 sm:px-6 sm:pt-16" role="status">
        <span className="sr-only">{t('common:loading')}</span>
        <div className="h-4 w-56 rounded bg-white/10" />
        <div className="h-12 w-full max-w-xl rounded bg-white/10" />
        <div className="h-12 w-2/3 max-w-md rounded bg-white/10" />
        <div className="h-5 w-full max-w-lg rounded bg-white/10" />
      </div>
    </section>
  );
}
