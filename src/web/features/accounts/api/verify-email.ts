import { useMutation } from '@tanstack/react-query';
import type { VerifyEmailInput } from '@/shared/accounts/schemas';
import { call, client } from '@/web/lib/api-client';

export const confirmEmail = (input: VerifyEmailInput) =>
  call(client.accounts['verify-email'].$post({ json: input }));
export const resendConfirmation = () => call(client.accounts['verify-email'].resend.$post());

/** Confirms a link; `after` runs (and is awaited) before the mutation counts as done. */
export const useConfirmEmail = (after: () => Promise<unknown>) =>
  useMutation({
    mutationFn: async (input: VerifyEmailInput) => {
      const answer = await confirmEmail(input);
      await after();
      return answer;
    },
  });
export const useResendConfirmation = () => useMutation({ mutationFn: resendConfirmation });
