import { Container, HStack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { AlertIcon } from '../icons';
import { paymentSettingsQueryOptions } from './payment-settings-api';

/**
 * Above every administrator screen while payments go through the built-in test checkout (docs/product.md §2
 * checkout): orders look paid, but no money moved, so nobody mistakes the figures for real sales.
 */
export function TestModeBanner() {
  const { data } = useQuery(paymentSettingsQueryOptions());
  if (data?.provider !== 'test') return null;
  return (
    <Container maxW="7xl" px={{ base: '3', md: '6' }} pt="4">
      <HStack
        role="status"
        gap="2.5"
        align="flex-start"
        bg="orange.50"
        color="orange.900"
        borderWidth="1px"
        borderColor="orange.300"
        rounded="lg"
        px="4"
        py="3"
        data-testid="payments-test-mode"
      >
        <AlertIcon color="orange.600" boxSize="5" flexShrink="0" />
        <Text fontSize="sm">
          <Trans>
            <Text as="strong" fontWeight="semibold">
              Payments: test mode
            </Text>{' '}
            — no money moves. Orders are paid on the built-in test checkout.
          </Trans>
        </Text>
      </HStack>
    </Container>
  );
}
