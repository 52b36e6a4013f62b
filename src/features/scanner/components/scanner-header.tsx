import { Button, Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { ArrowStartIcon } from '../../../components/icons';
import { PAGE_ALIGNED_TEXT } from '../../../components/page-aligned-text';
import { EventStartTime } from '../../../components/event-facts.plain';
import type { TScanManifest } from '../../../../contract/scans';
import { memo } from 'react';

type ScannerHeaderProps = {
  /** From the manifest saved on this device; null until the first download. */
  event: TScanManifest['event'] | null;
};

/** The event being scanned, and the way back to the event list. */
function ScannerHeaderView({ event }: ScannerHeaderProps) {
  return (
    <HStack gap="2" px={{ base: '2', sm: '4' }} py="2" bg="white" borderBottomWidth="1px" borderColor="border.muted">
      <Button asChild variant="ghost" size="sm" px="2" flexShrink="0">
        <Link to="/dashboard/scan">
          <ArrowStartIcon />
          <Text as="span" display={{ base: 'none', sm: 'inline' }}>
            <Trans>Events</Trans>
          </Text>
        </Link>
      </Button>
      <Stack gap="0" minW="0" flex="1">
        {event ? (
          <>
            <Heading as="h1" size="sm" truncate {...PAGE_ALIGNED_TEXT}>
              {event.name}
            </Heading>
            <Text fontSize="xs" color="fg.muted" truncate>
              <EventStartTime startDate={event.start_date} />
            </Text>
          </>
        ) : (
          <>
            <Heading as="h1" srOnly>
              <Trans>Ticket scanner</Trans>
            </Heading>
            <Skeleton h="4" w="40" />
          </>
        )}
      </Stack>
    </HStack>
  );
}

/** Memoised: a verdict re-renders the scanner page, and this part must not slow the verdict's frame. */
export const ScannerHeader = memo(ScannerHeaderView);
