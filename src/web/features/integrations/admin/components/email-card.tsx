import { Mail } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CARD_FIELDS, type IntegrationCard, type TestResult } from '@/shared/integrations/cards';
import { EMAIL_SECURITY, emailCardSchema, emailTestSchema } from '@/shared/integrations/schemas';
import { Field } from '@/web/components/ui/field';
import { Form, FormError } from '@/web/components/ui/form';
import { Input } from '@/web/components/ui/input';
import { notify } from '@/web/lib/toast';
import { useServerMessages } from '@/web/lib/validation-messages';
import { useSaveEmail, useTestEmail } from '../api/integrations-api';
import { CardFrame } from './card-frame';
import { SaveBar, useTestBlocked } from './save-bar';
import { ChoiceSetting, SecretSetting, TextSetting } from './setting-fields';
import { TestBox } from './test-box';
import { cardValues, useCardForm } from './use-card-form';

type EmailField = (typeof CARD_FIELDS.email.plain)[number] | (typeof CARD_FIELDS.email.secret)[number];

/** The E-mail card: SMTP server, security, login and sender; "send a test e-mail" to a typed address. */
export function EmailCard({ card }: { card: IntegrationCard<'email'> }) {
  const { t } = useTranslation('integrations');
  const server = useServerMessages();
  const save = useSaveEmail();
  const test = useTestEmail();
  const label = (field: string) => t(`email.fields.${field as EmailField}.label`);
  const { form, submit } = useCardForm(
    emailCardSchema,
    cardValues(card, { port: '587', security: 'starttls' }),
    CARD_FIELDS.email.secret,
    (values) => save.mutateAsync(values),
  );
  const [to, setTo] = useState('');
  const [toError, setToError] = useState<string | undefined>();
  const [result, setResult] = useState<TestResult | null>(null);

  const sendTest = async () => {
    const parsed = emailTestSchema.safeParse({ to });
    if (!parsed.success) {
      setToError(server.issue(parsed.error.issues[0]));
      return;
    }
    setToError(undefined);
    setResult(null);
    try {
      setResult((await test.mutateAsync(parsed.data.to)).result);
    } catch (error) {
      notify('error', server.error(error, t('unexpected')));
    }
  };

  const { plain, secret } = card;
  const blocked = useTestBlocked(card, form.formState.isDirty);
  return (
    <CardFrame
      card={card}
      icon={Mail}
      iconClass="text-brand"
      title={t('email.title')}
      usedFor={t('email.usedFor')}
      fieldLabel={label}
    >
      <Form form={form} onSubmit={submit} className="space-y-6">
        <FormError />
        <fieldset className="min-w-0">
          <legend className="mb-3 text-sm font-semibold text-ink">{t('email.groups.server')}</legend>
          <div className="grid gap-5 md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)]">
            <TextSetting
              name="host"
              label={label('host')}
              help={t('email.fields.host.help')}
              view={plain.host}
              maxLength={253}
              placeholder="smtp.gmail.com"
            />
            <TextSetting
              name="port"
              label={label('port')}
              help={t('email.fields.port.help')}
              view={plain.port}
              inputMode="numeric"
              maxLength={5}
            />
            <ChoiceSetting
              name="security"
              label={label('security')}
              help={t('email.fields.security.help')}
              view={plain.security}
              options={EMAIL_SECURITY.map((value) => ({ value, label: t(`email.security.${value}`) }))}
            />
          </div>
          <div className="mt-5 grid gap-5 md:grid-cols-2">
            <TextSetting
              name="user"
              label={label('user')}
              help={t('email.fields.user.help')}
              view={plain.user}
              maxLength={254}
            />
            <SecretSetting
              key={`${secret.password.mask}-${card.updatedAt}`}
              name="password"
              label={label('password')}
              view={secret.password}
              autoComplete="new-password"
            />
          </div>
        </fieldset>
        <fieldset className="min-w-0">
          <legend className="mb-3 text-sm font-semibold text-ink">{t('email.groups.sender')}</legend>
          <div className="grid gap-5 md:grid-cols-2">
            <TextSetting
              name="fromName"
              label={label('fromName')}
              help={t('email.fields.fromName.help')}
              view={plain.fromName}
              maxLength={80}
            />
            <TextSetting
              name="fromAddress"
              label={label('fromAddress')}
              help={t('email.fields.fromAddress.help')}
              view={plain.fromAddress}
              type="email"
              maxLength={254}
              placeholder="pedidos@sualoja.com"
            />
          </div>
        </fieldset>
        <SaveBar card={card} dirty={form.formState.isDirty} pending={save.isPending} />
      </Form>
      <TestBox
        legend={t('email.testButton')}
        button={t('email.testButton')}
        blocked={blocked}
        pending={test.isPending}
        result={result}
        onSend={() => void sendTest()}
      >
        <Field label={t('email.testLabel')} error={toError} announce>
          <Input
            type="email"
            value={to}
            onChange={(e) => setTo(e.target.value)}
            autoComplete="email"
            maxLength={254}
            name="test-to"
          />
        </Field>
      </TestBox>
    </CardFrame>
  );
}
