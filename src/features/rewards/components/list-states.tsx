import { Button, Center, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { AlertIcon, WifiOffIcon } from '../../../components/icons';

/** Skeleton rows while a list loads. */
export function ListPending({ rows = 3, height = '16' }: { rows?: number; height?: string }) {
  return (
    <Stack gap="3" role="status" aria-busy="true">
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} h={height} rounded="lg" />
      ))}
    </Stack>
  );
}

type ListMessageProps = {
  icon?: ReactNode;
  title: ReactNode;
  children?: ReactNode;
};

export function ListMessage({ icon, title, children }: ListMessageProps) {
  return (
    <Center py="10" px="4">
      <Stack align="center" gap="3" textAlign="center" maxW="md">
        {icon}
        <Heading as="h2" size="md">
          {title}
        </Heading>
        {children}
      </Stack>
    </Center>
  );
}

/** A list that could not load: its own failure text, and Try again (or a wait for the network). */
export function ListError({ title, offline, retrying, onRetry }: { title: ReactNode; offline: boolean; retrying: boolean; onRetry: () => void }) {
  if (offline) {
    return (
      <ListMessage icon={<WifiOffIcon boxSize="8" color="fg.muted" />} title={title}>
        <Text color="fg.muted">
          <Trans>You are offline. This shows again when you are back online.</Trans>
        </Text>
      </ListMessage>
    );
  }
  return (
    <ListMessage icon={<AlertIcon boxSize="8" color="fg.error" />} title={title}>
      <Button colorPalette="brand" loading={retrying} onClick={onRetry}>
        <Trans>Try again</Trans>
      </Button>
    </ListMessage>
  );
}

export function LoadMore({ loading, onClick }: { loading: boolean; onClick: () => void }) {
  return (
    <Center>
      <Button variant="outline" colorPalette="brand" loading={loading} onClick={onClick}>
        <Trans>Load more</Trans>
      </Button>
    </Center>
  );
}
