import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { whatsappChatLink } from '../../../../shared/messaging/chat-link';
import { paths } from '../../../../shared/routes';
import { buttonVariants } from '../../../components/ui/button';
import { WhatsAppIcon } from '../../../components/ui/whatsapp-icon';
import { useSettings } from '../../../features/settings/api/get-settings';

/** The opening of the home page; the banner carousel of the catalogue issue takes its place. */
export function Hero() {
  const { t } = useTranslation(['home', 'layout']);
  const { data: settings } = useSettings();
  const chat = settings?.whatsapp.hero;
  return (
    <section className="relative isolate overflow-hidden bg-charcoal text-cream">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_75%_60%,rgba(180,83,31,0.55),transparent_55%),radial-gradient(ellipse_at_15%_10%,rgba(122,31,26,0.6),transparent_50%)]"
      />
      <img
        src="/images/hero-grill.svg"
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
