import { Box, Button, Container, Heading, HStack, Image, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import type { TTransferOffer } from '../../../../contract/transfers';
import { FormAlert } from '../../../components/form-alert';
import { LabelledValue } from '../../../components/labelled-value';
import { PagePending } from '../../../components/page-pending.plain';
import { usePageTitle } from '../../../components/use-page-title';
import { useSignOut } from '../../../components/use-sign-out';
import { ApiError } from '../../../lib/api-client';
import { formatFullDateTime } from '../../../lib/dates';
import { errorMessage } from '../../../lib/screen-error-messages';
import { useAppLocale } from '../../../lib/store';
import { toastSuccess } from '../../../lib/toaster';
import { transferOfferQueryOptions } from '../api/tickets.queries';
import { useDecideTransferMutation } from '../api/transfers.mutations';
import { TicketWhenWhere } from './ticket-when-where';

type TransferOfferPageProps = { token: string };

/**
 * /transfers/{token}: the ticket someone sent, for the member it is addressed to, with Accept and Decline
 * (docs/product.md §4 Sending a ticket). Signed in (guests go to sign in or register first and come back);
 * signed in as someone else, it says so and offers to switch accounts.
 */
export function TransferOfferPage({ token }: TransferOfferPageProps) {
  const { t } = useLingui();
  usePageTitle(t`A ticket for you`);
  const offer = useQuery(transferOfferQueryOptions(token));
  return (
    <Container maxW="lg" py={{ base: '6', md: '10' }}>
      <Stack gap="5">
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }} color="brand.fg">
          <Trans>A ticket for you</Trans>
        </Heading>
        {offer.isPending ? <PagePending /> : offer.isError ? <OfferError error={offer.error} /> : <Offer offer={offer.data} token={token} />}
      </Stack>
    </Container>
  );
}

function OfferError({ error }: { error: unknown }) {
  const signOut = useSignOut();
  const other = error instanceof ApiError && error.code === 'transfers.not_addressed';
  return (
    <Stack gap="4" data-testid="transfer-error">
      <FormAlert status="error">{errorMessage(error)}</FormAlert>
      <HStack gap="3" wrap="wrap">
        {other ? (
          <Button variant="outline" onClick={() => void signOut()}>
            <Trans>Sign out</Trans>
          </Button>
        ) : null}
        <Button asChild variant="ghost">
          <Link to="/my-tickets">
            <Trans>Go to My Tickets</Trans>
          </Link>
        </Button>
      </HStack>
    </Stack>
  );
}

function Offer({ offer, token }: { offer: TTransferOffer; token: string }) {
  const { t } = useLingui();
  const locale = useAppLocale();
  const navigate = useNavigate();
  const decide = useDecideTransferMutation(token);
  const { transfer, ticket } = offer;
  const from = transfer.from_name;
  const until = formatFullDateTime(transfer.expires_at, locale);
  const accept = () =>
    decide.mutate('accept', {
      onSuccess: () => {
        toastSuccess(t`The ticket is yours now.`);
        void navigate({ to: '/my-tickets' });
      },
    });
  const decline = () => decide.mutate('decline', { onSuccess: () => toastSuccess(t`You declined the ticket.`) });
  return (
    <Stack gap="5" data-testid="transfer-offer" data-status={transfer.status}>
      <Text fontSize="lg">
        <Trans>{from} is sending you a ticket.</Trans>
      </Text>
      <Stack gap="4" p="4" bg="white" rounded="xl" borderWidth="1px" borderColor="border.muted" boxShadow="xs">
        {ticket.event.poster_image_url ? (
          <Box overflow="hidden" rounded="md" aspectRatio="16 / 9" bg="bg.muted">
            <Image src={ticket.event.poster_image_url} alt="" w="full" h="full" objectFit="cover" />
          </Box>
        ) : null}
        <Heading as="h2" size="lg">
          {ticket.event.name}
        </Heading>
        <TicketWhenWhere event={ticket.event} />
        <Stack gap="2">
          <LabelledValue label={<Trans>Ticket</Trans>}>{ticket.ticket_name}</LabelledValue>
          <LabelledValue label={<Trans>Booking</Trans>}>
            <Text as="span" fontFamily="mono" dir="ltr">
              {ticket.booking_number}
            </Text>
          </LabelledValue>
        </Stack>
      </Stack>
      {transfer.status === 'pending' ? (
        <Stack gap="3">
          <Text color="fg.muted" fontSize="sm">
            <Trans>Accept it by {until}. It then moves to your My Tickets with a new QR code, and works offline like your other tickets.</Trans>
          </Text>
          {decide.isError ? <FormAlert status="error">{errorMessage(decide.error)}</FormAlert> : null}
          <HStack gap="3" wrap="wrap">
            <Button onClick={accept} loading={decide.isPending && decide.variables === 'accept'} disabled={decide.isPending} data-testid="transfer-accept">
              <Trans>Accept ticket</Trans>
            </Button>
            <Button
              variant="outline"
              onClick={decline}
              loading={decide.isPending && decide.variables === 'decline'}
              disabled={decide.isPending}
              data-testid="transfer-decline"
            >
              <Trans>Decline</Trans>
            </Button>
          </HStack>
        </Stack>
      ) : (
        <FormAlert status={transfer.status === 'accepted' ? 'success' : 'error'}>
          <StatusLine status={transfer.status} />
        </FormAlert>
      )}
    </Stack>
  );
}

function StatusLine({ status }: { status: TTransferOffer['transfer']['status'] }) {
  switch (status) {
    case 'accepted':
      return <Trans>You accepted this ticket. It is in your My Tickets.</Trans>;
    case 'declined':
      return <Trans>This ticket was declined. It stays with the sender.</Trans>;
    case 'cancelled':
      return <Trans>The sender cancelled sending this ticket.</Trans>;
    default:
      return <Trans>This link has expired. Ask the sender to send the ticket again.</Trans>;
  }
}
