import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SessionPayload } from '../../../shared/accounts/profile';
import type { ProfileUpdateInput } from '../../../shared/accounts/schemas';
import { api } from '../api-client';
import type { SessionResponse } from './get-session';
import { accountKeys } from './keys';

export const updateProfile = (input: ProfileUpdateInput) =>
  api<SessionPayload>('/accounts/me', { method: 'PATCH', json: input });

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (session) => queryClient.setQueryData<SessionResponse>(accountKeys.session(), { session }),
  });
}
