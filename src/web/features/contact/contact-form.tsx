import { zodResolver } from '@hookform/resolvers/zod';
import { CheckCircle2 } from 'lucide-react';
import { useId, useState } from 'react';
import { type FieldPath, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { type ContactMessageInput, contactMessageSchema } from '../../../shared/contact/schemas';
import { isValidPhone, nationalDigits, toE164 } from '../../../shared/phones/rules';
import { PHONE_INVALID_FOR_COUNTRY_MESSAGE } from '../../../shared/phones/schemas';
import { type PhoneFieldValue, PhoneInput } from '../../components/phone-input';
import { Button } from '../../components/ui/button';
import { ApiError } from '../../lib/api-client';
import { cn } from '../../lib/cn';
import { notify } from '../../lib/toast';
import { localiseServerMessage } from '../../lib/validation-messages';
import { useSendContactMessage } from './api/send-contact-message';
import './i18n';

const REQUIRED: FieldPath<ContactMessageInput>[] = ['name', 'email', 'message'];
const input =
  'mt-1.5 block w-full rounded-xl border border-line bg-white px-4 py-3 text-base text-ink shadow-xs placeholder:text-muted/70 focus:border-brand focus:outline-none focus:ring-2 focus:ring-brand/20 aria-[invalid=true]:border-red-700';

/** SPEC §2.7 contact form: nothing typed is lost on failure; errors sit next to their field. */
export function ContactForm({ className }: { className?: string }) {
  const { t, i18n } = useTranslation('contact');
  const id = useId();
  const [sent, setSent] = useState(false);
  // Most of the shop's customers have US numbers; the selector offers the other 22 countries.
  const [phone, setPhone] = useState<PhoneFieldValue>({ country: 'US', phone: '' });
  const send = useSendContactMessage();
  const form = useForm<ContactMessageInput>({
    resolver: zodResolver(contactMessageSchema) as never,
    defaultValues: { name: '', email: '', phone: '', message: '', website: '' },
  });
  const { errors } = form.formState;

  const errorFor = (field: FieldPath<ContactMessageInput>) => {
    const message = errors[field as keyof typeof errors]?.message;
    if (!message) return undefined;
    const value = form.getValues(field);
    if (REQUIRED.includes(field) && (typeof value !== 'string' || value.trim() === '')) return t('required');
    return localiseServerMessage(String(message), i18n.language);
  };

  const onSubmit = form.handleSubmit(async (values) => {
    setSent(false);
    const digits = nationalDigits(phone.phone, phone.country);
    if (digits && !isValidPhone(digits, phone.country)) {
      form.setError('phone', { message: PHONE_INVALID_FOR_COUNTRY_MESSAGE }, { shouldFocus: true });
      return;
    }
    try {
      await send.mutateAsync({
        ...values,
        phone: digits ? toE164(phone.country, phone.phone) : '',
        language: i18n.language === 'en' ? 'en' : 'pt-BR',
      });
      form.reset();
      setPhone((current) => ({ ...current, phone: '' }));
      setSent(true);
      notify('success', t('success'));
    } catch (error) {
      if (error instanceof ApiError && error.body.fields) {
        // The key goes onto the field; errorFor renders it in the interface language.
        for (const [field, [first]] of Object.entries(error.body.fields)) {
          if (first) form.setError(field as FieldPath<ContactMessageInput>, { message: first.key });
        }
      }
      notify('error', t('failure'));
    }
  });

  const field = (name: 'name' | 'email', type: string, autoComplete: string, label: string) => {
    const error = errorFor(name);
    return (
      <div>
        <label htmlFor={`${id}-${name}`} className="text-sm font-medium text-ink">
          {label}
        </label>
        <input
          id={`${id}-${name}`}
          type={type}
          autoComplete={autoComplete}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-${name}-error` : undefined}
          className={input}
          {...form.register(name)}
        />
        {error && (
          <p id={`${id}-${name}-error`} className="mt-1.5 text-sm text-red-800">
            {error}
          </p>
        )}
      </div>
    );
  };

  const messageError = errorFor('message');
  const phoneError = errorFor('phone');
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className={cn('space-y-5', className)}
      aria-describedby={`${id}-status`}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        {field('name', 'text', 'name', t('name'))}
        {field('email', 'email', 'email', t('email'))}
      </div>
      <div>
        <PhoneInput
          id={`${id}-phone`}
          value={phone}
          onChange={(value) => {
            setPhone(value);
            form.clearErrors('phone');
          }}
          ref={form.register('phone').ref}
          labels={{ phone: t('phone') }}
          aria-invalid={phoneError ? true : undefined}
          aria-describedby={phoneError ? `${id}-phone-error` : undefined}
        />
        {phoneError && (
          <p id={`${id}-phone-error`} className="mt-1.5 text-sm text-red-800">
            {phoneError}
          </p>
        )}
      </div>
      <div>
        <label htmlFor={`${id}-message`} className="text-sm font-medium text-ink">
          {t('message')}
        </label>
        <textarea
          id={`${id}-message`}
          rows={5}
          aria-invalid={messageError ? true : undefined}
          aria-describedby={messageError ? `${id}-message-error` : undefined}
          className={cn(input, 'resize-y')}
          {...form.register('message')}
        />
        {messageError && (
          <p id={`${id}-message-error`} className="mt-1.5 text-sm text-red-800">
            {messageError}
          </p>
        )}
      </div>
      {/* Bot trap: off-screen and skipped by keyboard and screen readers; people never fill it. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor={`${id}-website`}>{t('trap')}</label>
        <input
          id={`${id}-website`}
          type="text"
          tabIndex={-1}
          autoComplete="off"
          {...form.register('website')}
        />
      </div>
      <div className="flex flex-wrap items-center gap-4">
        <Button type="submit" size="lg" disabled={send.isPending}>
          {send.isPending ? t('sending') : t('send')}
        </Button>
        <p id={`${id}-status`} role="status" className="text-sm">
          {sent && (
            <span className="inline-flex items-center gap-1.5 text-leaf">
              <CheckCircle2 aria-hidden="true" className="size-4" />
              {t('success')}
            </span>
          )}
          {send.isError && <span className="text-red-800">{t('failure')}</span>}
        </p>
      </div>
    </form>
  );
}
