import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import type { ZodType } from 'zod';
import type { FieldErrors } from '../../shared/errors';
import { AppError } from './app-error';

/**
 * Parses a request part with the shared zod schema (STYLE habit 1). A refusal is 422 with each
 * field's Portuguese message, in the DESIGN §6 shape; malformed JSON never reaches here (400).
 */
export function validate<T extends ZodType, Target extends keyof ValidationTargets>(
  target: Target,
  schema: T,
) {
  return zValidator(target, schema, (result) => {
    if (result.success) return;
    const fields: FieldErrors = {};
    for (const issue of result.error.issues) {
      const key = issue.path.join('.') || '_';
      fields[key] = [...(fields[key] ?? []), issue.message];
    }
    const first = result.error.issues[0]?.message;
    throw new AppError(target === 'json' || target === 'form' ? 'validation_failed' : 'bad_request', first, {
      fields,
    });
  });
}
