import { Button } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { PAGE_DESCRIPTIONS, PAGE_TITLES } from '../lib/page-meta';
import { StatusScreen } from './status-screen';

export function NotFoundPage() {
  const { t } = useLingui();
  return (
    <StatusScreen
      title={t(PAGE_TITLES.notFound)}
      description={t(PAGE_DESCRIPTIONS.notFound)}
      actions={
        <Button asChild>
          <Link to="/">
            <Trans>Back to events</Trans>
          </Link>
        </Button>
      }
    />
  );
}
