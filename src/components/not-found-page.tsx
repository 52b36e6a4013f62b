import { Button } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { StatusScreen } from './status-screen';

export function NotFoundPage() {
  const { t } = useLingui();
  return (
    <StatusScreen
      title={t`Page not found`}
      description={<Trans>The page you are looking for does not exist or has moved.</Trans>}
      actions={
        <Button asChild colorPalette="brand">
          <Link to="/">
            <Trans>Back to events</Trans>
          </Link>
        </Button>
      }
    />
  );
}
