import { useMutation } from '@tanstack/react-query';
import type {
  ChangePasswordInput,
  ForgotPasswordInput,
  ResetPasswordInput,
} from '../../../../shared/accounts/schemas';
import { api } from '../../../lib/api-client';

type Message = { message: string };

export const forgotPassword = (input: ForgotPasswordInput) =>
  api<Message>('/accounts/forgot-password', { method: 'POST', json: input });
export const resetPassword = (input: ResetPasswordInput) =>
  api<Message>('/accounts/reset-password', { method: 'POST', json: input });
export const changePassword = (input: ChangePasswordInput) =>
  api<Message>('/accounts/password', { method: 'POST', json: input });

export const useForgotPassword = () => useMutation({ mutationFn: forgotPassword });
export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
export const useChangePassword = () => useMutation({ mutationFn: changePassword });
