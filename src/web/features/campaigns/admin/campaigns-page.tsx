import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { localized } from '@/shared/catalogue/rules';
import { hasPermission } from '@/shared/permissions/permissions';
import { AdminPageHeader } from '@/web/components/admin/page-header';
import { Badge } from '@/web/components/ui/badge';
import { Button, buttonVariants } from '@/web/components/ui/button';
import { FormAlert } from '@/web/components/ui/form-alert';
import { Skeleton } from '@/web/components/ui/skeleton';
import { useAuth } from '@/web/lib/session/auth-context';
import { useServerMessages } from '@/web/lib/validation-messages';
import { formatCampaignDay } from '../format';
import { useStaffCampaigns } from './api';
import { campaignPaths } from './paths';
import '../i18n';

const PHASE_TONE = { upcoming: 'gold', open: 'leaf', closed: 'neutral' } as const;

/** The panel's pre-order campaigns (issue 41): each with its period, its days' places and production lists. */
export default function CampaignsPage() {
  const { t, i18n } = useTranslation('campaigns');
  const server = useServerMessages();
  const list = useStaffCampaigns();
  const { profile } = useAuth();
  const mayWrite = hasPermission(profile?.role, 'manage_all_products');
  return (
    <div className="space-y-6">
      <AdminPageHeader
        title={t('admin.title')}
        lead={t('admin.lead')}
        action={
          mayWrite ? (
            <Link to={campaignPaths.create} className={buttonVariants({ variant: 'primary' })}>
              {t('admin.new')}
            </Link>
          ) : undefined
        }
      />
      {list.isPending ? (
        <Skeleton role="status" className="h-40 rounded-3xl" />
      ) : list.error ? (
        <div className="space-y-3">
          <FormAlert>{server.error(list.error, t('admin.loadError'))}</FormAlert>
          <Button onClick={() => list.refetch()}>{t('admin.retry')}</Button>
        </div>
      ) : list.data.campaigns.length === 0 ? (
        <p className="text-ink-soft">{t('admin.empty')}</p>
      ) : (
        <ul className="grid max-w-4xl gap-4">
          {list.data.campaigns.map((c) => {
            const days = [...new Set(c.slots.map((s) => s.day))].sort();
            return (
              <li key={c.id} className="rounded-3xl bg-white p-5 ring-1 ring-line sm:p-6">
                <div className="flex flex-wrap items-start justify-between gap-3">
                  <div>
                    <h2 className="text-2xl text-ink">{localized(c.namePt, c.nameEn, i18n.language)}</h2>
                    <p className="mt-1 text-sm text-ink-soft">
                      {t('admin.period', {
                        from: formatCampaignDay(c.ordersFrom, i18n.language, 'short'),
                        until: formatCampaignDay(c.ordersUntil, i18n.language, 'short'),
                      })}
                    </p>
                  </div>
                  <div className="flex items-center gap-2">
                    <Badge tone={PHASE_TONE[c.phase]}>{t(`admin.phase.${c.phase}`)}</Badge>
                    {mayWrite && (
                      <Link
                        to={campaignPaths.edit(c.id)}
                        className={buttonVariants({ variant: 'secondary', size: 'sm' })}
                      >
                        {t('admin.edit')}
                      </Link>
                    )}
                  </div>
                </div>
                <h3 className="mt-4 text-sm font-semibold text-ink">{t('admin.production')}</h3>
                <ul className="mt-2 flex flex-wrap gap-2">
                  {days.map((day) => {
                    const own = c.slots.filter((s) => s.day === day);
                    const taken = own.reduce((sum, s) => sum + s.taken, 0);
                    const capacity = own.reduce((sum, s) => sum + s.capacity, 0);
                    return (
                      <li key={day}>
                        <Link
                          to={campaignPaths.production(c.id, day)}
                          className={buttonVariants({ variant: 'secondary', size: 'sm' })}
                        >
                          <span className="first-letter:uppercase">
                            {formatCampaignDay(day, i18n.language)}
                          </span>
                          <span className="ml-2 text-xs text-ink-soft">
                            {t('admin.taken', { taken, capacity })}
                          </span>
                        </Link>
                      </li>
                    );
                  })}
                </ul>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
