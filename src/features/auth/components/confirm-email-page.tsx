import { Button, chakra, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { FormAlert } from '../../../components/form-alert';
import { ApiError } from '../../../lib/api-client';
import { errorMessageOr } from '../../../lib/screen-error-messages';
import { currentUserQueryOptions } from '../../../lib/session';
import { useConfirmEmailMutation } from '../api/auth.mutations';
import { AuthCard, BackToLoginLink } from './auth-card';

const routeApi = getRouteApi('/confirm-email/$token');

/**
 * /confirm-email/{token}: opens the link mailed to a new address and says what happened. The token is sent once
 * per visit (the link is single use, so a second send would only report it as used).
 */
export function ConfirmEmailPage() {
  const { t } = useLingui();
  const { token } = routeApi.useParams();
  const confirm = useConfirmEmailMutation();
  const sent = useRef<string | null>(null);
  const { data: session } = useQuery({ ...currentUserQueryOptions(), enabled: false });
  const { mutate } = confirm;

  useEffect(() => {
    if (sent.current === token) return;
    sent.current = token;
    mutate(token);
  }, [token, mutate]);

  const linkInvalid = confirm.error instanceof ApiError && confirm.error.code === 'auth.email_change_invalid';
  const signedIn = Boolean(session?.user);
  const newEmail = confirm.data?.email ?? '';

  return (
    <AuthCard title={t`Confirm your email`} footer={signedIn ? null : <BackToLoginLink />}>
      {confirm.isPending || confirm.isIdle ? (
        <HStack gap="3" role="status">
          <Spinner size="sm" color="brand.fg" />
          <Text>
            <Trans>Confirming your new email…</Trans>
          </Text>
        </HStack>
      ) : confirm.isSuccess ? (
        <Stack gap="5">
          <FormAlert status="success" title={<Trans>Your email has been changed.</Trans>}>
            <Trans>
              From now on your account uses{' '}
              <chakra.bdi dir="ltr" wordBreak="break-all">
                {newEmail}
              </chakra.bdi>
              .
            </Trans>
          </FormAlert>
          <Button asChild alignSelf={{ base: 'stretch', sm: 'flex-start' }}>
            {signedIn ? (
              <Link to="/profile">
                <Trans>Go to your profile</Trans>
              </Link>
            ) : (
              <Link to="/login">
                <Trans>Log in</Trans>
              </Link>
            )}
          </Button>
        </Stack>
      ) : (
        <Stack gap="5">
          <FormAlert status="error" title={<Trans>The email was not changed.</Trans>}>
            {errorMessageOr(confirm.error, msg`Failed to confirm the email. Please try again.`)}
          </FormAlert>
          {signedIn ? (
            <Text fontSize="sm" color="fg.muted">
              {linkInvalid ? <Trans>You can ask for a new link from your profile.</Trans> : <Trans>You can choose another address from your profile.</Trans>}
            </Text>
          ) : null}
          {signedIn ? (
            <Button asChild variant="outline" alignSelf={{ base: 'stretch', sm: 'flex-start' }}>
              <Link to="/profile">
                <Trans>Go to your profile</Trans>
              </Link>
            </Button>
          ) : null}
        </Stack>
      )}
    </AuthCard>
  );
}
