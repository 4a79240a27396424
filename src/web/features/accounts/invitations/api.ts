import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AcceptInvitationInput, InvitationCreateInput } from '@/shared/accounts/invitation-schemas';
import { call, client } from '@/web/lib/api-client';
import type { SessionResponse } from '@/web/lib/session/get-session';
import { accountKeys } from '@/web/lib/session/keys';

/** The invitations' queries (STYLE habit 8). */
export const invitationKeys = {
  all: ['staff-invitations'] as const,
  list: () => [...invitationKeys.all, 'list'] as const,
  token: (token: string) => ['invitation', token] as const,
};

export const getInvitations = () => call(client.accounts.invitations.$get({ query: {} }));
export type StaffInvitation = Awaited<ReturnType<typeof getInvitations>>['invitations'][number];

export const useInvitations = () =>
  useQuery({ queryKey: invitationKeys.list(), queryFn: getInvitations, placeholderData: keepPreviousData });

function useStaffWrite<I>(write: (input: I) => Promise<{ invitation: StaffInvitation }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: invitationKeys.all }),
  });
}

export const useCreateInvitation = () =>
  useStaffWrite((json: InvitationCreateInput) => call(client.accounts.invitations.$post({ json })));
export const useResendInvitation = () =>
  useStaffWrite((id: string) => call(client.accounts.invitations[':id'].resend.$post({ param: { id } })));
export const useRevokeInvitation = () =>
  useStaffWrite((id: string) => call(client.accounts.invitations[':id'].revoke.$post({ param: { id } })));

/** What a link opens (its state, and for a pending one who invites, where and as what). */
export const getInvitation = (token: string) => call(client.accounts.invitation.$get({ query: { token } }));
export type PublicInvitation = Awaited<ReturnType<typeof getInvitation>>['invitation'];

export const useInvitationByToken = (token: string) =>
  useQuery({
    queryKey: invitationKeys.token(token),
    queryFn: () => getInvitation(token),
    enabled: token !== '',
    staleTime: Number.POSITIVE_INFINITY,
  });

/** Accepts; the answer is the session with the new role (a new person is signed in by it). */
export function useAcceptInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (json: AcceptInvitationInput) => call(client.accounts.invitation.accept.$post({ json })),
    onSuccess: ({ session }) => {
      queryClient.setQueryData<SessionResponse>(accountKeys.session(), { session });
      void queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== accountKeys.all[0] });
    },
  });
}
