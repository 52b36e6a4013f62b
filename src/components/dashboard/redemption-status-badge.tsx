import { Badge } from '@chakra-ui/react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { TRedemptionStatus } from '../../../contract/rewards';

/** docs/product.md §4 redeeming: pending until staff hand the reward over (fulfilled) or withdraw it (cancelled). */
export const REDEMPTION_STATUS_LABELS = {
  pending: msg`Pending`,
  fulfilled: msg`Fulfilled`,
  cancelled: msg`Cancelled`,
} satisfies Record<TRedemptionStatus, MessageDescriptor>;

const PALETTES = { pending: 'orange', fulfilled: 'green', cancelled: 'gray' } satisfies Record<TRedemptionStatus, string>;

export function RedemptionStatusBadge({ status }: { status: TRedemptionStatus }) {
  const { i18n } = useLingui();
  return (
    <Badge colorPalette={PALETTES[status]} variant="subtle" flexShrink="0">
      {i18n._(REDEMPTION_STATUS_LABELS[status])}
    </Badge>
  );
}
