// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SessionPayload } from '@/shared/accounts/profile';
import { i18n, initI18n, registerNamespace } from '@/web/lib/i18n';
import { AuthProvider } from '@/web/lib/session/auth-context';
import { accountKeys } from '@/web/lib/session/keys';
import { admin as adminEn } from '@/web/locales/en/admin';
import { admin as adminPt } from '@/web/locales/pt-BR/admin';
import { AuditHistoryLink } from './audit-history-link';

beforeAll(async () => {
  registerNamespace('admin', adminPt, adminEn);
  initI18n('pt-BR');
  await i18n.changeLanguage('pt-BR');
});

const render = (role: string) => {
  const client = new QueryClient();
  client.setQueryData(accountKeys.session(), {
    session: { user: { id: 'u1', email: 'a@b.co' }, profile: { id: 'p1', role }, permissions: [] },
  } as unknown as { session: SessionPayload });
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <AuthProvider>
          <AuditHistoryLink entity="store" id="s-1" />
        </AuthProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
};

describe('the history link (decision 053)', () => {
  it('leads the super administrator to the activity log filtered on the record', () => {
    const html = render('super_admin');
    expect(html).toContain('href="/admin/auditoria?entity=store&amp;entityId=s-1"');
    expect(html).toContain('Histórico');
  });

  it.each(['admin', 'manager', 'customer'])('is not there for %s (no view_audit_logs)', (role) => {
    expect(render(role)).toBe('');
  });
});
