import { useMutation } from '@tanstack/react-query';
import { ZContactResponseSchema, type TContactRequest } from '../../../../contract/community';
import { apiSend } from '../../../lib/api-client';

/** POST /api/contact {name, email, phone?, subject, message, locale?}. */
export async function sendContactMessage(body: TContactRequest) {
  return (await apiSend('POST', 'contact', ZContactResponseSchema, body)).data;
}

export function useContactMutation() {
  return useMutation({
    mutationKey: ['contact'],
    mutationFn: sendContactMessage,
    // The form shows its own success and failure messages (docs/product.md §8), not a toast.
    meta: { silentError: true },
  });
}
