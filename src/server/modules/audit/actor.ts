import type { Context } from 'hono';
import { currentAuth } from '@/server/http/session';
import type { AppEnv } from '@/server/http/types';
import type { AuditActor } from './record-audit';

/** The signed-in staff member as the audit log records them (every staff area's routes). */
export function actorOf(c: Context<AppEnv>): AuditActor {
  const { user, profile } = currentAuth(c);
  return { userId: user.id, role: profile?.role ?? '', requestId: c.var.requestId ?? null };
}
