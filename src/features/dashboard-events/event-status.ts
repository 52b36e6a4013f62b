import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { TAdminEventStatus } from '../../../contract/admin-catalogue';

/** docs/product.md §4: an event is upcoming, running, ended, or cancelled by the organiser. */
export const EVENT_STATUS_LABELS = {
  upcoming: msg`Upcoming`,
  running: msg`Running`,
  ended: msg`Ended`,
  cancelled: msg`Cancelled`,
} as const satisfies Record<TAdminEventStatus, MessageDescriptor>;

export const EVENT_STATUS_PALETTES = {
  upcoming: 'blue',
  running: 'green',
  ended: 'gray',
  cancelled: 'red',
} as const satisfies Record<TAdminEventStatus, string>;
