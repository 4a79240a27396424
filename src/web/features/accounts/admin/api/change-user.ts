import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserChangeInput } from '@/shared/accounts/staff-schemas';
import { call, client } from '@/web/lib/api-client';
import type { UserDetail } from './get-user';
import { staffUserKeys } from './keys';

export const changeUser = ({ id, ...change }: UserChangeInput & { id: string }) =>
  call(client.accounts.users[':id'].$patch({ param: { id: encodeURIComponent(id) }, json: change }));

/**
 * Role, store, department, suspension or activity. The answer is the person as they are now: the
 * page shows it at once and the lists are read again. A refusal reads nothing again, so what was
 * typed stays on screen; a stale save (409) offers its own reload.
 */
export function useChangeUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeUser,
    onSuccess: ({ user }) => {
      queryClient.setQueryData<UserDetail>(staffUserKeys.one(user.id), (old) =>
        old ? { ...old, user } : old,
      );
      void queryClient.invalidateQueries({ queryKey: staffUserKeys.lists() });
    },
  });
}
