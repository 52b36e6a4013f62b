import { Box, Button } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { StatusScreen } from '../../../components/status-screen';
import { usePageTitle } from '../../../components/use-page-title';
import { QrCodeIcon } from '../../../components/wallet-icons';

/** docs/product.md §8: the scanner opened without a usable event id. */
export function NoEventSelected() {
  const { t } = useLingui();
  usePageTitle(t`No event selected`);
  return (
    <StatusScreen
      icon={
        <Box bg="brand.subtle" color="brand.fg" p="4" rounded="full">
          <QrCodeIcon boxSize="8" />
        </Box>
      }
      title={<Trans>No event selected</Trans>}
      description={<Trans>Please select an event to scan tickets</Trans>}
      actions={
        <Button asChild colorPalette="brand">
          <Link to="/dashboard/scan">
            <Trans>Choose an event</Trans>
          </Link>
        </Button>
      }
    />
  );
}
