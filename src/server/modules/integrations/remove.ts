import { eq } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { AppError } from '@/server/http/app-error';
import { CARD_FIELDS, type IntegrationId } from '@/shared/integrations/cards';
import { type AuditActor, recordAudit } from '../audit/public';
import { integrations } from './schema';

/**
 * "Remover integração" (decision 083): forgets what the screen stored for one card — its fields,
 * its sealed secrets and its health — in one transaction with the audit entry "integração
 * removida". The audit keeps the plain fields removed and only the names of the secrets. What the
 * environment sets is not stored and stays in force: it cannot be removed from the screen.
 * Nothing stored → 404 (`integrations.nothingStored`).
 */
export async function removeStored(db: Db, actor: AuditActor, id: IntegrationId): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(integrations).where(eq(integrations.id, id)).for('update');
    const known = new Set<string>([...CARD_FIELDS[id].plain, ...CARD_FIELDS[id].secret]);
    const settings = Object.fromEntries(
      Object.entries(row?.settings ?? {}).filter(([field, value]) => known.has(field) && value !== ''),
    );
    const secrets = Object.keys(row?.secrets ?? {}).filter((field) => known.has(field));
    if (!row || (Object.keys(settings).length === 0 && secrets.length === 0)) {
      throw new AppError('not_found', 'integrations.nothingStored');
    }
    await tx.delete(integrations).where(eq(integrations.id, id));
    await recordAudit(tx, {
      actor,
      action: 'integration.remove',
      entityType: 'integration',
      entityId: id,
      before: { ...settings, ...(secrets.length > 0 ? { secrets } : {}) },
      after: null,
    });
  });
}
