import { Button, HStack, Skeleton, Stack, Text, Box } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import type { TAdminTicket } from '../../../../contract/admin-catalogue';
import { EmptyState } from '../../../components/empty-state.plain';
import { TicketIcon } from '../../../components/icons';
import { PlusIcon } from '../../../components/wallet-icons';
import { formatCount } from '../../../lib/numbers';
import { useAppLocale } from '../../../lib/store';
import { eventTicketsQueryOptions } from '../api/dashboard-events.queries';
import { localizedName } from '../../../lib/localized-text';
import { CardField, CardFields } from '../../../components/dashboard/card-fields';
import { Cell, DataTable, HeaderCell, Row } from '../../../components/dashboard/data-table';
import { DeleteTicketDialog } from './delete-ticket-dialog';
import { LoadFailure } from '../../../components/dashboard/load-failure';
import { TicketPrice, TicketSold, TicketValidity } from './ticket-facts';
import { WaitlistDialog } from './waitlist-dialog';

type TicketsViewProps = {
  eventId: number;
};

/** The Tickets tab: the event's ticket types with price, sold / total, uses and validity; add, edit, delete. */
export function TicketsView({ eventId }: TicketsViewProps) {
  const { t } = useLingui();
  const query = useQuery(eventTicketsQueryOptions(eventId));
  const [deleting, setDeleting] = useState<TAdminTicket | null>(null);
  const [waitlistOf, setWaitlistOf] = useState<TAdminTicket | null>(null);

  const addButton = (
    <Button asChild size="sm">
      <Link to="/dashboard/events/$id/tickets/create" params={{ id: String(eventId) }}>
        <PlusIcon />
        <Trans>Add ticket</Trans>
      </Link>
    </Button>
  );

  let content: ReactNode;
  if (query.isPending) {
    content = (
      <Stack gap="3" role="status" aria-busy="true" aria-label={t`Loading ticket types`}>
        <Skeleton h="14" rounded="lg" />
        <Skeleton h="14" rounded="lg" />
      </Stack>
    );
  } else if (query.isError) {
    content = (
      <LoadFailure title={<Trans>Failed to fetch tickets</Trans>} error={query.error} retrying={query.isFetching} onRetry={() => void query.refetch()} />
    );
  } else if (query.data.length === 0) {
    content = (
      <EmptyState framed headingAs="h3" icon={<TicketIcon boxSize="6" />} title={<Trans>No ticket types yet</Trans>}>
        <Text color="fg.muted" fontSize="sm">
          <Trans>Nobody can book this event until it has a ticket type.</Trans>
        </Text>
        {addButton}
      </EmptyState>
    );
  } else {
    content = <TicketList eventId={eventId} tickets={query.data} onDelete={setDeleting} onWaitlist={setWaitlistOf} />;
  }

  return (
    <Stack gap="4">
      <HStack justify="space-between" gap="3" wrap="wrap">
        <Text as="h2" fontSize="lg" fontWeight="semibold">
          <Trans>Ticket types</Trans>
        </Text>
        {query.data && query.data.length > 0 ? addButton : null}
      </HStack>
      {content}
      <DeleteTicketDialog eventId={eventId} ticket={deleting} onClose={() => setDeleting(null)} />
      <WaitlistDialog eventId={eventId} ticket={waitlistOf} onClose={() => setWaitlistOf(null)} />
    </Stack>
  );
}

type TicketListProps = {
  eventId: number;
  tickets: TAdminTicket[];
  onDelete: (ticket: TAdminTicket) => void;
  onWaitlist: (ticket: TAdminTicket) => void;
};

function TicketList({ eventId, tickets, onDelete, onWaitlist }: TicketListProps) {
  const { t } = useLingui();
  const locale = useAppLocale();
  return (
    <>
      <Box hideBelow="md">
        <DataTable
          label={t`Ticket types`}
          minW="3xl"
          head={
            <>
              <HeaderCell>
                <Trans>Name</Trans>
              </HeaderCell>
              <HeaderCell numeric>
                <Trans>Price</Trans>
              </HeaderCell>
              <HeaderCell numeric>
                <Trans>Sold / total</Trans>
              </HeaderCell>
              <HeaderCell numeric>
                <Trans>Uses per ticket</Trans>
              </HeaderCell>
              <HeaderCell>
                <Trans>Valid</Trans>
              </HeaderCell>
              <HeaderCell>
                <Trans>Actions</Trans>
              </HeaderCell>
            </>
          }
        >
          {tickets.map((ticket) => (
            <Row key={ticket.id}>
              <Cell>
                <Text fontWeight="medium">
                  <bdi>{localizedName(ticket, locale)}</bdi>
                </Text>
              </Cell>
              <Cell numeric>
                <TicketPrice ticket={ticket} />
              </Cell>
              <Cell numeric>
                <TicketSold ticket={ticket} />
              </Cell>
              <Cell numeric>{formatCount(ticket.usage_limit, locale)}</Cell>
              <Cell>
                <TicketValidity ticket={ticket} />
              </Cell>
              <Cell>
                <TicketActions eventId={eventId} ticket={ticket} onDelete={onDelete} onWaitlist={onWaitlist} />
              </Cell>
            </Row>
          ))}
        </DataTable>
      </Box>
      <Stack as="ul" gap="3" listStyleType="none" hideFrom="md" aria-label={t`Ticket types`}>
        {tickets.map((ticket) => (
          <li key={ticket.id}>
            <Stack as="article" gap="3" bg="white" rounded="xl" borderWidth="1px" borderColor="border.muted" p="4">
              <HStack justify="space-between" align="flex-start" gap="3">
                <Text fontWeight="semibold" minW="0" overflowWrap="anywhere">
                  <bdi>{localizedName(ticket, locale)}</bdi>
                </Text>
                <Text fontWeight="semibold" flexShrink="0">
                  <TicketPrice ticket={ticket} />
                </Text>
              </HStack>
              <CardFields>
                <CardField label={<Trans>Sold / total</Trans>}>
                  <TicketSold ticket={ticket} />
                </CardField>
                <CardField label={<Trans>Uses per ticket</Trans>}>{formatCount(ticket.usage_limit, locale)}</CardField>
                <CardField label={<Trans>Valid</Trans>}>
                  <TicketValidity ticket={ticket} />
                </CardField>
              </CardFields>
              <TicketActions eventId={eventId} ticket={ticket} onDelete={onDelete} onWaitlist={onWaitlist} />
            </Stack>
          </li>
        ))}
      </Stack>
    </>
  );
}

type TicketActionsProps = { eventId: number; ticket: TAdminTicket; onDelete: (ticket: TAdminTicket) => void; onWaitlist: (ticket: TAdminTicket) => void };

function TicketActions({ eventId, ticket, onDelete, onWaitlist }: TicketActionsProps) {
  const { t } = useLingui();
  const locale = useAppLocale();
  const name = localizedName(ticket, locale);
  const waiting = formatCount(ticket.waiting, locale);
  return (
    <HStack gap="2" wrap="wrap">
      {/* The line of the type (docs/product.md §10 Waitlist); the count is the seats its waiting entries ask for. */}
      <Button
        size="xs"
        variant="outline"
        aria-label={t`Waitlist of ${name}: ${waiting} seats waiting`}
        data-testid="ticket-waitlist"
        onClick={() => onWaitlist(ticket)}
      >
        <Trans>Waitlist ({waiting})</Trans>
      </Button>
      <Button asChild size="xs" variant="outline">
        <Link to="/dashboard/event/$eventId/tickets/$id/edit" params={{ eventId: String(eventId), id: String(ticket.id) }} aria-label={t`Edit ${name}`}>
          <Trans>Edit</Trans>
        </Link>
      </Button>
      <Button size="xs" variant="outline" colorPalette="red" aria-label={t`Delete ${name}`} onClick={() => onDelete(ticket)}>
        <Trans>Delete</Trans>
      </Button>
    </HStack>
  );
}
