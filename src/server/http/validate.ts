import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import type { ZodType } from 'zod';
import type { $ZodIssue } from 'zod/v4/core';
import type { FieldMessage } from '@/shared/errors';
import { issueMessage } from '@/shared/messages';
import { findUnstorableText } from '@/shared/text';
import { AppError, fieldMessage } from './app-error';

/**
 * A zod refusal as an AppError: each field's messages as keys with their parameters and
 * Portuguese text (the shared schemas' messages are keys; zod's own become `common.invalidValue`).
 * The error's own key is the first issue's.
 */
export function validationError(
  code: 'validation_failed' | 'bad_request',
  error: { issues: readonly $ZodIssue[] },
): AppError {
  const fields: Record<string, FieldMessage[]> = {};
  for (const issue of error.issues) {
    const field = issue.path.join('.') || '_';
    const { key, params } = issueMessage(issue);
    fields[field] = [...(fields[field] ?? []), fieldMessage(key, params)];
  }
  const first = error.issues[0] ? issueMessage(error.issues[0]) : undefined;
  return new AppError(code, first?.key, { params: first?.params, fields });
}

/** How a route's refusal differs from the usual one; every route still gets the unstorable-text check. */
export type ValidateOptions = {
  /** The refusal's code (and so the unstorable-text refusal's) when not the target's usual one. */
  code?: 'validation_failed' | 'bad_request';
  /** The schema's refusal said another way (a settings save's "Erro ao atualizar: …", an unknown order's 404). */
  refuse?: (error: { issues: readonly $ZodIssue[] }) => AppError;
};

/**
 * Each validate() middleware with what it parses: the fuzz test reads the app's routes
 * (`app.routes`) and finds here the schema of each one's body or query, to mutate a valid
 * request one field at a time.
 */
export const validators = new WeakMap<object, { target: keyof ValidationTargets; schema: ZodType }>();

/**
 * Parses a request part with the shared zod schema (STYLE habit 1). A refusal is 422 (400 for
 * the query, params and headers) in the DESIGN §6 shape; malformed JSON never reaches here (400).
 * The one place `@hono/zod-validator` is used (validators.test.ts checks it).
 */
export function validate<T extends ZodType, Target extends keyof ValidationTargets>(
  target: Target,
  schema: T,
  options: ValidateOptions = {},
) {
  const code = options.code ?? (target === 'json' || target === 'form' ? 'validation_failed' : 'bad_request');
  const refuse = options.refuse ?? ((error) => validationError(code, error));
  const middleware = zValidator(target, schema, (result) => {
    if (!result.success) throw refuse(result.error);
    // What the schema let through must also be storable: a NUL or a lone surrogate would fail in
    // PostgreSQL as a 500 (issue 19). Checked here once, for every route and every part.
    const field = findUnstorableText(result.data);
    if (field !== null) {
      throw new AppError(code, 'common.invalidCharacters', {
        fields: { [field]: [fieldMessage('common.invalidCharacters')] },
      });
    }
  });
  validators.set(middleware, { target, schema });
  return middleware;
}
