import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { localized } from '@/shared/catalogue/rules';
import { paths } from '@/shared/routes';
import { buttonVariants } from '@/web/components/ui/button';
import { useOpenCampaigns } from './api';
import { formatCampaignDay } from './format';
import './i18n';

/** The home's open pre-orders (issue 41): a band per campaign, nothing when none is open. */
export default function CampaignSection() {
  const { t, i18n } = useTranslation('campaigns');
  const open = useOpenCampaigns();
  const list = open.data?.campaigns ?? [];
  if (list.length === 0) return null;
  return (
    <section aria-label={t('home.eyebrow')} className="mx-auto mt-10 max-w-7xl space-y-4 px-4 sm:px-6">
      {list.map((c) => (
        <div
          key={c.id}
          className="flex flex-col gap-4 rounded-[2rem] bg-charcoal px-6 py-8 text-white sm:flex-row sm:items-center sm:justify-between sm:px-10"
        >
          <div>
            <p className="text-sm font-semibold tracking-[0.18em] text-amber-200 uppercase">
              {t('home.eyebrow')}
            </p>
            <h2 className="mt-1 text-3xl text-white">{localized(c.namePt, c.nameEn, i18n.language)}</h2>
            <p className="mt-1 text-white/80">
              {t('home.until', { date: formatCampaignDay(c.ordersUntil, i18n.language) })}
            </p>
          </div>
          <Link
            to={paths.preorder(c.slug)}
            className={buttonVariants({ variant: 'primary', className: 'self-start sm:self-center' })}
          >
            {t('home.cta')}
          </Link>
        </div>
      ))}
    </section>
  );
}
