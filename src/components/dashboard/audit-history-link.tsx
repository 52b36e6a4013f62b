import { Button } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { TAuditEntity } from '../../../contract/audit';
import { ClockIcon } from '../icons';

type AuditHistoryLinkProps = {
  entity: TAuditEntity;
  id: number;
  /** Names the record for screen readers ("History of booking B-123"): a list has one link a row. */
  label: string;
  /** A dialog that holds the link closes as the audit log opens. */
  onClick?: () => void;
};

/** "History": the record's entries in the audit log (docs/architecture.md §12), from a booking's row or an invoice. */
export function AuditHistoryLink({ entity, id, label, onClick }: AuditHistoryLinkProps) {
  return (
    <Button asChild variant="outline" size="xs" alignSelf="flex-start">
      <Link to="/dashboard/audit" search={{ entity, entity_id: id }} aria-label={label} onClick={onClick}>
        <ClockIcon />
        <Trans>History</Trans>
      </Link>
    </Button>
  );
}
