import { Box, Button, Dialog, HStack, Stack, Text } from '@chakra-ui/react';
import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { TReward } from '../../../../contract/rewards';
import { DialogFrame } from '../../../components/dialog-frame';
import { FormAlert } from '../../../components/form-alert';
import { CheckIcon } from '../../../components/icons';
import { errorMessageOr } from '../../../lib/screen-error-messages';
import { formatCoinHundredths } from '../../../../contract/money';
import { formatCoins } from '../../../lib/money';
import { useAppLocale } from '../../../lib/store';
import { useRedeemRewardMutation } from '../api/rewards.mutations';
import { toHundredths } from '../rewards-format';
import { PAGE_ALIGNED_TEXT } from '../../../components/page-aligned-text';

type RedeemDialogProps = {
  reward: TReward | null;
  balance: string;
  onClose: () => void;
};

function Confirmation({ reward, balance }: { reward: TReward; balance: string }) {
  const locale = useAppLocale();
  const title = reward.title;
  const cost = formatCoins(reward.cost, locale);
  const after = formatCoins(formatCoinHundredths(toHundredths(balance) - toHundredths(reward.cost)), locale);
  return (
    <Stack gap="3">
      <Text>
        <Trans>
          Redeem <strong dir="auto">{title}</strong> for {cost} coins?
        </Trans>
      </Text>
      <Text color="fg.muted" fontSize="sm">
        <Trans>Your balance after redeeming: {after} coins.</Trans>
      </Text>
    </Stack>
  );
}

/** Asks before spending coins; then shows the redemption code and the new balance, or why it failed. */
export function RedeemDialog({ reward, balance, onClose }: RedeemDialogProps) {
  const locale = useAppLocale();
  const redeem = useRedeemRewardMutation();
  const done = redeem.data;

  function close() {
    redeem.reset();
    onClose();
  }

  const newBalance = done ? formatCoins(done.balance, locale) : '';
  const code = done?.redemption.code ?? '';
  return (
    <DialogFrame
      open={reward !== null}
      onClose={close}
      title={done ? <Trans>Reward redeemed</Trans> : <Trans>Redeem reward</Trans>}
      role="alertdialog"
      size={{ base: 'sm', md: 'md' }}
      positionerProps={{ px: '4' }}
    >
      <Dialog.Body>
        {done ? (
          <Stack gap="4" data-testid="redeem-success">
            <HStack gap="3" color="green.700">
              <CheckIcon boxSize="6" flexShrink="0" />
              <Text fontWeight="semibold" {...PAGE_ALIGNED_TEXT}>
                {done.redemption.reward.title}
              </Text>
            </HStack>
            <Box bg="bg.subtle" rounded="lg" px="4" py="3" textAlign="center">
              <Text fontSize="xs" color="fg.muted" fontWeight="semibold" textTransform="uppercase">
                <Trans>Redemption code</Trans>
              </Text>
              <Text fontFamily="mono" fontSize="xl" fontWeight="bold" dir="ltr">
                {code}
              </Text>
            </Box>
            <Text fontSize="sm" color="fg.muted">
              <Trans>Show this code to claim your reward.</Trans>
            </Text>
            <Text fontWeight="semibold" data-testid="redeem-new-balance">
              <Trans>New balance: {newBalance} coins</Trans>
            </Text>
          </Stack>
        ) : reward ? (
          <Stack gap="4">
            <Confirmation reward={reward} balance={balance} />
            {redeem.isError ? (
              <FormAlert status="error" title={<Trans>Failed to redeem reward</Trans>}>
                {errorMessageOr(redeem.error, msg`Please try again.`)}
              </FormAlert>
            ) : null}
          </Stack>
        ) : null}
      </Dialog.Body>
      <Dialog.Footer>
        {done ? (
          <Button onClick={close}>
            <Trans>Done</Trans>
          </Button>
        ) : (
          <>
            <Button variant="outline" onClick={close} disabled={redeem.isPending}>
              <Trans>Cancel</Trans>
            </Button>
            <Button loading={redeem.isPending} onClick={() => reward && redeem.mutate(reward.id)}>
              <Trans>Redeem</Trans>
            </Button>
          </>
        )}
      </Dialog.Footer>
    </DialogFrame>
  );
}
