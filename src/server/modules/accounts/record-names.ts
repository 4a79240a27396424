import { eq, inArray, sql } from 'drizzle-orm';
import type { AuditActorNames, RecordNameLookups } from '../audit/public';
import { authUser, invitations, usersUnified } from './schema';

/** The audit viewer's names for people and invitations, by kind (wired by the composition root). */
export const accountsRecordNames = {
  invitation: (ex, ids) =>
    ex
      .select({ id: invitations.id, name: invitations.email })
      .from(invitations)
      .where(inArray(invitations.id, ids)),
  // A person is read live, never copied into the log: an anonymised account loses its name here too.
  user: (ex, ids) =>
    ex
      .select({
        id: usersUnified.id,
        name: sql<string>`coalesce(nullif(${authUser.name}, ''), nullif(${usersUnified.full_name}, ''), ${usersUnified.email})`,
      })
      .from(usersUnified)
      .leftJoin(authUser, sql`${authUser.id} = ${usersUnified.auth_user_id}`)
      .where(inArray(usersUnified.id, ids)),
} satisfies RecordNameLookups;

/** Who acted in an audit entry: the better-auth account its `actor_user_id` names, read live. */
export const auditActorNames: AuditActorNames = {
  table: authUser,
  joinOn: (actorUserId) => eq(authUser.id, actorUserId),
  name: sql<string | null>`${authUser.name}`,
  email: sql<string | null>`${authUser.email}`,
};
