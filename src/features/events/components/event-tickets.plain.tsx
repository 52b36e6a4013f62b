import { useLingui } from '@lingui/react/macro';
import type { TEventTicket } from '../../../../contract/events';
import { Glyph } from '../../../components/glyph.plain';
import { TICKET_PATH } from '../../../components/icon-paths.plain';
import { Badge, Heading } from '../../../components/plain/kit.plain';
import { formatOMR, isFree } from '../../../lib/money';
import { useAppLocale } from '../../../lib/store';

type EventTicketsProps = {
  tickets: TEventTicket[];
};

/**
 * Ticket types with price; sold-out ones are marked Booked Out (booking comes with a later task). Plain elements
 * styled by src/styles/event-page.css (docs/architecture.md §8).
 */
export function EventTickets({ tickets }: EventTicketsProps) {
  const { t } = useLingui();
  const locale = useAppLocale();
  return (
    <section className="event-tickets" aria-labelledby="tickets-heading">
      <Heading id="tickets-heading">{t`Tickets`}</Heading>
      {tickets.length === 0 ? (
        <p className="event-tickets__none">{t`Tickets for this event are not on sale yet.`}</p>
      ) : (
        <ul className="event-tickets__list">
          {tickets.map((ticket) => (
            <li key={ticket.id} className="event-tickets__ticket" data-sold-out={ticket.sold_out ? '' : undefined} aria-disabled={ticket.sold_out || undefined}>
              <div className="event-tickets__name">
                <div className="event-tickets__icon">
                  <Glyph path={TICKET_PATH} />
                </div>
                <p dir="auto">{ticket.name}</p>
              </div>
              <div className="event-tickets__price">
                {ticket.sold_out ? <Badge className="event-tickets__booked-out">{t`Booked Out`}</Badge> : null}
                <p data-free={isFree(ticket.price) ? '' : undefined}>{isFree(ticket.price) ? t`Free` : formatOMR(ticket.price, locale)}</p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
