import { Globe } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { IntegrationCard } from '@/shared/integrations/cards';
import { type LinkBase, publicAddressCardSchema } from '@/shared/integrations/public-address-schemas';
import { Form, FormError } from '@/web/components/ui/form';
import { useSavePublicAddress } from '../api/public-address-api';
import { CardFrame } from './card-frame';
import { SaveBar } from './save-bar';
import { TextSetting } from './setting-fields';
import { cardValues, useCardForm } from './use-card-form';

/**
 * The "Endereço público" card (decision 121): the address every link in a message is built on,
 * and where links point now — the card's, PUBLIC_URL's, or (neither) only this machine, a warning.
 */
export function PublicAddressCard({
  card,
  linkBase,
}: {
  card: IntegrationCard<'public_address'>;
  linkBase: LinkBase;
}) {
  const { t } = useTranslation('integrations');
  const save = useSavePublicAddress();
  const label = () => t('publicAddress.fields.url.label');
  const { form, submit } = useCardForm(publicAddressCardSchema, cardValues(card), [], (values) =>
    save.mutateAsync(values),
  );
  const local = linkBase.source === 'local';
  return (
    <CardFrame
      card={card}
      icon={Globe}
      iconClass="text-brand-dark"
      title={t('publicAddress.title')}
      usedFor={t('publicAddress.usedFor')}
      fieldLabel={label}
      stateLine={
        <p className={local ? 'font-semibold' : undefined} data-link-base={linkBase.source}>
          {t(`publicAddress.inForce.${linkBase.source}`, { url: linkBase.url })}
        </p>
      }
      warn={local}
    >
      <Form form={form} onSubmit={submit} className="space-y-6">
        <FormError />
        <TextSetting
          name="url"
          label={label()}
          help={t('publicAddress.fields.url.help')}
          view={card.plain.url}
          type="url"
          maxLength={200}
          placeholder="https://sualoja.com"
        />
        <SaveBar card={card} dirty={form.formState.isDirty} pending={save.isPending} />
      </Form>
    </CardFrame>
  );
}
