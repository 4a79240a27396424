import { Smartphone } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CARD_FIELDS, type IntegrationCard, type TestResult } from '@/shared/integrations/cards';
import { smsCardSchema, smsTestSchema } from '@/shared/integrations/sms-schemas';
import { toE164 } from '@/shared/phones/rules';
import { type PhoneFieldValue, PhoneInput } from '@/web/components/phone-input';
import { Button } from '@/web/components/ui/button';
import { Field } from '@/web/components/ui/field';
import { Form, FormError } from '@/web/components/ui/form';
import { notify } from '@/web/lib/toast';
import { useServerMessages } from '@/web/lib/validation-messages';
import { useSaveSms, useTestSms } from '../api/sms-api';
import { CardFrame } from './card-frame';
import { SecretSetting, TextSetting } from './setting-fields';
import { TestBox } from './test-box';
import { cardValues, useCardForm } from './use-card-form';

type SmsField = (typeof CARD_FIELDS.sms.plain)[number] | (typeof CARD_FIELDS.sms.secret)[number];

/** Where Twilio posts the replies (STOP, START): the shop's own address. */
const webhookUrl = () => `${window.location.origin}/api/sms/twilio/inbound`;

/**
 * The SMS card (Twilio, decision 077): account SID, auth token, and the sender — a number or a
 * messaging service; the webhook address for STOP replies; "Enviar SMS de teste" to a +1 number.
 */
export function SmsCard({ card }: { card: IntegrationCard<'sms'> }) {
  const { t } = useTranslation('integrations');
  const server = useServerMessages();
  const save = useSaveSms();
  const test = useTestSms();
  const label = (field: string) => t(`sms.fields.${field as SmsField}.label`);
  const { form, submit } = useCardForm(smsCardSchema, cardValues(card), CARD_FIELDS.sms.secret, (values) =>
    save.mutateAsync(values),
  );
  const [phone, setPhone] = useState<PhoneFieldValue>({ country: 'US', phone: '' });
  const [phoneError, setPhoneError] = useState<string | undefined>();
  const [result, setResult] = useState<TestResult | null>(null);

  const sendTest = async () => {
    const parsed = smsTestSchema.safeParse({ phone: toE164(phone.country, phone.phone) });
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
  return (
    <CardFrame
      card={card}
      icon={Smartphone}
      iconClass="text-brand"
      title={t('sms.title')}
      usedFor={t('sms.usedFor')}
      fieldLabel={label}
    >
      <Form form={form} onSubmit={submit} className="space-y-6">
        <FormError />
        <fieldset className="min-w-0">
          <legend className="mb-3 text-sm font-semibold text-ink">{t('sms.groups.account')}</legend>
          <div className="grid gap-5 md:grid-cols-2">
            <TextSetting
              name="accountSid"
              label={label('accountSid')}
              help={t('sms.fields.accountSid.help')}
              view={plain.accountSid}
              maxLength={34}
              placeholder="AC…"
            />
            <SecretSetting
              key={`${secret.authToken.mask}-${card.updatedAt}`}
              name="authToken"
              label={label('authToken')}
              view={secret.authToken}
            />
          </div>
        </fieldset>
        <fieldset className="min-w-0">
          <legend className="mb-1 text-sm font-semibold text-ink">{t('sms.groups.sender')}</legend>
          <p className="mb-3 text-sm text-ink-soft">{t('sms.senderHelp')}</p>
          <div className="grid gap-5 md:grid-cols-2">
            <TextSetting
              name="from"
              label={label('from')}
              help={t('sms.fields.from.help')}
              view={plain.from}
              type="tel"
              maxLength={30}
              placeholder="+14045550134"
            />
            <TextSetting
              name="messagingServiceSid"
              label={label('messagingServiceSid')}
              help={t('sms.fields.messagingServiceSid.help')}
              view={plain.messagingServiceSid}
              maxLength={34}
              placeholder="MG…"
            />
          </div>
        </fieldset>
        <fieldset className="min-w-0">
          <legend className="mb-1 text-sm font-semibold text-ink">{t('sms.groups.webhook')}</legend>
          <p className="text-sm text-ink-soft">{t('sms.webhookHelp')}</p>
          <code className="mt-2 block rounded-xl bg-parchment px-3 py-2 text-sm break-all text-ink ring-1 ring-line/60">
            {webhookUrl()}
          </code>
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
        legend={t('sms.testButton')}
        button={t('sms.testButton')}
        blocked={blocked}
        pending={test.isPending}
        result={result}
        onSend={() => void sendTest()}
      >
        <Field error={phoneError} announce>
          {(control) => (
            <PhoneInput
              {...control}
              name="test-sms-phone"
              labels={{ phone: t('sms.testLabel') }}
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
