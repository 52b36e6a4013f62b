import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { TCoinTransaction, TCoinTransactionKind } from '../../contract/coins';

/** The short tag of each kind of ledger row. */
export const LEDGER_KIND_LABELS = {
  purchase: msg`Ticket purchase`,
  usage: msg`Check-in`,
  redemption: msg`Reward`,
  purchase_reversal: msg`Cancellation`,
  redemption_refund: msg`Refund`,
  bonus: msg`Bonus`,
  adjustment: msg`Adjustment`,
} satisfies Record<TCoinTransactionKind, MessageDescriptor>;

/**
 * Names people typed may be in the other script than the sentence around them: first-strong isolates
 * (U+2068 … U+2069) keep "Tickets for {name}" in order in Arabic whatever the name ends with.
 */
function isolate(text: string): string {
  return `\u2068${text}\u2069`;
}

type TLedgerParameters = Pick<TCoinTransaction, 'kind' | 'event' | 'reward' | 'note'>;

/**
 * The sentence of a ledger row in the reader's language: the server sends a kind and its parameters,
 * never a sentence (docs/product.md §3 "Coin transaction"). An event or reward that is gone since leaves
 * the row with its kind's own words rather than a blank.
 */
export function ledgerRowMessage({ kind, event, reward, note }: TLedgerParameters): MessageDescriptor {
  switch (kind) {
    case 'purchase': {
      if (!event) return msg`Tickets bought`;
      const name = isolate(event.name);
      return msg`Tickets for ${name}`;
    }
    case 'usage': {
      if (!event) return msg`Check-in at an event`;
      const name = isolate(event.name);
      return msg`Check-in at ${name}`;
    }
    case 'redemption': {
      if (!reward) return msg`Reward redeemed`;
      const title = isolate(reward.title);
      return msg`Redeemed: ${title}`;
    }
    case 'purchase_reversal': {
      if (!event) return msg`Booking cancelled`;
      const name = isolate(event.name);
      return msg`Booking cancelled: ${name}`;
    }
    case 'redemption_refund': {
      if (!reward) return msg`Reward cancelled, coins returned`;
      const title = isolate(reward.title);
      return msg`Reward cancelled, coins returned: ${title}`;
    }
    case 'bonus':
      return msg`Welcome bonus`;
    case 'adjustment': {
      if (!note) return msg`Adjustment`;
      const text = isolate(note);
      return msg`Adjustment: ${text}`;
    }
  }
}
