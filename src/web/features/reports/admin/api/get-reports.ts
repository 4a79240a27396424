import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ReportRange } from '@/shared/reports/schemas';
import { call, client } from '@/web/lib/api-client';

/** The dashboard's queries (STYLE habit 8). */
export const reportKeys = {
  all: ['staff', 'reports'] as const,
  today: (storeId: string) => [...reportKeys.all, 'today', storeId] as const,
  charts: (days: number, storeId: string) => [...reportKeys.all, 'charts', days, storeId] as const,
  stores: () => [...reportKeys.all, 'stores'] as const,
};

const store = (storeId: string) => (storeId ? { storeId } : {});

export const getToday = (storeId: string) => call(client.reports.staff.today.$get({ query: store(storeId) }));
export const getCharts = (days: ReportRange, storeId: string) =>
  call(client.reports.staff.charts.$get({ query: { days: String(days), ...store(storeId) } }));

/** Today at a glance, refreshed every minute while the dashboard is open. */
export const useToday = (storeId: string) =>
  useQuery({
    queryKey: reportKeys.today(storeId),
    queryFn: () => getToday(storeId),
    refetchInterval: 60_000,
    placeholderData: keepPreviousData,
  });

export const useCharts = (days: ReportRange, storeId: string) =>
  useQuery({
    queryKey: reportKeys.charts(days, storeId),
    queryFn: () => getCharts(days, storeId),
    placeholderData: keepPreviousData,
  });

/** The stores an admin may pick from (only asked when the role reaches every store). */
export const useReportStores = (enabled: boolean) =>
  useQuery({
    queryKey: reportKeys.stores(),
    queryFn: () => call(client.stores.staff.$get()),
    enabled,
    staleTime: 5 * 60_000,
  });

export type TodayData = Awaited<ReturnType<typeof getToday>>;
export type ChartsData = Awaited<ReturnType<typeof getCharts>>;
