import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { measureVerdictPainted } from '../scan-timing';
import type { TScanDecision, TScanReason } from '../../../../contract/scans';
import { AlertIcon, CheckIcon, CloseIcon } from '../../../components/icons';
import { SCAN_REASON_LABELS } from '../../../lib/scan-reasons';
import { formatCount } from '../../../lib/numbers';
import { useAppLocale } from '../../../lib/store';

/** How long a verdict stays up: a green one only needs a glance, a red one must be read. */
export const VERDICT_MS: Record<TScanDecision | 'failed', number> = { accepted: 1000, rejected: 2000, failed: 2000 };

export type TVerdictView =
  | {
      kind: 'verdict';
      decision: TScanDecision;
      reason: TScanReason | null;
      ticketName: string | null;
      holderName: string | null;
      usageLimit: number | null;
      usesLeft: number | null;
    }
  /**
   * The scan itself threw (docs/product.md §8 "Failed to scan ticket"): nothing was decided or
   * recorded. `notReady`: the event's ticket list is not on the device yet.
   */
  | { kind: 'failed'; notReady: boolean };

type VerdictOverlayProps = {
  verdict: TVerdictView;
  onDismiss: () => void;
};

function UsesLeft({ usesLeft, usageLimit: limit }: { usesLeft: number; usageLimit: number }) {
  // A plain placeholder is not number-formatted by the catalog: Arabic-Indic digits like the count's.
  const usageLimit = formatCount(limit, useAppLocale());
  return (
    <Text fontSize={{ base: 'lg', sm: 'xl' }} fontWeight="semibold">
      {plural(usesLeft, {
        one: `# use left of ${usageLimit}`,
        other: `# uses left of ${usageLimit}`,
      })}
    </Text>
  );
}

/**
 * Full-screen verdict (docs/architecture.md §6): green for accepted, red for rejected, readable at arm's
 * length. It closes itself, or on a tap anywhere; the camera is paused underneath meanwhile.
 */
export function VerdictOverlay({ verdict, onDismiss }: VerdictOverlayProps) {
  const { i18n } = useLingui();
  const duration = VERDICT_MS[verdict.kind === 'verdict' ? verdict.decision : 'failed'];

  useEffect(() => measureVerdictPainted(), [verdict]);

  useEffect(() => {
    const timer = setTimeout(onDismiss, duration);
    // Escape closes it too; focus stays in the manual entry field so typing can go on.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onDismiss();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [verdict, duration, onDismiss]);

  const accepted = verdict.kind === 'verdict' && verdict.decision === 'accepted';
  return (
    <Box
      position="fixed"
      inset="0"
      zIndex="toast"
      bg={accepted ? 'green.600' : verdict.kind === 'failed' ? 'orange.700' : 'red.700'}
      color="white"
      display="flex"
      alignItems="center"
      justifyContent="center"
      p="6"
      cursor="pointer"
      w="full"
      h="100dvh"
      data-testid="scan-verdict"
      data-decision={verdict.kind === 'verdict' ? verdict.decision : 'failed'}
      role="alert"
      onClick={onDismiss}
    >
      <Stack align="center" gap={{ base: '3', sm: '4' }} textAlign="center" maxW="lg">
          {accepted ? <CheckIcon boxSize={{ base: '24', sm: '32' }} /> : verdict.kind === 'failed' ? <AlertIcon boxSize={{ base: '24', sm: '32' }} /> : <CloseIcon boxSize={{ base: '24', sm: '32' }} />}
          <Heading as="p" size={{ base: '3xl', sm: '4xl' }} fontWeight="bold">
            {verdict.kind === 'failed' ? <Trans>Failed to scan ticket</Trans> : accepted ? <Trans>Accepted</Trans> : <Trans>Rejected</Trans>}
          </Heading>
          {verdict.kind === 'failed' ? (
            <Text fontSize={{ base: 'lg', sm: 'xl' }}>
              {verdict.notReady ? (
                <Trans>The ticket list for this event is still downloading. Try again in a moment.</Trans>
              ) : (
                <Trans>Nothing was recorded. Scan the ticket again.</Trans>
              )}
            </Text>
          ) : null}
          {verdict.kind === 'verdict' && verdict.reason ? (
            <Text fontSize={{ base: 'xl', sm: '2xl' }} fontWeight="semibold">
              {i18n._(SCAN_REASON_LABELS[verdict.reason])}
            </Text>
          ) : null}
          {verdict.kind === 'verdict' && verdict.ticketName ? (
            <Text fontSize={{ base: 'lg', sm: 'xl' }}>
              <bdi>{verdict.ticketName}</bdi>
            </Text>
          ) : null}
          {verdict.kind === 'verdict' && verdict.holderName ? (
            <Text fontSize={{ base: '2xl', sm: '3xl' }} fontWeight="bold">
              <bdi>{verdict.holderName}</bdi>
            </Text>
          ) : null}
          {verdict.kind === 'verdict' && verdict.usesLeft !== null && verdict.usageLimit !== null && verdict.usageLimit > 1 ? (
            <UsesLeft usesLeft={verdict.usesLeft} usageLimit={verdict.usageLimit} />
          ) : null}
          <Text fontSize="sm" opacity={0.85}>
            <Trans>Tap to continue</Trans>
          </Text>
      </Stack>
    </Box>
  );
}
