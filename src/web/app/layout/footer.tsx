import { Mail, Phone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { telHref } from '@/shared/phones/tel';
import { paths } from '@/shared/routes';
import { BRAND_NAME_FALLBACK, FACEBOOK_URL_FALLBACK, INSTAGRAM_URL_FALLBACK } from '@/shared/settings/keys';
import { StoreAddresses } from '@/web/components/stores/store-addresses';
import { useSettings } from '@/web/lib/settings';
import { BrandMark } from './brand-mark';
import '@/web/lib/footer-i18n';
import { SocialLinks } from './social-links';

const heading = 'mb-4 text-xs font-semibold uppercase tracking-[0.18em] text-gold';
const footerLink = 'text-cream/80 transition-colors hover:text-white';

/** SPEC §2.4. Missing settings fall back to the default wording; "Loading..." while they load. */
export function Footer() {
  const { t, i18n } = useTranslation(['footer', 'layout']);
  const { data: settings, isPending } = useSettings();
  const brand = settings?.brandName ?? BRAND_NAME_FALLBACK;
  const social = settings?.social.footer ?? {
    instagram: INSTAGRAM_URL_FALLBACK,
    facebook: FACEBOOK_URL_FALLBACK,
  };
  // Decision 065: each language its own text, blank → that language's default (never the other's).
  const text = i18n.language.startsWith('en') ? settings?.footerTextEn : settings?.footerText;
  const phoneHref = settings?.contact.phone ? telHref(settings.contact.phone) : undefined;

  return (
    <footer className="mt-24 bg-charcoal pb-24 text-cream md:pb-0">
      {/* Four columns from 1024 px — brand, shop, contact, stores — so no row is left half empty. */}
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-2 lg:grid-cols-[minmax(0,1.5fr)_minmax(0,0.8fr)_minmax(0,1.2fr)_minmax(0,1.2fr)]">
        <div>
          <BrandMark name={brand} tone="light" />
          <p className="mt-4 max-w-md font-display text-lg text-cream/90">{t('subtitle')}</p>
          <p className="mt-3 max-w-md text-sm text-cream/65">{text || t('defaultText')}</p>
          <div className="mt-6 flex gap-2">
            <SocialLinks
              instagram={social.instagram}
              facebook={social.facebook}
              linkClassName="grid size-10 place-items-center rounded-full bg-white/10 text-cream transition-colors hover:bg-white/20"
            />
          </div>
        </div>

        <div>
          <h2 className={heading}>{t('shop')}</h2>
          <ul className="space-y-2.5 text-sm">
            <li>
              <Link to={paths.products} className={footerLink}>
                {t('layout:nav.products')}
              </Link>
            </li>
            <li>
              <Link to={paths.about} className={footerLink}>
                {t('about')}
              </Link>
            </li>
          </ul>
        </div>

        <div>
          <h2 className={heading}>{t('contact')}</h2>
          {isPending ? (
            <p className="text-sm text-cream/70">{t('loading')}</p>
          ) : (
            <ul className="space-y-2.5 text-sm">
              {settings?.contact.email && (
                <li>
                  <a
                    href={`mailto:${settings.contact.email}`}
                    className={`${footerLink} inline-flex items-center gap-2`}
                  >
                    <Mail aria-hidden="true" className="size-4 text-gold" />
                    {settings.contact.email}
                  </a>
                </li>
              )}
              {settings?.contact.phone && (
                <li>
                  <a href={phoneHref} className={`${footerLink} inline-flex items-center gap-2`}>
                    <Phone aria-hidden="true" className="size-4 text-gold" />
                    {settings.contact.phone}
                  </a>
                </li>
              )}
            </ul>
          )}
        </div>

        <StoreAddresses tone="dark" headingClassName={heading} listClassName="grid gap-6" />
      </div>

      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-6 text-xs text-cream/60 sm:px-6 md:flex-row md:items-center md:justify-between">
          <p>{t('copyright', { year: new Date().getFullYear(), brand })}</p>
          <nav aria-label={t('legal')} className="flex gap-5">
            <button type="button" className="hover:text-white" data-legal-open="privacy">
              {t('privacy')}
            </button>
            <button type="button" className="hover:text-white" data-legal-open="terms">
              {t('terms')}
            </button>
          </nav>
        </div>
      </div>
    </footer>
  );
}
