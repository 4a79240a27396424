import { parseArgs } from 'node:util';
import { type UpsertUserInput, upsertUserSchema } from '../server/modules/accounts/public';
import { issueText } from '../shared/messages';
import { ROLES } from '../shared/permissions/roles';

export const USAGE = `Usage: npm run user:create -- --email E --password P --role R [--name N] [--store SLUG]
  R: ${ROLES.join(', ')} (aliases: gerente, cliente)
  --store: the manager's or operator's own store (slug or id)
Creates the account, or updates the password, role and name of an existing one.`;

/** The arguments, checked before any database is opened; a message naming every problem otherwise. */
export function parseUserCreateArgs(
  argv: string[],
): { ok: true; input: UpsertUserInput } | { ok: false; message: string } {
  let values: Record<string, string | boolean | undefined>;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        email: { type: 'string' },
        password: { type: 'string' },
        role: { type: 'string' },
        name: { type: 'string' },
        store: { type: 'string' },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    return { ok: false, message: `${(error as Error).message}\n${USAGE}` };
  }
  const input = {
    email: values.email as string | undefined,
    password: values.password as string | undefined,
    role: values.role as string | undefined,
    name: values.name as string | undefined,
    store: values.store as string | undefined,
  };
  const missing = (['email', 'password', 'role'] as const)
    .filter((k) => !input[k])
    .map((k) => `--${k} is required`);
  if (missing.length) return { ok: false, message: `${missing.join('\n')}\n${USAGE}` };
  const parsed = upsertUserSchema.safeParse(input);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `--${String(i.path[0] ?? 'input')}: ${issueText(i)}`);
    return { ok: false, message: `${lines.join('\n')}\n${USAGE}` };
  }
  return { ok: true, input: input as UpsertUserInput };
}
