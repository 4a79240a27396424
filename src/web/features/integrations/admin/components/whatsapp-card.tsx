import { MessageCircle } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CARD_FIELDS, type IntegrationCard, type TestResult } from '@/shared/integrations/cards';
import { whatsAppCardSchema, whatsAppTestSchema } from '@/shared/integrations/schemas';
import { toE164 } from '@/shared/phones/rules';
import { type PhoneFieldValue, PhoneInput } from '@/web/components/phone-input';
import { Button } from '@/web/components/ui/button';
import { Field } from '@/web/components/ui/field';
import { Form, FormError } from '@/web/components/ui/form';
import { notify } from '@/web/lib/toast';
import { useServerMessages } from '@/web/lib/validation-messages';
import { useSaveWhatsApp, useTestWhatsApp } from '../api/integrations-api';
import { CardFrame } from './card-frame';
import { SecretSetting, TextSetting } from './setting-fields';
import { TestBox } from './test-box';
import { cardValues, useCardForm } from './use-card-form';

type WhatsAppField =
  | (typeof CARD_FIELDS.whatsapp.plain)[number]
  | (typeof CARD_FIELDS.whatsapp.secret)[number];

/**
 * The WhatsApp card (SPEC §7.3): the provider's create-message URL, its two keys and the admin
 * notice phone; "send a test message" to a number typed in the shop's phone field, where a number
 * abroad is refused with the §8.6 text (SPEC §5.5).
 */
export function WhatsAppCard({ card, httpsOnly }: { card: IntegrationCard<'whatsapp'>; httpsOnly: boolean }) {
  const { t } = useTranslation('integrations');
  const server = useServerMessages();
  const save = useSaveWhatsApp();
  const test = useTestWhatsApp();
  const label = (field: string) => t(`whatsapp.fields.${field as WhatsAppField}.label`);
  const { form, submit } = useCardForm(
    whatsAppCardSchema({ httpsOnly }),
    cardValues(card),
    CARD_FIELDS.whatsapp.secret,
    (values) => save.mutateAsync(values),
  );
  const [phone, setPhone] = useState<PhoneFieldValue>({ country: 'BR', phone: '' });
  const [phoneError, setPhoneError] = useState<string | undefined>();
  const [result, setResult] = useState<TestResult | null>(null);

  const sendTest = async () => {
    const parsed = whatsAppTestSchema.safeParse({ phone: toE164(phone.country, phone.phone) });
    if (!parsed.success) {
      setPhoneError(server.issue(parsed.error.issues[0]));
      return;
    }
    setPhoneError(undefined);
    setResult(null);
    try {
      setResult((await test.mutateAsync(parsed.data.phone)).result);
    } catch (error) {
      const field = server.fields(error).phone;
      if (field) setPhoneError(field);
      else notify('error', server.error(error, t('unexpected')));
    }
  };

  const { plain, secret } = card;
  const editable = [...Object.values(plain), ...Object.values(secret)].some((v) => v.source !== 'env');
  const blocked =
    card.state === 'not_set_up' || card.state === 'reenter'
      ? t('test.setUpFirst')
      : form.formState.isDirty
        ? t('test.saveFirst')
        : null;
  const secretKey = (field: 'appKey' | 'authKey') => `${secret[field].mask}-${card.updatedAt}`;
  return (
    <CardFrame
      card={card}
      icon={MessageCircle}
      iconClass="text-whatsapp"
      title={t('whatsapp.title')}
      usedFor={t('whatsapp.usedFor')}
      fieldLabel={label}
    >
      <Form form={form} onSubmit={submit} className="space-y-6">
        <FormError />
        <fieldset className="min-w-0">
          <legend className="mb-3 text-sm font-semibold text-ink">{t('whatsapp.groups.provider')}</legend>
          <TextSetting
            name="apiUrl"
            label={label('apiUrl')}
            help={t('whatsapp.fields.apiUrl.help')}
            view={plain.apiUrl}
            type="url"
            maxLength={500}
            placeholder="https://"
          />
          <div className="mt-5 grid gap-5 md:grid-cols-2">
            <SecretSetting
              key={secretKey('appKey')}
              name="appKey"
              label={label('appKey')}
              view={secret.appKey}
            />
            <SecretSetting
              key={secretKey('authKey')}
              name="authKey"
              label={label('authKey')}
              view={secret.authKey}
            />
          </div>
        </fieldset>
        <fieldset className="min-w-0">
          <legend className="mb-3 text-sm font-semibold text-ink">{t('whatsapp.groups.notices')}</legend>
          <div className="md:max-w-md">
            <TextSetting
              name="adminPhone"
              label={label('adminPhone')}
              help={t('whatsapp.fields.adminPhone.help')}
              view={plain.adminPhone}
              type="tel"
              maxLength={30}
              placeholder="+55 11 98765-4321"
            />
          </div>
        </fieldset>
        {editable && (
          <div className="flex flex-wrap items-center justify-end gap-3">
            {form.formState.isDirty && <p className="text-sm text-ink-soft">{t('unsaved')}</p>}
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? t('saving') : t('save')}
            </Button>
          </div>
        )}
      </Form>
      <TestBox
        legend={t('whatsapp.testButton')}
        button={t('whatsapp.testButton')}
        blocked={blocked}
        pending={test.isPending}
        result={result}
        onSend={() => void sendTest()}
      >
        <Field error={phoneError} announce>
          {(control) => (
            <PhoneInput
              {...control}
              name="test-phone"
              labels={{ phone: t('whatsapp.testLabel') }}
              value={phone}
              onChange={(value) => {
                setPhone(value);
                setPhoneError(undefined);
              }}
            />
          )}
        </Field>
      </TestBox>
    </CardFrame>
  );
}
