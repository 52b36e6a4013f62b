import { HStack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { onlineAtom } from '../lib/store';
import { WifiOffIcon } from './icons';

/** Shown while the browser reports no network; saved tickets and pages keep working. */
export function OfflineBanner() {
  const online = useAtomValue(onlineAtom);
  if (online) return null;
  return (
    <HStack
      role="status"
      justify="center"
      gap="2"
      bg="sand.200"
      color="sand.950"
      px="4"
      py="2"
      fontSize="sm"
      textAlign="center"
    >
      <WifiOffIcon flexShrink="0" />
      <Text>
        <Trans>You are offline. Some information may be out of date.</Trans>
      </Text>
    </HStack>
  );
}
