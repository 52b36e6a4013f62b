import { Box, Button, HStack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { pendingUpdateAtom } from '../lib/store';
import { RefreshIcon } from './icons';

/** A new service worker is waiting: the visitor chooses when to reload into it. */
export function UpdatePrompt() {
  const applyUpdate = useAtomValue(pendingUpdateAtom);
  const [reloading, setReloading] = useState(false);
  if (!applyUpdate) return null;
  return (
    <Box
      position="fixed"
      insetInline="4"
      bottom="4"
      zIndex="toast"
      display="flex"
      justifyContent="center"
      pointerEvents="none"
    >
      <HStack
        role="status"
        pointerEvents="auto"
        gap="3"
        bg="brand.900"
        color="white"
        ps="4"
        pe="2"
        py="2"
        rounded="lg"
        boxShadow="lg"
        maxW="lg"
      >
        <RefreshIcon flexShrink="0" />
        <Text fontSize="sm">
          <Trans>A new version of Tadhkira is available</Trans>
        </Text>
        <Button
          size="sm"
          colorPalette="sand"
          loading={reloading}
          onClick={() => {
            setReloading(true);
            void applyUpdate();
          }}
        >
          <Trans>Reload</Trans>
        </Button>
      </HStack>
    </Box>
  );
}
