import { Badge, Button, Dialog, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { TAdminTicket } from '../../../../contract/admin-catalogue';
import type { TAdminWaitlistEntry, TWaitlistStatus } from '../../../../contract/waitlist';
import { DialogFrame } from '../../../components/dialog-frame';
import { FormAlert } from '../../../components/form-alert';
import { LoadFailure } from '../../../components/dashboard/load-failure';
import { Pager } from '../../../components/dashboard/pager';
import { formatDateTime } from '../../../lib/dates';
import { errorMessageOr } from '../../../lib/screen-error-messages';
import { localizedName } from '../../../lib/localized-text';
import { formatCount } from '../../../lib/numbers';
import { useAppLocale } from '../../../lib/store';
import { toastSuccess } from '../../../lib/toaster';
import { useWaitlistEntryMutation } from '../api/dashboard-waitlist.mutations';
import { ticketWaitlistQueryOptions } from '../api/dashboard-waitlist.queries';

/** A waitlist entry's status, as the dialog's badge says it, and its colour (docs/product.md §10 Waitlist). */
const STATUS_LABELS = {
  waiting: { label: msg({ message: 'Waiting', context: 'waitlist status' }), palette: 'blue' },
  offered: { label: msg({ message: 'Offered', context: 'waitlist status' }), palette: 'orange' },
  converted: { label: msg({ message: 'Bought', context: 'waitlist status' }), palette: 'green' },
  expired: { label: msg({ message: 'Offer ran out', context: 'waitlist status' }), palette: 'gray' },
  left: { label: msg({ message: 'Left', context: 'waitlist status' }), palette: 'gray' },
} as const satisfies Record<TWaitlistStatus, { label: MessageDescriptor; palette: string }>;

type WaitlistDialogProps = { eventId: number; ticket: TAdminTicket | null; onClose: () => void };

/**
 * A ticket type's line (docs/product.md §10 Waitlist): position, who, how many, status and how long an offer lasts,
 * with "Offer now" (to that entry, out of order, when its seats are free) and "Remove"; 100 entries a page.
 */
export function WaitlistDialog({ eventId, ticket, onClose }: WaitlistDialogProps) {
  const locale = useAppLocale();
  const name = ticket ? localizedName(ticket, locale) : '';
  return (
    <DialogFrame open={ticket !== null} onClose={onClose} title={ticket ? <Trans>Waitlist: {name}</Trans> : null} titleTyped size={{ base: 'full', md: 'lg' }}>
      <Dialog.Body>{ticket ? <WaitlistBody eventId={eventId} ticketId={ticket.id} /> : null}</Dialog.Body>
      <Dialog.Footer>
        <Button variant="ghost" onClick={onClose}>
          <Trans>Close</Trans>
        </Button>
      </Dialog.Footer>
    </DialogFrame>
  );
}

function WaitlistBody({ eventId, ticketId }: { eventId: number; ticketId: number }) {
  const { t } = useLingui();
  const locale = useAppLocale();
  const [page, setPage] = useState(1);
  const query = useQuery(ticketWaitlistQueryOptions(eventId, ticketId, page));
  const change = useWaitlistEntryMutation(eventId, ticketId);
  const [failure, setFailure] = useState<string | null>(null);
  // A removal can empty the last page: show the one that is now last.
  const lastPage = query.data?.pagination.last_page;
  useEffect(() => {
    if (lastPage !== undefined && page > Math.max(1, lastPage)) setPage(Math.max(1, lastPage));
  }, [lastPage, page]);

  if (query.isPending) {
    return (
      <Stack gap="3" role="status" aria-busy="true" aria-label={t`Loading the waitlist`}>
        <Skeleton h="16" rounded="lg" />
        <Skeleton h="16" rounded="lg" />
      </Stack>
    );
  }
  if (query.isError) {
    return (
      <LoadFailure title={<Trans>Failed to load the waitlist</Trans>} error={query.error} retrying={query.isFetching} onRetry={() => void query.refetch()} />
    );
  }

  const { entries, waiting, free, pagination } = query.data;
  const waitingText = formatCount(waiting, locale);
  const freeText = formatCount(free, locale);

  function act(entry: TAdminWaitlistEntry, action: 'offer' | 'remove') {
    setFailure(null);
    change.mutate(
      { entryId: entry.id, action },
      {
        onSuccess: () => toastSuccess(action === 'offer' ? t`Offer made` : t`Removed from the waitlist`),
        onError: (error) =>
          setFailure(
            errorMessageOr(
              error,
              action === 'offer' ? msg`The offer could not be made. Please try again.` : msg`The entry could not be removed. Please try again.`,
            ),
          ),
      },
    );
  }

  return (
    <Stack gap="4">
      <Text fontSize="sm" color="fg.muted" data-testid="waitlist-summary">
        {plural(waiting, { one: `${waitingText} entry waiting`, other: `${waitingText} entries waiting` })}
        {' · '}
        {plural(free, { one: `${freeText} seat free now`, other: `${freeText} seats free now` })}
      </Text>
      {failure ? <FormAlert status="error">{failure}</FormAlert> : null}
      {entries.length === 0 ? (
        <Text color="fg.muted">
          <Trans>Nobody is on the waitlist.</Trans>
        </Text>
      ) : (
        <Stack as="ul" gap="3" listStyleType="none" aria-label={t`Waitlist`}>
          {entries.map((entry) => (
            <li key={entry.id}>
              <WaitlistEntryCard entry={entry} busy={change.isPending} onOffer={() => act(entry, 'offer')} onRemove={() => act(entry, 'remove')} />
            </li>
          ))}
        </Stack>
      )}
      <Pager pagination={pagination} busy={query.isPlaceholderData} onPageChange={setPage} />
    </Stack>
  );
}

type WaitlistEntryCardProps = { entry: TAdminWaitlistEntry; busy: boolean; onOffer: () => void; onRemove: () => void };

function WaitlistEntryCard({ entry, busy, onOffer, onRemove }: WaitlistEntryCardProps) {
  const { t, i18n } = useLingui();
  const locale = useAppLocale();
  const status = STATUS_LABELS[entry.status];
  const position = entry.position === null ? null : formatCount(entry.position, locale);
  const count = entry.quantity;
  const quantity = formatCount(count, locale);
  const until = entry.offer_expires_at ? formatDateTime(entry.offer_expires_at, locale) : null;
  const open = entry.status === 'waiting' || entry.status === 'offered';
  const userName = entry.user.name;
  return (
    <Stack as="article" gap="2" borderWidth="1px" borderColor="border.muted" rounded="lg" p="3" data-testid="waitlist-entry" data-status={entry.status}>
      <HStack justify="space-between" align="flex-start" gap="3">
        <Stack gap="0" minW="0">
          <Text fontWeight="semibold" overflowWrap="anywhere">
            {position ? <Text as="span" color="fg.muted" me="2">{t`#${position}`}</Text> : null}
            <bdi>{entry.user.name}</bdi>
          </Text>
          <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">
            <bdi dir="ltr">{entry.user.email}</bdi>
          </Text>
        </Stack>
        <Badge colorPalette={status.palette} variant="subtle" flexShrink="0">
          {i18n._(status.label)}
        </Badge>
      </HStack>
      <Text fontSize="sm">
        {plural(count, { one: `${quantity} ticket`, other: `${quantity} tickets` })}
        {entry.status === 'offered' && until ? (
          <>
            {' · '}
            <Trans>Offered until {until}</Trans>
          </>
        ) : null}
      </Text>
      {open ? (
        <HStack gap="2" wrap="wrap">
          {entry.status === 'waiting' ? (
            <Button size="xs" disabled={busy} onClick={onOffer} aria-label={t`Offer now to ${userName}`}>
              <Trans>Offer now</Trans>
            </Button>
          ) : null}
          <Button size="xs" variant="outline" colorPalette="red" disabled={busy} onClick={onRemove} aria-label={t`Remove ${userName} from the waitlist`}>
            <Trans>Remove</Trans>
          </Button>
        </HStack>
      ) : null}
    </Stack>
  );
}
