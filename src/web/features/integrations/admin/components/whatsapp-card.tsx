import { MessageCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { CARD_FIELDS, type IntegrationCard } from '@/shared/integrations/cards';
import { whatsAppCardSchema, whatsAppTestSchema } from '@/shared/integrations/schemas';
import { Form, FormError } from '@/web/components/ui/form';
import { useServerMessages } from '@/web/lib/validation-messages';
import { useSaveWhatsApp, useTestWhatsApp } from '../api/integrations-api';
import { CardFrame } from './card-frame';
import { PhoneTestBox } from './phone-test-box';
import { SaveBar, useTestBlocked } from './save-bar';
import { SecretSetting, TextSetting } from './setting-fields';
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
  const _server = useServerMessages();
  const save = useSaveWhatsApp();
  const test = useTestWhatsApp();
  const label = (field: string) => t(`whatsapp.fields.${field as WhatsAppField}.label`);
  const { form, submit } = useCardForm(
    whatsAppCardSchema({ httpsOnly }),
    cardValues(card),
    CARD_FIELDS.whatsapp.secret,
    (values) => save.mutateAsync(values),
  );
  const { plain, secret } = card;
  const blocked = useTestBlocked(card, form.formState.isDirty);
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
        <SaveBar card={card} dirty={form.formState.isDirty} pending={save.isPending} />
      </Form>
      <PhoneTestBox
        name="test-phone"
        label={t('whatsapp.testLabel')}
        button={t('whatsapp.testButton')}
        country="BR"
        schema={whatsAppTestSchema}
        blocked={blocked}
        test={test}
      />
    </CardFrame>
  );
}
