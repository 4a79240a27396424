import type { ReportQuery, TodayQuery } from '../../../shared/reports/schemas';
import type { Db } from '../../db/client';
import { chartsReport } from './chart-reads';
import { type ReportViewer, reportStore } from './scope';
import { todayReport } from './today-reads';

/** The dashboard's figures (issue 21, decision 046), scoped to the viewer's stores on the server. */
export function createReportsService(db: Db, now: () => Date = () => new Date()) {
  return {
    today: (viewer: ReportViewer, query: TodayQuery) =>
      todayReport(db, reportStore(viewer, query.storeId), now()),
    charts: (viewer: ReportViewer, query: ReportQuery) =>
      chartsReport(db, reportStore(viewer, query.storeId), query.days, now()),
  };
}

export type ReportsService = ReturnType<typeof createReportsService>;
