import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, client } from '@/web/lib/api-client';

const sms = client.accounts.me.sms;

/** The signed-in customer's SMS consent (decision 083). */
export const mySmsKeys = { consent: () => ['my-sms', 'consent'] as const };

/** Read again when the profile's phone changes (a +1 number saved makes the box appear). */
export const useMySmsConsent = (phone: string | null | undefined) =>
  useQuery({ queryKey: [...mySmsKeys.consent(), phone ?? ''], queryFn: () => call(sms.$get()) });

/** Gives (true) or withdraws (false) it; the answer is the new state, kept as the query's. */
export function useChangeSmsConsent(phone: string | null | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (consent: boolean) => call(sms.$put({ json: { consent } })),
    onSuccess: (answer) =>
      queryClient.setQueryData([...mySmsKeys.consent(), phone ?? ''], { sms: answer.sms }),
  });
}
