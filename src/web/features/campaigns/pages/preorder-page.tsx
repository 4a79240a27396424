import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { campaignDays, soldOutEverywhere } from '@/shared/campaigns/rules';
import { localized } from '@/shared/catalogue/rules';
import { paths } from '@/shared/routes';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { FormAlert } from '@/web/components/ui/form-alert';
import { RadioCard, RadioGroup } from '@/web/components/ui/radio-group';
import { Skeleton } from '@/web/components/ui/skeleton';
import { useMoney } from '@/web/lib/money';
import { usePageTitle } from '@/web/lib/use-page-title';
import { useOpenCampaign } from '../api';
import { formatCampaignDay } from '../format';
import '../i18n';

/** What the page asks the cart to add: the size chosen, one piece. */
export type ReserveVars = { productId: string; variationId: string; quantity: number };

/**
 * A pre-order's page (issue 41, decision 093): the days still served with each size's places left,
 * sizes sold out shown as such; the customer chooses a day and a size, the size goes into the cart
 * and the checkout opens on that day (its windows are the campaign's days only).
 */
export default function PreorderPage({ reserve }: { reserve: (vars: ReserveVars) => Promise<unknown> }) {
  const { t, i18n } = useTranslation('campaigns');
  const { slug = '' } = useParams();
  const query = useOpenCampaign(slug);
  const money = useMoney();
  const navigate = useNavigate();
  const [day, setDay] = useState('');
  const [size, setSize] = useState('');
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);
  const campaign = query.data?.campaign;
  usePageTitle(campaign ? localized(campaign.namePt, campaign.nameEn, i18n.language) : t('page.eyebrow'));

  if (query.isPending)
    return (
      <div role="status" className="mx-auto max-w-4xl space-y-4 px-4 py-12 sm:px-6">
        <Skeleton className="h-12 w-2/3 rounded-2xl" />
        <Skeleton className="h-48 rounded-3xl" />
      </div>
    );
  if (!campaign)
    return (
      <div className="mx-auto max-w-4xl px-4 py-12 sm:px-6">
        <FormAlert>{query.error ? t('page.notFound') : t('page.loadError')}</FormAlert>
      </div>
    );

  const days = campaignDays(campaign.slots);
  const chosenDay = days.find((d) => d.day === day);
  const leftOf = (variationId: string) =>
    chosenDay?.sizes.find((s) => s.variationId === variationId)?.left ?? 0;
  const name = localized(campaign.namePt, campaign.nameEn, i18n.language);
  const deposit =
    campaign.depositKind === 'percent'
      ? t('page.depositPercent', { value: campaign.depositValue })
      : campaign.depositKind === 'fixed'
        ? t('page.depositFixed', { value: money(campaign.depositValue) })
        : null;

  async function onReserve() {
    const chosen = campaign?.sizes.find((s) => s.variationId === size);
    if (!chosenDay) return setProblem(t('page.chooseDay'));
    if (!chosen || leftOf(chosen.variationId) === 0) return setProblem(t('page.chooseSize'));
    setProblem('');
    setBusy(true);
    try {
      await reserve({ productId: chosen.productId, variationId: chosen.variationId, quantity: 1 });
      navigate(`${paths.checkout}?dia=${encodeURIComponent(chosenDay.day)}`);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6 sm:py-14">
      <p className="text-sm font-semibold tracking-[0.18em] text-brand uppercase">{t('page.eyebrow')}</p>
      <h1 className="mt-2 text-4xl text-ink">{name}</h1>
      <p className="mt-2 max-w-2xl text-ink-soft">{t('page.lead')}</p>
      <p className="mt-1 text-ink-soft">
        {t('page.until', { date: formatCampaignDay(campaign.ordersUntil, i18n.language) })}
      </p>
      {deposit && <p className="mt-3 rounded-2xl bg-parchment px-4 py-3 text-ink">{deposit}</p>}

      <div className="mt-8 space-y-8">
        <RadioGroup legend={t('page.day')}>
          <div className="mt-3 grid gap-2 sm:grid-cols-2">
            {days.map((d) => (
              <RadioCard
                key={d.day}
                name="campaign-day"
                value={d.day}
                checked={day === d.day}
                disabled={d.soldOut}
                onChange={() => {
                  setDay(d.day);
                  setProblem('');
                }}
              >
                <span className="flex flex-col items-start gap-1">
                  <span className="font-semibold first-letter:uppercase">
                    {formatCampaignDay(d.day, i18n.language)}
                  </span>
                  {d.soldOut && <Badge tone="neutral">{t('page.soldOut')}</Badge>}
                </span>
              </RadioCard>
            ))}
          </div>
        </RadioGroup>

        <RadioGroup legend={t('page.size')}>
          <div className="mt-3 grid gap-2 sm:grid-cols-2">
            {campaign.sizes.map((s) => {
              const everywhere = soldOutEverywhere(campaign.slots, s.variationId);
              const left = leftOf(s.variationId);
              const out = everywhere || (chosenDay !== undefined && left === 0);
              return (
                <RadioCard
                  key={s.variationId}
                  name="campaign-size"
                  value={s.variationId}
                  checked={size === s.variationId}
                  disabled={out}
                  onChange={() => {
                    setSize(s.variationId);
                    setProblem('');
                  }}
                >
                  <span className="flex flex-col items-start gap-1">
                    <span className="font-semibold">
                      {localized(s.productName, s.productNameEn, i18n.language)} — {s.variationName}
                    </span>
                    <span className="text-sm text-ink-soft tabular-nums">{money(s.priceCents)}</span>
                    {out ? (
                      <Badge tone="neutral">
                        {everywhere ? t('page.soldOutEverywhere') : t('page.soldOut')}
                      </Badge>
                    ) : chosenDay ? (
                      <span className="text-xs text-ink-soft">{t('page.left', { count: left })}</span>
                    ) : null}
                  </span>
                </RadioCard>
              );
            })}
          </div>
        </RadioGroup>

        {problem && (
          <p role="alert" className="text-sm text-red-800">
            {problem}
          </p>
        )}
        <Button variant="primary" onClick={() => void onReserve()} disabled={busy}>
          {busy ? t('page.reserving') : t('page.reserve')}
        </Button>
      </div>
    </div>
  );
}
