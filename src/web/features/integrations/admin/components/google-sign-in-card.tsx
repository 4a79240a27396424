import { KeyRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { CARD_FIELDS, type IntegrationCard } from '@/shared/integrations/cards';
import { googleSignInCardSchema } from '@/shared/integrations/google-sign-in-schemas';
import { Form, FormError } from '@/web/components/ui/form';
import { useSaveGoogleSignIn } from '../api/google-sign-in-api';
import { CardFrame } from './card-frame';
import { GoogleSignInTest } from './google-sign-in-test';
import { SaveBar } from './save-bar';
import { SecretSetting, TextSetting } from './setting-fields';
import { cardValues, useCardForm } from './use-card-form';

type Field =
  | (typeof CARD_FIELDS.google_sign_in.plain)[number]
  | (typeof CARD_FIELDS.google_sign_in.secret)[number];

/** Where Google sends customers back (the redirect URI the owner registers with Google). */
const redirectUri = () => `${window.location.origin}/api/auth/callback/google`;

/**
 * The "Entrar com Google" card (decision 090): the OAuth client id and its secret (sealed at rest,
 * shown only as its mask), and the redirect address to register with Google.
 */
export function GoogleSignInCard({ card }: { card: IntegrationCard<'google_sign_in'> }) {
  const { t } = useTranslation('integrations');
  const save = useSaveGoogleSignIn();
  const label = (field: string) => t(`googleSignIn.fields.${field as Field}.label`);
  const { form, submit } = useCardForm(
    googleSignInCardSchema,
    cardValues(card),
    CARD_FIELDS.google_sign_in.secret,
    (values) => save.mutateAsync(values),
  );
  return (
    <CardFrame
      card={card}
      icon={KeyRound}
      iconClass="text-brand-dark"
      title={t('googleSignIn.title')}
      usedFor={t('googleSignIn.usedFor')}
      fieldLabel={label}
    >
      <Form form={form} onSubmit={submit} className="space-y-6">
        <FormError />
        <div className="grid gap-5 md:grid-cols-2">
          <TextSetting
            name="clientId"
            label={label('clientId')}
            help={t('googleSignIn.fields.clientId.help')}
            view={card.plain.clientId}
            maxLength={250}
            placeholder="…apps.googleusercontent.com"
          />
          <SecretSetting
            key={`${card.secret.clientSecret.mask}-${card.updatedAt}`}
            name="clientSecret"
            label={label('clientSecret')}
            view={card.secret.clientSecret}
          />
        </div>
        <div>
          <p className="mb-2 text-sm text-ink-soft">{t('googleSignIn.redirectHelp')}</p>
          <code
            className="block rounded-xl bg-parchment px-3 py-2 text-sm break-all text-ink ring-1 ring-line/60"
            data-redirect-uri
          >
            {redirectUri()}
          </code>
        </div>
        <SaveBar card={card} dirty={form.formState.isDirty} pending={save.isPending} />
      </Form>
      <GoogleSignInTest card={card} dirty={form.formState.isDirty} />
    </CardFrame>
  );
}
