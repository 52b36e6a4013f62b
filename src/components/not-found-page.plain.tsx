import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { PAGE_DESCRIPTIONS, PAGE_TITLES } from '../lib/page-meta';
import { Button } from './plain/kit.plain';
import { StatusScreen } from './status-screen.plain';

export function NotFoundPage() {
  const { t } = useLingui();
  return (
    <StatusScreen
      title={t(PAGE_TITLES.notFound)}
      description={t(PAGE_DESCRIPTIONS.notFound)}
      actions={
        <Button asChild>
          <Link to="/">{t`Back to events`}</Link>
        </Button>
      }
    />
  );
}
