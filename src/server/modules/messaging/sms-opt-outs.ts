import { eq } from 'drizzle-orm';
import type { Executor } from '@/server/db/client';
import { smsOptOuts } from './schema';

export type OptOutSource = 'stop_reply' | 'provider_refused';

/** Whether this E.164 phone replied STOP (and not START since). */
export async function isOptedOut(ex: Executor, phone: string): Promise<boolean> {
  const [row] = await ex
    .select({ phone: smsOptOuts.phone })
    .from(smsOptOuts)
    .where(eq(smsOptOuts.phone, phone));
  return row !== undefined;
}

/** When and how this E.164 phone opted out, or null (the admin user screen, decision 083). */
export async function optOutOf(
  ex: Executor,
  phone: string,
): Promise<{ at: string; source: OptOutSource } | null> {
  const [row] = await ex.select().from(smsOptOuts).where(eq(smsOptOuts.phone, phone));
  return row ? { at: row.opted_out_at.toISOString(), source: row.source } : null;
}

/** STOP: the phone hears nothing more by SMS. A second STOP keeps the first time. */
export async function recordOptOut(
  ex: Executor,
  phone: string,
  source: OptOutSource,
  at: Date,
): Promise<void> {
  await ex.insert(smsOptOuts).values({ phone, source, opted_out_at: at }).onConflictDoNothing();
}

/** START: the phone may be sent SMS again (its owner's consent still decides whether one is). */
export async function recordOptIn(ex: Executor, phone: string): Promise<void> {
  await ex.delete(smsOptOuts).where(eq(smsOptOuts.phone, phone));
}

/** The outbox transports' view of the list (createConfiguredTransports' `optOuts`). */
export function smsOptOutsOf(ex: Executor, now: () => Date = () => new Date()) {
  return {
    isOptedOut: (phone: string) => isOptedOut(ex, phone),
    onOptOut: (phone: string) => recordOptOut(ex, phone, 'provider_refused', now()),
  };
}
