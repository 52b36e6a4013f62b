import { Button, Center, Spinner, Text } from '@chakra-ui/react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useAtomValue } from '../../../lib/atoms';
import { useRef, type ReactNode } from 'react';
import { EmptyState } from '../../../components/empty-state.plain';
import { AlertIcon, TicketIcon, WifiOffIcon } from '../../../components/icons';
import { usePageTitle } from '../../../components/use-page-title';
import { onlineAtom } from '../../../lib/store';
import { usePrintOrder, usePrintTicket, type TPrintSource } from '../hooks/use-print-source';
import { OfflineCopyNotice } from './offline-copy-notice';
import { PrintFrame, PrintHint, PrintSheet } from './print-sheet';

const authenticatedApi = getRouteApi('/_authenticated');

function BackToMyTickets() {
  return (
    <Button asChild>
      <Link to="/my-tickets">
        <Trans>Back to My Tickets</Trans>
      </Link>
    </Button>
  );
}

type SourceStateProps = {
  source: Exclude<TPrintSource<unknown>, { kind: 'ready' }>;
  /** "Ticket not found" or "Order not found". */
  notFound: ReactNode;
  /** Offline, and the copy on this device does not hold it. */
  notOnDevice: ReactNode;
};

/** Loading, not found, not on this device, or failed: what a print page says instead of its sheet. */
function SourceState({ source, notFound, notOnDevice }: SourceStateProps) {
  const { t } = useLingui();
  switch (source.kind) {
    case 'loading':
      return (
        <Center py="16" role="status" aria-label={t`Loading your tickets…`}>
          <Spinner size="lg" color="brand.solid" />
        </Center>
      );
    case 'not-found':
      return (
        <EmptyState framed icon={<TicketIcon boxSize="8" color="brand.fg" />} title={notFound}>
          <Text color="fg.muted" data-testid="print-not-found">
            <Trans>It is not one of your tickets, or the link is incomplete. My Tickets lists every ticket you can print.</Trans>
          </Text>
          <BackToMyTickets />
        </EmptyState>
      );
    case 'not-on-device':
      return (
        <EmptyState framed icon={<WifiOffIcon boxSize="8" color="fg.muted" />} title={notOnDevice}>
          <Text color="fg.muted">
            <Trans>Open My Tickets once while online; after that your tickets print without a connection.</Trans>
          </Text>
          <BackToMyTickets />
        </EmptyState>
      );
    case 'failed':
      return (
        <EmptyState framed icon={<AlertIcon boxSize="8" color="fg.error" />} title={<Trans>Failed to fetch tickets</Trans>}>
          <Button loading={source.retrying} onClick={source.retry}>
            <Trans>Try again</Trans>
          </Button>
        </EmptyState>
      );
  }
}

/** Offline, the sheet comes from the copy on this device: how old it is (screen only). */
function OfflineNote({ savedAt }: { savedAt: number | null }) {
  const online = useAtomValue(onlineAtom);
  return online || savedAt === null ? null : <OfflineCopyNotice savedAt={savedAt} />;
}

/** /my-tickets/{id}/print: one ticket, to print or save as a PDF, online or off. */
export function TicketPrintPage({ bookingId }: { bookingId: number | null }) {
  const { t } = useLingui();
  const { user } = authenticatedApi.useRouteContext();
  const source = usePrintTicket(bookingId, user.id);
  const sheetRef = useRef<HTMLDivElement>(null);
  const bookingNumber = source.kind === 'ready' ? source.data.booking_number : null;
  // The document's title is the file name "Save as PDF" offers.
  usePageTitle(bookingNumber ? t`Ticket ${bookingNumber}` : t`Print ticket`);
  if (source.kind !== 'ready') {
    return (
      <PrintFrame heading={<Trans>Print ticket</Trans>}>
        <SourceState source={source} notFound={<Trans>Ticket not found</Trans>} notOnDevice={<Trans>This ticket is not saved on this device</Trans>} />
      </PrintFrame>
    );
  }
  const notes = (
    <>
      <PrintHint />
      <OfflineNote savedAt={source.savedAt} />
    </>
  );
  return (
    <PrintFrame heading={source.data.event.name} notes={notes} sheetRef={sheetRef}>
      <PrintSheet bookings={[source.data]} sheetRef={sheetRef} />
    </PrintFrame>
  );
}

/** /my-tickets/print?invoice={id}: "Print all", the tickets of one order that still admit (../ticket-print.ts). */
export function OrderPrintPage({ invoiceId }: { invoiceId: number | null }) {
  const { t } = useLingui();
  const { user } = authenticatedApi.useRouteContext();
  const source = usePrintOrder(invoiceId, user.id, Date.now());
  const sheetRef = useRef<HTMLDivElement>(null);
  // One order is one ticket type of one event (docs/architecture.md §6: one invoice, `quantity` bookings).
  const eventName = source.kind === 'ready' ? (source.data.all[0]?.event.name ?? null) : null;
  usePageTitle(eventName ? t`Tickets for ${eventName}` : t`Print tickets`);
  if (source.kind !== 'ready' || eventName === null) {
    return (
      <PrintFrame heading={<Trans>Print tickets</Trans>}>
        <SourceState
          source={source.kind === 'ready' ? { kind: 'not-found' } : source}
          notFound={<Trans>Order not found</Trans>}
          notOnDevice={<Trans>The tickets of this order are not saved on this device</Trans>}
        />
      </PrintFrame>
    );
  }
  const { printable, leftOut } = source.data;
  const printableCount = printable.length;
  const leftOutCount = leftOut.length;
  const notes = (
    <>
      {printable.length > 0 ? (
        <Text fontWeight="medium" data-testid="print-count">
          <Plural value={printableCount} one="# ticket of this order" other="# tickets of this order" />
        </Text>
      ) : null}
      {leftOut.length > 0 ? (
        <Text color="fg.muted" fontSize="sm" data-testid="print-left-out">
          <Plural
            value={leftOutCount}
            one="Not printed: # ticket of this order that was cancelled, used up or has expired. It can still be printed on its own from My Tickets."
            other="Not printed: # tickets of this order that were cancelled, used up or have expired. Each can still be printed on its own from My Tickets."
          />
        </Text>
      ) : null}
      {printable.length > 0 ? <PrintHint /> : null}
      <OfflineNote savedAt={source.savedAt} />
    </>
  );
  return (
    <PrintFrame heading={eventName} notes={notes} sheetRef={printable.length > 0 ? sheetRef : undefined}>
      {printable.length > 0 ? (
        <PrintSheet bookings={printable} sheetRef={sheetRef} />
      ) : (
        <EmptyState framed icon={<TicketIcon boxSize="8" color="brand.fg" />} title={<Trans>No ticket of this order can still be used</Trans>}>
          <Text color="fg.muted">
            <Trans>Its tickets were cancelled, used up or have expired.</Trans>
          </Text>
          <BackToMyTickets />
        </EmptyState>
      )}
    </PrintFrame>
  );
}
