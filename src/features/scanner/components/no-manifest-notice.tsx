import { HStack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { AlertIcon } from '../../../components/icons';

/** No ticket list on this device yet: nothing can be checked until one download succeeds. */
export function NoManifestNotice({ offline }: { offline: boolean }) {
  return (
    <HStack
      role="alert"
      gap="2"
      px={{ base: '3', sm: '4' }}
      py="2"
      bg="red.50"
      color="red.800"
      fontSize="sm"
      align="flex-start"
      data-testid="scanner-no-manifest"
    >
      <AlertIcon flexShrink="0" mt="0.5" />
      <Text>
        {offline ? (
          <Trans>
            The ticket list for this event is not on this phone yet. Connect to the internet once to download it; after that, scanning works offline.
          </Trans>
        ) : (
          <Trans>The ticket list for this event could not be downloaded yet. Retrying…</Trans>
        )}
      </Text>
    </HStack>
  );
}
