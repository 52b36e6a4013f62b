import { useLingui } from '@lingui/react/macro';
import { Link, useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { ForbiddenError } from '../lib/guards';
import { Button } from './plain/kit.plain';
import { StatusScreen } from './status-screen.plain';

/** Plain elements (src/styles/status.css, docs/architecture.md §8): the router shows it on public pages too. */
export function ErrorView({ error, reset }: ErrorComponentProps) {
  const { t } = useLingui();
  const router = useRouter();
  const forbidden = error instanceof ForbiddenError;

  if (!forbidden) console.error(error);

  function retry() {
    reset();
    void router.invalidate();
  }

  return (
    <StatusScreen
      title={forbidden ? t`No access` : t`Something went wrong`}
      description={forbidden ? t`Your account does not have access to this page.` : t`An unexpected error occurred`}
      actions={
        <div className="status-screen__actions">
          {forbidden ? null : <Button onClick={retry}>{t`Try again`}</Button>}
          <Button asChild variant="outline">
            <Link to="/">{t`Back to events`}</Link>
          </Button>
        </div>
      }
    />
  );
}
