import { HStack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { AlertIcon, CheckIcon } from '../../../components/icons';
import { userKeys } from '../../../lib/session';
import { ticketKeyQueryOptions } from '../../../offline/tickets-sync';
import { checkTicketCode } from '../verify-code';

type CodeCheckBadgeProps = {
  bookingId: number;
  code: string;
};

/** Says, offline, whether the saved code carries the organiser's signature (nothing when it cannot tell). */
export function CodeCheckBadge({ bookingId, code }: CodeCheckBadgeProps) {
  const { data: publicKey = null } = useQuery(ticketKeyQueryOptions());
  const { data: check } = useQuery({
    queryKey: [...userKeys.all, 'pass-code-check', bookingId, code, publicKey],
    queryFn: () => checkTicketCode(code, bookingId, publicKey),
    networkMode: 'always',
    staleTime: Infinity,
    retry: false,
  });
  if (check === 'verified') {
    return (
      <HStack gap="1.5" color="green.700" fontSize="xs" fontWeight="medium" data-testid="pass-verified">
        <CheckIcon boxSize="3.5" flexShrink="0" />
        <Text>
          <Trans>Genuine ticket, checked on this device</Trans>
        </Text>
      </HStack>
    );
  }
  if (check === 'invalid') {
    return (
      <HStack gap="1.5" color="fg.error" fontSize="xs" fontWeight="medium" align="flex-start">
        <AlertIcon boxSize="3.5" flexShrink="0" mt="0.5" />
        <Text>
          <Trans>This code could not be checked. Refresh your tickets while online.</Trans>
        </Text>
      </HStack>
    );
  }
  return null;
}
