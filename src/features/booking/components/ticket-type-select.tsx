import { NativeSelect } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { TEventTicket } from '../../../../contract/events';
import { formatOMR, isFree } from '../../../lib/money';
import { useAppLocale } from '../../../lib/store';

type TicketTypeSelectProps = {
  id: string;
  tickets: readonly TEventTicket[];
  value: number | null;
  onChange: (ticketId: number | null) => void;
  disabled?: boolean;
};

/** Ticket types with their prices; sold-out ones stay listed, disabled, as Booked Out (docs/product.md §4). */
export function TicketTypeSelect({ id, tickets, value, onChange, disabled = false }: TicketTypeSelectProps) {
  const { t } = useLingui();
  const locale = useAppLocale();
  return (
    <NativeSelect.Root size="lg" disabled={disabled}>
      <NativeSelect.Field
        id={id}
        bg="white"
        value={value === null ? '' : String(value)}
        onChange={(event) => onChange(event.target.value === '' ? null : Number(event.target.value))}
      >
        <option value="" disabled>
          {t`Select a ticket`}
        </option>
        {tickets.map((ticket) => {
          const name = ticket.name;
          const price = isFree(ticket.price) ? t`Free` : formatOMR(ticket.price, locale);
          return (
            <option key={ticket.id} value={ticket.id} disabled={ticket.sold_out}>
              {ticket.sold_out ? t`${name} — Booked Out` : t`${name} — ${price}`}
            </option>
          );
        })}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
