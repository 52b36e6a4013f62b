import { queryOptions } from '@tanstack/react-query';
import { ZPromoPreviewResponseSchema, type TPromoPreview } from '../../../../contract/promo';
import { apiGet } from '../../../lib/api-client';

/** The previews of one code for one selection; a signed-in buyer's own limit counts too (docs/product.md §10 Promo codes). */
export const promoPreviewKeys = {
  all: () => ['promo-codes', 'preview'] as const,
  code: (code: string) => [...promoPreviewKeys.all(), code] as const,
  preview: (code: string, ticketId: number, quantity: number) => [...promoPreviewKeys.code(code), ticketId, quantity] as const,
};

/**
 * GET /api/promo-codes/{code}?ticket_id=&quantity=: what the order would cost with the code. A refusal (422
 * `promo.*`, 429 `rate_limited`) is final for that selection: never retried, since an unknown code counts as a guess.
 */
export function promoPreviewQueryOptions(code: string, ticketId: number, quantity: number) {
  return queryOptions({
    queryKey: promoPreviewKeys.preview(code, ticketId, quantity),
    queryFn: async ({ signal }): Promise<TPromoPreview> =>
      (await apiGet(`promo-codes/${encodeURIComponent(code)}`, ZPromoPreviewResponseSchema, { ticket_id: ticketId, quantity }, { signal })).data,
    retry: false,
    retryOnMount: false,
  });
}
