import { Button, HStack, Text } from '@chakra-ui/react';
import { msg } from '@lingui/core/macro';
import { Plural, Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { errorMessageOr } from '../../../lib/screen-error-messages';
import { useResendOtpMutation } from '../api/auth.mutations';
import { useResendCountdown } from '../hooks/use-resend-countdown';
import { startResendCooldown } from '../otp-resend-clock';
import { FormAlert } from '../../../components/form-alert';

/** docs/product.md §4 "Phone verification: enter a 6-digit code with a resend countdown". */
export function ResendCode() {
  const secondsLeft = useResendCountdown();
  const resend = useResendOtpMutation();
  const [outcome, setOutcome] = useState<{ sent: true } | { error: string } | null>(null);

  async function requestCode() {
    setOutcome(null);
    try {
      await resend.mutateAsync();
      setOutcome({ sent: true });
    } catch (error) {
      // Too soon (or rate limited): the countdown says how long, from the server's Retry-After.
      if (error instanceof ApiError && error.retryAfter !== undefined) {
        startResendCooldown(error.retryAfter);
        if (error.code === 'auth.otp_resend_too_soon') return;
      }
      setOutcome({ error: errorMessageOr(error, msg`Failed to resend code.`) });
    }
  }

  return (
    <>
      {outcome !== null && 'sent' in outcome ? (
        <FormAlert status="success">
          <Trans>A new code is on its way to your phone.</Trans>
        </FormAlert>
      ) : null}
      {outcome !== null && 'error' in outcome ? <FormAlert status="error">{outcome.error}</FormAlert> : null}
      <HStack justify="center" gap="1" flexWrap="wrap" fontSize="sm">
        <Text color="fg.muted">
          <Trans>Did not get the code?</Trans>
        </Text>
        {secondsLeft > 0 ? (
          <Text color="fg.muted" fontVariantNumeric="tabular-nums" data-testid="resend-countdown">
            <Plural value={secondsLeft} one="You can request a new one in # second." other="You can request a new one in # seconds." />
          </Text>
        ) : (
          <Button
            type="button"
            variant="plain"
            size="sm"
            h="auto"
            px="0"
            color="brand.fg"
            fontWeight="semibold"
            textDecoration="underline"
            loading={resend.isPending}
            onClick={() => void requestCode()}
          >
            <Trans>Resend code</Trans>
          </Button>
        )}
      </HStack>
    </>
  );
}
