import { Button, HStack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { ForbiddenError } from '../lib/guards';
import { StatusScreen } from './status-screen';

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
      description={
        forbidden ? (
          <Trans>Your account does not have access to this page.</Trans>
        ) : (
          <Trans>An unexpected error occurred</Trans>
        )
      }
      actions={
        <HStack gap="3" wrap="wrap" justify="center">
          {forbidden ? null : (
            <Button onClick={retry}>
              <Trans>Try again</Trans>
            </Button>
          )}
          <Button asChild variant="outline">
            <Link to="/">
              <Trans>Back to events</Trans>
            </Link>
          </Button>
        </HStack>
      }
    />
  );
}
