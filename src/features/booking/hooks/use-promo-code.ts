import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { TPromoPreview } from '../../../../contract/promo';
import { promoPreviewKeys, promoPreviewQueryOptions } from '../api/promo-preview';
import { impossiblePromoMessage, isPossiblePromoCode, keepsPromoApplied, noTicketMessage, normalizePromoCode, promoFailureMessage } from '../promo-code';

type TPromoSelection = { ticketId: number | null; quantity: number };

export type TPromoCodeState = {
  /** What is in the field. */
  input: string;
  setInput: (text: string) => void;
  /** The code the order carries (in capitals), or null. */
  applied: string | null;
  /** What the order costs with it, for the current selection; while a new selection is checked, the last one (`busy`). */
  preview: TPromoPreview | null;
  busy: boolean;
  /** Apply is asking the server. */
  checking: boolean;
  /** Why the code was refused, in the reader's language; null when it was not. */
  refusal: string | null;
  /** The code to send with the booking: applied and not refused for this selection. */
  bookingCode: string | undefined;
  apply: () => Promise<void>;
  remove: () => void;
  /** The booking was refused because of the code: check it again, so the field says why. */
  recheck: () => void;
};

/**
 * The promo code of the booking panel (docs/product.md §10 Promo codes). Apply previews the code for the current
 * selection; an applied code is previewed again whenever the ticket type or the quantity changes. `onChange` runs
 * when the code the booking would carry changes (the panel starts a new purchase attempt).
 */
export function usePromoCode({ ticketId, quantity }: TPromoSelection, onChange: () => void): TPromoCodeState {
  const queryClient = useQueryClient();
  const [input, setInput] = useState('');
  const [applied, setApplied] = useState<string | null>(null);
  const [localRefusal, setLocalRefusal] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const selected = ticketId !== null && quantity >= 1;
  const query = useQuery({
    ...promoPreviewQueryOptions(applied ?? '', ticketId ?? 0, quantity),
    enabled: applied !== null && selected,
    // A new quantity keeps the last figures on screen, dimmed, until the new ones arrive.
    placeholderData: keepPreviousData,
  });
  const active = applied !== null && selected;
  const refused = active && query.isError;
  // Placeholder figures are only those of the same code (another code's would be wrong, not just stale).
  const preview = active && !refused && query.data && query.data.code === applied ? query.data : null;

  function setAppliedCode(code: string | null) {
    if (code !== applied) onChange();
    setApplied(code);
  }

  async function apply() {
    const code = normalizePromoCode(input);
    if (!isPossiblePromoCode(code)) {
      setLocalRefusal(impossiblePromoMessage());
      return;
    }
    if (ticketId === null) {
      setLocalRefusal(noTicketMessage());
      return;
    }
    setLocalRefusal(null);
    setChecking(true);
    try {
      await queryClient.fetchQuery(promoPreviewQueryOptions(code, ticketId, quantity));
      setAppliedCode(code);
      setInput('');
    } catch (error) {
      if (keepsPromoApplied(error)) {
        setAppliedCode(code);
      } else {
        setAppliedCode(null);
        setLocalRefusal(promoFailureMessage(error));
      }
    } finally {
      setChecking(false);
    }
  }

  function remove() {
    setAppliedCode(null);
    setLocalRefusal(null);
  }

  function recheck() {
    if (applied !== null) void queryClient.invalidateQueries({ queryKey: promoPreviewKeys.code(applied) });
  }

  return {
    input,
    setInput: (text: string) => {
      setInput(text);
      setLocalRefusal(null);
    },
    applied,
    preview,
    busy: preview !== null && (query.isPlaceholderData || query.isFetching),
    checking,
    refusal: localRefusal ?? (refused ? promoFailureMessage(query.error) : null),
    bookingCode: applied !== null && !refused ? applied : undefined,
    apply,
    remove,
    recheck,
  };
}
