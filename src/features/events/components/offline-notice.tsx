import { HStack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { WifiOffIcon } from '../../../components/icons';
import { formatFullDateTime } from '../../../lib/dates';
import { useAppLocale } from '../../../lib/store';

type OfflineNoticeProps = {
  /** When the shown copy was saved (epoch ms). */
  savedAt: number;
};

/** Says that what is on screen is the copy saved on this device, and how old it is. */
export function OfflineNotice({ savedAt }: OfflineNoticeProps) {
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
      data-testid="offline-notice"
    >
      <WifiOffIcon flexShrink="0" mt="0.5" />
      <Text fontSize="sm">
        <Trans>You are viewing a copy saved on this device ({saved}). It may be out of date.</Trans>
      </Text>
    </HStack>
  );
}
