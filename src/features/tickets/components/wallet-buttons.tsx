import { Button, createIcon, HStack } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useAtomValue } from '../../../lib/atoms';
import type { TBooking } from '../../../../contract/bookings';
import { stroke } from '../../../components/icon-stroke';
import { onlineAtom } from '../../../lib/store';
import { openGoogleWallet, saveApplePass, walletSettingsQueryOptions } from '../api/wallet';
import { canOfferWallet, walletOffer } from '../wallet-offer';

const WalletIcon = createIcon({
  displayName: 'WalletIcon',
  path: [
    <path key="a" {...stroke} d="M19 7V5a1 1 0 0 0-1-1H5a2 2 0 0 0 0 4h15a1 1 0 0 1 1 1v4h-3a2 2 0 0 0 0 4h3a1 1 0 0 0 1-1v-2" />,
    <path key="b" {...stroke} d="M3 6v12a2 2 0 0 0 2 2h15a1 1 0 0 0 1-1v-3" />,
  ],
});

type WalletButtonsProps = {
  booking: Pick<TBooking, 'id' | 'booking_number' | 'status' | 'code' | 'cancelled'>;
};

/**
 * "Add to Apple Wallet" and "Save to Google Wallet" for one ticket (docs/architecture.md §6 "Wallet passes"), each
 * only when the server issues that wallet's passes, online, for a ticket ready to use. A failure shows as the
 * usual error toast (lib/query-client's MutationCache).
 */
export function WalletButtons({ booking }: WalletButtonsProps) {
  const online = useAtomValue(onlineAtom);
  const settings = useQuery({ ...walletSettingsQueryOptions(), enabled: canOfferWallet(booking, online) });
  const apple = useMutation({ mutationKey: ['wallet', 'apple', booking.id], mutationFn: () => saveApplePass(booking.id, booking.booking_number) });
  const google = useMutation({ mutationKey: ['wallet', 'google', booking.id], mutationFn: () => openGoogleWallet(booking.id) });
  const offer = walletOffer(settings.data, booking, online);
  if (!offer.apple && !offer.google) return null;
  return (
    <HStack gap="2" wrap="wrap" data-testid="ticket-wallet-buttons">
      {offer.apple ? (
        <Button size="sm" variant="outline" loading={apple.isPending} onClick={() => apple.mutate()} data-testid="wallet-apple">
          <WalletIcon />
          <Trans>Add to Apple Wallet</Trans>
        </Button>
      ) : null}
      {offer.google ? (
        <Button size="sm" variant="outline" loading={google.isPending} onClick={() => google.mutate()} data-testid="wallet-google">
          <WalletIcon />
          <Trans>Save to Google Wallet</Trans>
        </Button>
      ) : null}
    </HStack>
  );
}
