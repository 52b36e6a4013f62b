import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { plural } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { AlertIcon, WifiOffIcon } from '../../../components/icons';
import { memo } from 'react';

type NoticeProps = {
  tone: 'danger' | 'warning';
  icon: ReactNode;
  children: ReactNode;
  action?: ReactNode;
  testId: string;
};

function Notice({ tone, icon, children, action, testId }: NoticeProps) {
  return (
    <HStack
      role={tone === 'danger' ? 'alert' : 'status'}
      gap="2"
      px={{ base: '3', sm: '4' }}
      py="2"
      bg={tone === 'danger' ? 'red.700' : 'sand.200'}
      color={tone === 'danger' ? 'white' : 'sand.950'}
      fontSize="sm"
      align="flex-start"
      data-testid={testId}
    >
      <Stack flexShrink="0" mt="0.5">
        {icon}
      </Stack>
      <Text flex="1" minW="0">
        {children}
      </Text>
      {action}
    </HStack>
  );
}

type ScannerNoticesProps = {
  offline: boolean;
  storageFull: boolean;
  /** This browser cannot check ticket signatures (no WebCrypto Ed25519). */
  unsupported: boolean;
  heldAside: number;
  onShowHeld: () => void;
};

/** Banners above the camera: storage full (scanning stops), offline mode, scans the server refused. */
function ScannerNoticesView({ offline, storageFull, unsupported, heldAside, onShowHeld }: ScannerNoticesProps) {
  return (
    <Stack gap="0">
      {unsupported ? (
        <Notice tone="danger" icon={<AlertIcon />} testId="scanner-unsupported">
          <Trans>This browser cannot check ticket signatures. Open the scanner in an up-to-date Chrome, Safari or Firefox.</Trans>
        </Notice>
      ) : null}
      {storageFull ? (
        <Notice tone="danger" icon={<AlertIcon />} testId="scanner-storage-full">
          <Trans>This phone is out of storage, so scanning has stopped and no scan is lost. Free up space, then reload this page.</Trans>
        </Notice>
      ) : null}
      {offline ? (
        <Notice tone="warning" icon={<WifiOffIcon />} testId="scanner-offline-notice">
          <Trans>Switched to offline mode. Scans are checked on this phone and upload when the connection is back.</Trans>
        </Notice>
      ) : null}
      {heldAside > 0 ? (
        <Notice
          tone="danger"
          icon={<AlertIcon />}
          testId="scanner-held"
          action={
            <Button size="xs" variant="outline" color="white" borderColor="whiteAlpha.700" _hover={{ bg: 'whiteAlpha.200' }} onClick={onShowHeld}>
              <Trans>Show</Trans>
            </Button>
          }
        >
          {plural(heldAside, {
            one: '# scan could not be uploaded',
            other: '# scans could not be uploaded',
          })}
        </Notice>
      ) : null}
    </Stack>
  );
}

/** Memoised: a verdict re-renders the scanner page, and this part must not slow the verdict's frame. */
export const ScannerNotices = memo(ScannerNoticesView);
