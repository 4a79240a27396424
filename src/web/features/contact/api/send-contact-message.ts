import { useMutation } from '@tanstack/react-query';
import type { ContactMessageInput } from '../../../../shared/contact/schemas';
import { api } from '../../../lib/api-client';

export const sendContactMessage = (input: ContactMessageInput) =>
  api<{ id: string }>('/contact', { method: 'POST', json: input });

export const useSendContactMessage = () => useMutation({ mutationFn: sendContactMessage });
