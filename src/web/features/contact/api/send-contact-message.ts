import { useMutation } from '@tanstack/react-query';
import type { ContactMessageInput } from '@/shared/contact/schemas';
import { call, client } from '@/web/lib/api-client';

export const sendContactMessage = (input: ContactMessageInput) => call(client.contact.$post({ json: input }));

export const useSendContactMessage = () => useMutation({ mutationFn: sendContactMessage });
