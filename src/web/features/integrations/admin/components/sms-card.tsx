import { Smartphone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { CARD_FIELDS, type IntegrationCard } from '@/shared/integrations/cards';
import { smsCardSchema, smsTestSchema } from '@/shared/integrations/sms-schemas';
import { Form, FormError } from '@/web/components/ui/form';
import { useServerMessages } from '@/web/lib/validation-messages';
import { useSaveSms, useTestSms } from '../api/sms-api';
import { CardFrame } from './card-frame';
import { PhoneTestBox } from './phone-test-box';
import { SaveBar, useTestBlocked } from './save-bar';
import { SecretSetting, TextSetting } from './setting-fields';
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
  const _server = useServerMessages();
  const save = useSaveSms();
  const test = useTestSms();
  const label = (field: string) => t(`sms.fields.${field as SmsField}.label`);
  const { form, submit } = useCardForm(smsCardSchema, cardValues(card), CARD_FIELDS.sms.secret, (values) =>
    save.mutateAsync(values),
  );
  const { plain, secret } = card;
  const blocked = useTestBlocked(card, form.formState.isDirty);
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
        <SaveBar card={card} dirty={form.formState.isDirty} pending={save.isPending} />
      </Form>
      <PhoneTestBox
        name="test-sms-phone"
        label={t('sms.testLabel')}
        button={t('sms.testButton')}
        country="US"
        schema={smsTestSchema}
        blocked={blocked}
        test={test}
      />
    </CardFrame>
  );
}
