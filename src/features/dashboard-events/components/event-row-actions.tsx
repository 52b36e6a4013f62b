import { Button, HStack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { QrCodeIcon } from '../../../components/wallet-icons';

type EventRowActionsProps = {
  eventId: number;
  /** The event's name in the screen language: each button names its event for screen readers. */
  name: string;
  /** A cancelled event has no door to scan. */
  scannable: boolean;
};

/** Edit and Scanner beside an event in the list (its name opens it). */
export function EventRowActions({ eventId, name, scannable }: EventRowActionsProps) {
  const { t } = useLingui();
  const params = { id: String(eventId) };
  return (
    <HStack gap="2" wrap="wrap">
      <Button asChild size="xs" variant="outline">
        <Link to="/dashboard/events/$id/edit" params={params} aria-label={t`Edit ${name}`}>
          <Trans>Edit</Trans>
        </Link>
      </Button>
      {scannable ? (
        <Button asChild size="xs" variant="outline">
          <Link to="/dashboard/event/$id/scan" params={params} aria-label={t`Scanner for ${name}`}>
            <QrCodeIcon />
            <Trans>Scanner</Trans>
          </Link>
        </Button>
      ) : null}
    </HStack>
  );
}
