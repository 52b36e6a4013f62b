import { Badge } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { TAdminEventStatus } from '../../../../contract/admin-catalogue';
import { EVENT_STATUS_LABELS, EVENT_STATUS_PALETTES } from '../event-status';

export function EventStatusBadge({ status }: { status: TAdminEventStatus }) {
  const { i18n } = useLingui();
  return (
    <Badge colorPalette={EVENT_STATUS_PALETTES[status]} variant="subtle" flexShrink="0">
      {i18n._(EVENT_STATUS_LABELS[status])}
    </Badge>
  );
}
