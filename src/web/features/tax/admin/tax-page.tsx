import { useTranslation } from 'react-i18next';
import { localParts } from '@/shared/delivery/zoned-time';
import { REPORT_TIME_ZONE } from '@/shared/reports/schemas';
import { AdminPageHeader } from '@/web/components/admin/page-header';
import { Button } from '@/web/components/ui/button';
import { FormAlert } from '@/web/components/ui/form-alert';
import { Skeleton } from '@/web/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/web/components/ui/tabs';
import { useServerMessages } from '@/web/lib/validation-messages';
import { useTaxRates } from './api/tax-api';
import { PlaceRates } from './components/place-rates';
import { TaxReportTable } from './components/tax-report-table';
import { TaxSettingsForm } from './components/tax-settings-form';
import './i18n';

/** The sales tax screen (issue 37, decision 079): rates per place, the settings, the report. */
export default function TaxPage() {
  const { t } = useTranslation('tax');
  const server = useServerMessages();
  const rates = useTaxRates();
  const today = localParts(new Date(), REPORT_TIME_ZONE).date;
  return (
    <div className="space-y-6">
      <AdminPageHeader title={t('title')} lead={t('lead')} />
      {rates.isPending ? (
        <div role="status" className="space-y-4">
          <Skeleton className="h-40 rounded-3xl" />
          <Skeleton className="h-40 rounded-3xl" />
        </div>
      ) : rates.error ? (
        <div className="space-y-3">
          <FormAlert>{server.error(rates.error, t('loadError'))}</FormAlert>
          <Button onClick={() => rates.refetch()}>{t('retry')}</Button>
        </div>
      ) : (
        <Tabs defaultValue="rates">
          <TabsList>
            <TabsTrigger value="rates">{t('tabs.rates')}</TabsTrigger>
            <TabsTrigger value="settings">{t('tabs.settings')}</TabsTrigger>
            <TabsTrigger value="report">{t('tabs.report')}</TabsTrigger>
          </TabsList>
          <TabsContent value="rates" className="mt-4">
            {rates.data.places.length === 0 ? (
              <p className="text-ink-soft">{t('places.empty')}</p>
            ) : (
              <div className="grid max-w-4xl gap-4">
                {rates.data.places.map((place) => (
                  <PlaceRates key={`${place.storeId}:${place.zoneId}`} place={place} today={today} />
                ))}
              </div>
            )}
          </TabsContent>
          <TabsContent value="settings" className="mt-4">
            <TaxSettingsForm settings={rates.data.settings} />
          </TabsContent>
          <TabsContent value="report" className="mt-4">
            <TaxReportTable today={today} places={rates.data.places} />
          </TabsContent>
        </Tabs>
      )}
    </div>
  );
}
