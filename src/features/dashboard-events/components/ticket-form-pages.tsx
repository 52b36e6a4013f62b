import { Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { EmptyState } from '../../../components/empty-state.plain';
import { AlertIcon, ArrowStartIcon } from '../../../components/icons';
import { usePageTitle } from '../../../components/use-page-title';
import { formatDateTimeRange } from '../../../lib/dates';
import { useAppLocale } from '../../../lib/store';
import { dashboardEventQueryOptions, eventTicketsQueryOptions } from '../api/dashboard-events.queries';
import { localizedName } from '../../../lib/localized-text';
import { FormPageFrame } from '../../../components/dashboard/form-page-frame';
import { FormSkeleton, LoadFailure } from '../../../components/dashboard/load-failure';
import { TicketForm } from './ticket-form';

/** The event the ticket type belongs to: its name under the heading, its times as the validity default. */
function useEventContext(eventId: number) {
  const locale = useAppLocale();
  const event = useQuery(dashboardEventQueryOptions(eventId));
  return {
    name: event.data ? localizedName(event.data, locale) : null,
    times: event.data ? formatDateTimeRange(event.data.start_date, event.data.finish_date, locale) : null,
  };
}

function TicketPageFrame({ eventId, title, eventName, children }: { eventId: number; title: ReactNode; eventName: string | null; children: ReactNode }) {
  return (
    <FormPageFrame
      title={title}
      back={
        <Link to="/dashboard/events/$id" params={{ id: String(eventId) }} search={{ tab: 'tickets' }}>
          <ArrowStartIcon />
          {eventName ? <bdi>{eventName}</bdi> : <Trans>Back to the event</Trans>}
        </Link>
      }
    >
      {children}
    </FormPageFrame>
  );
}

const createRouteApi = getRouteApi('/dashboard/_admin/events/$id/tickets/create');

/** /dashboard/events/{id}/tickets/create */
export function TicketCreatePage() {
  const { t } = useLingui();
  usePageTitle(t`Add ticket`);
  const eventId = Number(createRouteApi.useParams().id);
  const event = useEventContext(eventId);
  return (
    <TicketPageFrame eventId={eventId} title={<Trans>Add ticket</Trans>} eventName={event.name}>
      <TicketForm eventId={eventId} eventTimes={event.times} />
    </TicketPageFrame>
  );
}

const editRouteApi = getRouteApi('/dashboard/_admin/event/$eventId/tickets/$id/edit');

/** /dashboard/event/{eventId}/tickets/{id}/edit: the ticket type is read from its event's list (there is no single GET). */
export function TicketEditPage() {
  const { t } = useLingui();
  usePageTitle(t`Edit ticket`);
  const params = editRouteApi.useParams();
  const eventId = Number(params.eventId);
  const ticketId = Number(params.id);
  const event = useEventContext(eventId);
  const tickets = useQuery(eventTicketsQueryOptions(eventId));
  const ticket = tickets.data?.find((candidate) => candidate.id === ticketId);

  let content: ReactNode;
  if (tickets.isPending) content = <FormSkeleton label={t`Loading the ticket type`} />;
  else if (tickets.isError)
    content = (
      <LoadFailure title={<Trans>Failed to fetch tickets</Trans>} error={tickets.error} retrying={tickets.isFetching} onRetry={() => void tickets.refetch()} />
    );
  else if (!ticket) {
    content = (
      <EmptyState icon={<AlertIcon boxSize="8" color="fg.error" />} title={<Trans>Ticket type not found</Trans>}>
        <Text color="fg.muted">
          <Trans>This ticket type is no longer available.</Trans>
        </Text>
      </EmptyState>
    );
  } else content = <TicketForm key={ticket.id} eventId={eventId} ticket={ticket} eventTimes={event.times} />;

  return (
    <TicketPageFrame eventId={eventId} title={<Trans>Edit ticket</Trans>} eventName={event.name}>
      {content}
    </TicketPageFrame>
  );
}
