import { useMutation } from '@tanstack/react-query';
import type { VerifyEmailInput } from '../../../../shared/accounts/schemas';
import { call, client } from '../../../lib/api-client';

export const confirmEmail = (input: VerifyEmailInput) =>
  call(client.accounts['verify-email'].$post({ json: input }));
export const resendConfirmation = () => call(client.accounts['verify-email'].resend.$post());

export const useConfirmEmail = () => useMutation({ mutationFn: confirmEmail });
export const useResendConfirmation = () => useMutation({ mutationFn: resendConfirmation });
