import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { TScanReason } from '../../../contract/scans';

/**
 * Why a scan was rejected, in words: the door staff read it on the verdict and admins on the event's
 * conflicts list (docs/product.md §8; reason codes of contract/scans.ts). Shared, so both say the same.
 */
export const SCAN_REASON_LABELS: Record<TScanReason, MessageDescriptor> = {
  invalid_signature: msg`Ticket not found or invalid code`,
  wrong_event: msg`This ticket is for another event`,
  not_yet_valid: msg`Not valid yet`,
  expired: msg`Expired`,
  cancelled: msg`Cancelled ticket`,
  replaced: msg`Old code: this ticket was sent to someone else`,
  already_used: msg`Already used`,
  untrusted_time: msg`Scan time not believed`,
};
