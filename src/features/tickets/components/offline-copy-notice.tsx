import { HStack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { WifiOffIcon } from '../../../components/icons';
import { formatFullDateTime } from '../../../lib/dates';
import { useAppLocale } from '../../../lib/store';

/** Says that the tickets on screen are the copy saved on this device, and how old it is. */
export function OfflineCopyNotice({ savedAt }: { savedAt: number }) {
  const locale = useAppLocale();
  const saved = formatFullDateTime(new Date(savedAt), locale);
  return (
    <HStack
      role="status"
      gap="3"
      px="4"
      py="3"
      rounded="lg"
      bg="sand.100"
      color="sand.950"
      borderWidth="1px"
      borderColor="sand.300"
      align="flex-start"
      data-testid="tickets-offline-notice"
    >
      <WifiOffIcon flexShrink="0" mt="0.5" />
      <Text fontSize="sm">
        <Trans>You are offline. These are the tickets saved on this device ({saved}); their QR codes still work at the gate.</Trans>
      </Text>
    </HStack>
  );
}
