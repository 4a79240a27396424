import { zodResolver } from '@hookform/resolvers/zod';
import type * as React from 'react';
import {
  type Control,
  type FieldPath,
  type FieldValues,
  FormProvider,
  get,
  type RegisterOptions,
  type Resolver,
  type SubmitErrorHandler,
  type SubmitHandler,
  type UseFormProps,
  type UseFormRegisterReturn,
  type UseFormReturn,
  useForm,
  useFormContext,
  useFormState,
} from 'react-hook-form';
import type { z } from 'zod';
import { issueMessage, type MessageParams } from '@/shared/messages';
import { ApiError } from '@/web/lib/api-error';
import { useServerMessages } from '@/web/lib/validation-messages';
import { Field, type FieldControlProps, type FieldProps } from './field';
import { FormAlert } from './form-alert';

/**
 * The web's one way to build a form (decision 024): react-hook-form checked with the shared zod
 * schema the API validates with, so the browser and the server refuse the same things.
 * `TValues` is what the form holds when it differs from the schema's input (a checkbox that must
 * be ticked is still a boolean while the person fills the form).
 */
export function useZodForm<S extends z.ZodType, TValues extends FieldValues = z.input<S> & FieldValues>(
  schema: S,
  options?: Omit<UseFormProps<TValues, unknown, z.output<S>>, 'resolver'>,
): UseFormReturn<TValues, unknown, z.output<S>> {
  return useForm<TValues, unknown, z.output<S>>({
    ...options,
    resolver: keyedResolver(schema) as unknown as Resolver<TValues, unknown, z.output<S>>,
  });
}

/** A schema's field error: its message is a message key, `params` fill it (`{max}` of a too-long note). */
type KeyedFieldError = { message?: string; type?: string; params?: MessageParams };

/**
 * zodResolver keeps only an issue's message (the key, decision 023), not its bound: the issues
 * are read once more when there are errors, and each error gets the params of its issue.
 */
function keyedResolver(schema: z.ZodType): Resolver<FieldValues> {
  const base = zodResolver(schema as never) as unknown as Resolver<FieldValues>;
  return async (values, context, options) => {
    const result = await base(values, context, options);
    if (Object.keys(result.errors).length === 0) return result;
    const parsed = await schema.safeParseAsync(values);
    for (const issue of parsed.success ? [] : parsed.error.issues) {
      const error = get(result.errors, issue.path.map(String).join('.')) as KeyedFieldError | undefined;
      if (!error || error.message !== issue.message || error.params) continue;
      const { params } = issueMessage(issue);
      if (params) error.params = params;
    }
    return result;
  };
}

/**
 * A form bound to `form`: no browser bubbles (`noValidate`; our messages are in the interface
 * language), the schema checked on submit, focus on the first invalid field.
 */
export function Form<TValues extends FieldValues, TOut>({
  form,
  onSubmit,
  onInvalid,
  children,
  ...props
}: Omit<React.ComponentProps<'form'>, 'onSubmit'> & {
  form: UseFormReturn<TValues, unknown, TOut>;
  onSubmit: SubmitHandler<TOut>;
  onInvalid?: SubmitErrorHandler<TValues>;
}) {
  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={form.handleSubmit(onSubmit, onInvalid)} {...props}>
        {children}
      </form>
    </FormProvider>
  );
}

/** Errors put on the form from a server refusal: already in the interface language. */
const SERVER = 'server';

/**
 * A field's error in the interface language (the schema's message or the server's, translated).
 * Inside a <Form> it finds the form itself; above it, pass `form.control`.
 */
export function useFieldError<TValues extends FieldValues>(
  name: string,
  control?: Control<TValues, unknown, unknown>,
): string | undefined {
  const server = useServerMessages();
  const { errors } = useFormState({ name: name as FieldPath<TValues>, ...(control ? { control } : {}) });
  const error = get(errors, name) as KeyedFieldError | undefined;
  if (!error?.message) return undefined;
  if (error.type === SERVER) return error.message;
  return server.message(error.message, undefined, error.params) ?? error.message;
}

/**
 * One field of a <Form>: the Field frame (label, hint, error) around the control `children`
 * draws, given the field's registration and its id and aria wiring to spread onto the input.
 */
export function FormField<TValues extends FieldValues, TName extends FieldPath<TValues>>({
  name,
  rules,
  formatError,
  children,
  ...field
}: Omit<FieldProps, 'error' | 'children'> & {
  /** Only for type inference (`control={form.control}`), as in shadcn's FormField. */
  control?: Control<TValues, unknown, unknown>;
  name: TName;
  rules?: RegisterOptions<TValues, TName>;
  /** Replaces the message shown (e.g. "Required field" while the field is still empty). */
  formatError?: (message: string) => string;
  children: (props: UseFormRegisterReturn<TName> & FieldControlProps) => React.ReactNode;
}) {
  const { register } = useFormContext<TValues>();
  const error = useFieldError(name);
  const { control: _, ...frame } = field;
  return (
    <Field {...frame} error={error && formatError ? formatError(error) : error}>
      {(control) => children({ ...register(name, rules), ...control })}
    </Field>
  );
}

/** The form-level message of a refusal (what names no field), with anything to add after it. */
export function FormError({ children, className }: { children?: React.ReactNode; className?: string }) {
  const { errors } = useFormState();
  const message = errors.root?.server?.message;
  if (!message) return null;
  return (
    <FormAlert className={className}>
      {message}
      {children}
    </FormAlert>
  );
}

/**
 * Spreads a failed save onto the form: each field the refusal names gets its message (in the
 * interface language) and the first of them in the page gets focus; the rest becomes the
 * form-level alert (<FormError>). Nothing typed is touched, so the person fixes and sends again.
 * `fields` limits which names count as fields of this form (default: the fields on screen);
 * `alert: 'always'` says the refusal at the top even when its fields tell it all (a long form).
 */
export function useServerRefusal<TValues extends FieldValues, TOut>(
  form: UseFormReturn<TValues, unknown, TOut>,
) {
  const server = useServerMessages();
  return (
    error: unknown,
    fallback: string,
    options?: { fields?: (name: string) => boolean; alert?: 'unplaced' | 'always' },
  ) => {
    const isField = options?.fields ?? ((name: string) => form.control._names.mount.has(name));
    const placed: string[] = [];
    for (const [name, message] of Object.entries(server.fields(error))) {
      if (!isField(name)) continue;
      form.setError(name as FieldPath<TValues>, { type: SERVER, message });
      placed.push(name);
    }
    const first = firstInPage(placed);
    if (first) form.setFocus(first as FieldPath<TValues>);
    // A plain validation refusal is fully told by its fields; anything else is said on top.
    if (options?.alert !== 'always' && placed.length > 0 && error instanceof ApiError && error.status === 422)
      return;
    form.setError('root.server', { type: SERVER, message: server.error(error, fallback) });
  };
}

/** The name whose control comes first in the document (the order the person reads the form in). */
function firstInPage(names: string[]): string | undefined {
  if (typeof document === 'undefined') return names[0];
  let first: { name: string; element: Element } | undefined;
  for (const name of names) {
    const element = document.getElementsByName(name)[0];
    if (!element) continue;
    if (!first || first.element.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_PRECEDING)
      first = { name, element };
  }
  return first?.name ?? names[0];
}
