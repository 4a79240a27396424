import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TaxReportQuery } from '@/shared/tax/report';
import type { TaxRateInput, TaxSettingsInput } from '@/shared/tax/schemas';
import { call, client } from '@/web/lib/api-client';

/** The sales tax screen's queries (STYLE habit 8): a write reads the table again. */
export const taxKeys = {
  all: ['staff', 'tax'] as const,
  rates: () => [...taxKeys.all, 'rates'] as const,
  report: (q: TaxReportQuery) => [...taxKeys.all, 'report', q.from, q.to] as const,
};

const api = client.tax.staff;

export const getRates = () => call(api.rates.$get());
export const ratesQueryOptions = () => queryOptions({ queryKey: taxKeys.rates(), queryFn: getRates });
export const useTaxRates = () => useQuery(ratesQueryOptions());

export const getReport = (q: TaxReportQuery) => call(client.reports.staff.tax.$get({ query: q }));
export const useTaxReport = (q: TaxReportQuery) =>
  useQuery({ queryKey: taxKeys.report(q), queryFn: () => getReport(q) });
/** The CSV's address (a plain link downloads it with the session cookie). */
export const reportCsvUrl = (q: TaxReportQuery) =>
  `/api/reports/staff/tax.csv?from=${encodeURIComponent(q.from)}&to=${encodeURIComponent(q.to)}`;

function useRefresh() {
  const queryClient = useQueryClient();
  return { onSettled: () => queryClient.invalidateQueries({ queryKey: taxKeys.all }) };
}

export const useCreateRate = () =>
  useMutation({ mutationFn: (json: TaxRateInput) => call(api.rates.$post({ json })), ...useRefresh() });
export const useDeleteRate = () =>
  useMutation({
    mutationFn: (id: string) => call(api.rates[':id'].$delete({ param: { id } })),
    ...useRefresh(),
  });
export const useSaveTaxSettings = () =>
  useMutation({ mutationFn: (json: TaxSettingsInput) => call(api.settings.$put({ json })), ...useRefresh() });
