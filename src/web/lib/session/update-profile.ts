import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProfileUpdateInput } from '@/shared/accounts/schemas';
import { call, client } from '../api-client';
import type { SessionResponse } from './get-session';
import { accountKeys } from './keys';

export const updateProfile = (input: ProfileUpdateInput) => call(client.accounts.me.$patch({ json: input }));

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (session) => queryClient.setQueryData<SessionResponse>(accountKeys.session(), { session }),
  });
}
