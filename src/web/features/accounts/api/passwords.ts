import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordInput, ForgotPasswordInput, ResetPasswordInput } from '@/shared/accounts/schemas';
import { call, client } from '@/web/lib/api-client';

export const forgotPassword = (input: ForgotPasswordInput) =>
  call(client.accounts['forgot-password'].$post({ json: input }));
export const resetPassword = (input: ResetPasswordInput) =>
  call(client.accounts['reset-password'].$post({ json: input }));
export const changePassword = (input: ChangePasswordInput) =>
  call(client.accounts.password.$post({ json: input }));

export const useForgotPassword = () => useMutation({ mutationFn: forgotPassword });
export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
export const useChangePassword = () => useMutation({ mutationFn: changePassword });
