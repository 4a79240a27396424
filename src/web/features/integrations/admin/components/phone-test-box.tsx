import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TestResult } from '@/shared/integrations/cards';
import { toE164 } from '@/shared/phones/rules';
import { type PhoneFieldValue, PhoneInput } from '@/web/components/phone-input';
import { Field } from '@/web/components/ui/field';
import { notify } from '@/web/lib/toast';
import { useServerMessages } from '@/web/lib/validation-messages';
import { TestBox } from './test-box';

type PhoneSchema = {
  safeParse(input: {
    phone: string;
  }):
    | { success: true; data: { phone: string } }
    | { success: false; error: { issues: { message: string }[] } };
};

/**
 * "Enviar mensagem/SMS de teste" to a number typed in the shop's phone field (WhatsApp, SMS): the
 * card's test schema checks it first (§5.5 for WhatsApp, +1 for SMS), the server's refusal lands
 * on the field, the result is said in words by the TestBox.
 */
export function PhoneTestBox({
  name,
  label,
  button,
  country,
  schema,
  blocked,
  test,
}: {
  name: string;
  label: string;
  button: string;
  country: PhoneFieldValue['country'];
  schema: PhoneSchema;
  blocked: string | null;
  test: { isPending: boolean; mutateAsync(phone: string): Promise<{ result: TestResult }> };
}) {
  const { t } = useTranslation('integrations');
  const server = useServerMessages();
  const [phone, setPhone] = useState<PhoneFieldValue>({ country, phone: '' });
  const [phoneError, setPhoneError] = useState<string | undefined>();
  const [result, setResult] = useState<TestResult | null>(null);

  const sendTest = async () => {
    const parsed = schema.safeParse({ phone: toE164(phone.country, phone.phone) });
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

  return (
    <TestBox
      legend={button}
      button={button}
      blocked={blocked}
      pending={test.isPending}
      result={result}
      onSend={() => void sendTest()}
    >
      <Field error={phoneError} announce>
        {(control) => (
          <PhoneInput
            {...control}
            name={name}
            labels={{ phone: label }}
            value={phone}
            onChange={(value) => {
              setPhone(value);
              setPhoneError(undefined);
            }}
          />
        )}
      </Field>
    </TestBox>
  );
}
