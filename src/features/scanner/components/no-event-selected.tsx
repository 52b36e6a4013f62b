import { Button } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { StatusScreen } from '../../../components/status-screen.plain';
import { QrCodeIcon } from '../../../components/wallet-icons';

/** docs/product.md §8: the scanner opened without a usable event id. */
export function NoEventSelected() {
  const { t } = useLingui();
  return (
    <StatusScreen
      icon={<QrCodeIcon boxSize="8" />}
      iconTinted
      title={t`No event selected`}
      description={<Trans>Please select an event to scan tickets</Trans>}
      actions={
        <Button asChild>
          <Link to="/dashboard/scan">
            <Trans>Choose an event</Trans>
          </Link>
        </Button>
      }
    />
  );
}
