import { Box, Button, Container, Heading, HStack, Image, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useState, type ReactNode, type RefObject } from 'react';
import type { TBooking } from '../../../../contract/bookings';
import { ArrowStartIcon, AlertIcon } from '../../../components/icons';
import { LabelledValue } from '../../../components/labelled-value';
import { PAGE_ALIGNED_TEXT } from '../../../components/page-aligned-text';
import { TicketQrCode } from '../../../components/ticket-qr-code';
import { PrinterIcon } from '../../../components/wallet-icons';
import { useAppLocale } from '../../../lib/store';
import { printFacts, type TPrintState } from '../ticket-print';
import '../../../styles/ticket-print.css';

/*
 * The print pages' parts (docs/product.md §2 /my-tickets): a toolbar and heading for the screen, and a sheet of
 * ticket blocks about A6 (105 × 148 mm), four to an A4 page, which is all that prints. The page-level rules
 * (@page, the app's header and footer left off the paper) are in src/styles/ticket-print.css.
 */

/** How long Print waits for the posters on the sheet before opening the print dialog anyway. */
const IMAGE_WAIT_MS = 3000;

/** Opens the print dialog once the sheet's images have loaded (or failed), so no poster prints blank. */
async function printSheet(sheet: HTMLElement | null): Promise<void> {
  const loading = [...(sheet?.querySelectorAll('img') ?? [])].filter((image) => !image.complete);
  const settled = loading.map(
    (image) =>
      new Promise<void>((resolve) => {
        image.addEventListener('load', () => resolve(), { once: true });
        image.addEventListener('error', () => resolve(), { once: true });
      }),
  );
  await Promise.race([Promise.all(settled), new Promise<void>((resolve) => setTimeout(resolve, IMAGE_WAIT_MS))]);
  window.print();
}

type PrintFrameProps = {
  heading: ReactNode;
  /** Under the heading, on screen only (what prints, what was left out, the offline copy). */
  notes?: ReactNode;
  /** Print is offered only when there is a sheet to print. */
  sheetRef?: RefObject<HTMLDivElement | null>;
  children: ReactNode;
};

/** The page around a sheet: Back and Print, and a heading, none of which prints (`@media print`). */
export function PrintFrame({ heading, notes, sheetRef, children }: PrintFrameProps) {
  return (
    <Container maxW="5xl" py={{ base: '4', md: '8' }} _print={{ maxW: 'none', p: '0', m: '0' }}>
      <Stack gap="5" _print={{ gap: '0' }}>
        <HStack justify="space-between" gap="3" wrap="wrap" data-testid="print-toolbar" _print={{ display: 'none' }}>
          <Button asChild variant="ghost" size="sm" ms="-2">
            <Link to="/my-tickets">
              <ArrowStartIcon />
              <Trans>Back to My Tickets</Trans>
            </Link>
          </Button>
          {sheetRef ? (
            <Button type="button" onClick={() => void printSheet(sheetRef.current)}>
              <PrinterIcon />
              <Trans>Print</Trans>
            </Button>
          ) : null}
        </HStack>
        <Stack gap="2" _print={{ display: 'none' }}>
          <Heading as="h1" size={{ base: 'xl', md: '2xl' }} color="brand.fg" {...PAGE_ALIGNED_TEXT}>
            {heading}
          </Heading>
          {notes}
        </Stack>
        {children}
      </Stack>
    </Container>
  );
}

/** The hint under the heading: how the sheet prints, and that a PDF is one choice of the print dialog. */
export function PrintHint() {
  return (
    <Text color="fg.muted" fontSize="sm">
      <Trans>Prints on A4, up to four tickets to a sheet. To keep a PDF, choose “Save as PDF” in the print dialog.</Trans>
    </Text>
  );
}

type PrintSheetProps = {
  bookings: readonly TBooking[];
  sheetRef: RefObject<HTMLDivElement | null>;
};

/** The tickets as they print: two blocks a row, rows kept whole across pages. */
export function PrintSheet({ bookings, sheetRef }: PrintSheetProps) {
  const now = Date.now();
  return (
    <Box
      ref={sheetRef}
      className="ticket-print-sheet"
      data-testid="print-sheet"
      display="grid"
      gridTemplateColumns={{ base: 'minmax(0, 1fr)', md: bookings.length > 1 ? 'repeat(2, minmax(0, 105mm))' : 'minmax(0, 105mm)' }}
      justifyContent="center"
      gap="6"
      _print={{ gridTemplateColumns: 'repeat(2, 105mm)', gridAutoRows: '148mm', justifyContent: 'start', gap: '0' }}
    >
      {bookings.map((booking) => (
        <PrintTicketBlock key={booking.id} booking={booking} now={now} />
      ))}
    </Box>
  );
}

/** The event's poster beside its name; left out when it cannot load (offline and never cached). */
function PrintPoster({ src }: { src: string }) {
  const [failed, setFailed] = useState(false);
  if (failed) return null;
  return (
    <Box flexShrink="0" w="22mm" aspectRatio="4 / 5" overflow="hidden" rounded="md" bg="gray.100" data-testid="print-poster">
      <Image src={src} alt="" width="800" height="1000" w="full" h="full" objectFit="cover" onError={() => setFailed(true)} />
    </Box>
  );
}

/** Beside the brand: what the ticket is, or, for one that no longer admits, why, in a frame that prints. */
function StateMark({ state }: { state: TPrintState }) {
  if (state === 'valid') {
    return (
      <Text>
        <Trans>Admission ticket</Trans>
      </Text>
    );
  }
  const text: Record<typeof state, ReactNode> = {
    cancelled: <Trans>Cancelled: not valid for entry</Trans>,
    used: <Trans>Used: no longer valid for entry</Trans>,
    expired: <Trans>Expired: no longer valid for entry</Trans>,
  };
  return (
    <HStack
      gap="1"
      px="2"
      py="0.5"
      rounded="sm"
      borderWidth="1.5px"
      borderColor={state === 'cancelled' ? 'red.600' : 'gray.700'}
      color={state === 'cancelled' ? 'red.700' : 'gray.900'}
      data-testid="print-state"
      data-state={state}
    >
      <AlertIcon flexShrink="0" aria-hidden="true" />
      <Text>{text[state]}</Text>
    </HStack>
  );
}

/** Where a cancelled ticket's QR was: it has none any more (docs/product.md §4 "Cancellation"). */
function NoCode() {
  return (
    <Stack
      align="center"
      justify="center"
      gap="1"
      w="full"
      maxW="15rem"
      aspectRatio="1"
      p="4"
      rounded="md"
      borderWidth="1.5px"
      borderStyle="dashed"
      borderColor="red.300"
      color="red.800"
      textAlign="center"
      _print={{ w: '52mm', maxW: 'none' }}
    >
      <Text fontWeight="semibold">
        <Trans>This ticket was cancelled</Trans>
      </Text>
      <Text fontSize="sm">
        <Trans>It no longer has a QR code and cannot be used at the door.</Trans>
      </Text>
    </Stack>
  );
}

/** One printed ticket: poster, event, when and where, the QR with its number, ticket, holder and validity. */
function PrintTicketBlock({ booking, now }: { booking: TBooking; now: number }) {
  const { t } = useLingui();
  const locale = useAppLocale();
  const facts = printFacts(booking, locale, now);
  const { bookingNumber } = facts;
  const poster = booking.event.poster_image_url;
  return (
    <Stack
      as="article"
      aria-label={t`Ticket ${bookingNumber}`}
      gap="4"
      p="6"
      bg="white"
      color="gray.900"
      rounded="xl"
      borderWidth="1px"
      borderColor="border"
      boxShadow="sm"
      minW="0"
      data-testid="print-ticket"
      data-booking-number={bookingNumber}
      data-state={facts.state}
      _print={{
        w: '105mm',
        h: '148mm',
        p: '7mm',
        gap: '3.5mm',
        rounded: '0',
        boxShadow: 'none',
        // Cut marks: a light dashed edge around each ticket of the sheet.
        borderStyle: 'dashed',
        borderColor: 'gray.400',
        overflow: 'hidden',
        breakInside: 'avoid',
      }}
    >
      <HStack justify="space-between" gap="2" fontSize="xs" color="fg.muted" fontWeight="semibold" minH="6">
        <Text color="brand.fg">{t`Tadhkira`}</Text>
        <StateMark state={facts.state} />
      </HStack>
      <HStack align="flex-start" gap="3">
        {poster ? <PrintPoster src={poster} /> : null}
        <Stack gap="1" minW="0" flex="1">
          <Heading as="h2" size="md" lineHeight="short" lineClamp={2} {...PAGE_ALIGNED_TEXT} data-testid="print-event">
            {facts.eventName}
          </Heading>
          <Text fontSize="sm" fontWeight="semibold" color="brand.fg" data-testid="print-when">
            <time dateTime={facts.startIso}>{facts.when}</time>
          </Text>
          <Text fontSize="sm" color="fg.muted" lineClamp={1} data-testid="print-place">
            <bdi>{facts.place}</bdi>
          </Text>
        </Stack>
      </HStack>
      <Stack align="center" gap="2" flex="1" justify="center" minH="0">
        {facts.state === 'cancelled' ? <NoCode /> : null}
        {facts.state === 'cancelled' || booking.code === null ? null : (
          <TicketQrCode
            value={booking.code}
            label={t`QR code for booking ${bookingNumber}`}
            w="full"
            maxW="15rem"
            aspectRatio="1"
            opacity={facts.state === 'valid' ? 1 : 0.4}
            _print={{ w: '52mm', maxW: 'none', flexShrink: 0 }}
          />
        )}
        <Text fontFamily="mono" fontSize="lg" fontWeight="semibold" letterSpacing="wider" dir="ltr" data-testid="print-booking-number">
          {bookingNumber}
        </Text>
      </Stack>
      <Box display="grid" gridTemplateColumns="repeat(2, minmax(0, 1fr))" gap="3">
        <LabelledValue label={<Trans>Ticket</Trans>} strong lineClamp={2}>
          <span data-testid="print-ticket-type">{facts.ticket}</span>
        </LabelledValue>
        <LabelledValue label={<Trans>Holder</Trans>} strong lineClamp={2}>
          <span data-testid="print-holder">{facts.holder}</span>
        </LabelledValue>
      </Box>
      <Stack gap="0.5" fontSize="xs" color="fg.muted">
        {facts.uses ? <Text>{facts.uses}</Text> : null}
        <Text data-testid="print-validity">{facts.validity}</Text>
      </Stack>
    </Stack>
  );
}
