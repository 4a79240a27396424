import type { statusPage as pt } from '../pt-BR/status-page';
import type { SameKeys } from '../shape';

export const statusPage: SameKeys<typeof pt> = {
  title: 'System status',
  intro: 'This page checks that the shop is working: the server and its database connection.',
  server: 'Server',
  serverHint: 'GET /api/health',
  database: 'Database',
  databaseHint: 'Connectivity test: reads one product',
  checking: 'Checking…',
  ok: 'Working',
  failed: 'Failing',
  serverTime: 'Answered in {{ms}} ms',
  queryTime: 'Query took {{ms}} ms',
  sample: 'Product read: {{name}}',
  noSample: 'No product registered yet.',
  retest: 'Test again',
  checkedAt: 'Last checked at {{time}}',
};
