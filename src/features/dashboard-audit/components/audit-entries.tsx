import { Box, HStack, Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { TAuditEntry } from '../../../../contract/audit';
import { CardField, CardFields } from '../../../components/dashboard/card-fields';
import { Cell, DataTable, HeaderCell, Row } from '../../../components/dashboard/data-table';
import { EntryAction, EntryActorAndVia, EntryChanges, EntryRecord, EntryTime } from './audit-entry-facts';

/** The entries as a table on a wide screen and as stacked cards on a phone, where five columns would not fit. */
export function AuditEntries({ entries }: { entries: TAuditEntry[] }) {
  const { t } = useLingui();
  return (
    <>
      <Box hideBelow="lg">
        <DataTable
          label={t`Audit log entries`}
          minW="4xl"
          head={
            <>
              <HeaderCell>
                <Trans>Time</Trans>
              </HeaderCell>
              <HeaderCell>
                <Trans>Done by</Trans>
              </HeaderCell>
              <HeaderCell>
                <Trans>Action</Trans>
              </HeaderCell>
              <HeaderCell>
                <Trans>Record</Trans>
              </HeaderCell>
              <HeaderCell>
                <Trans>Changes</Trans>
              </HeaderCell>
            </>
          }
        >
          {entries.map((entry) => (
            <Row key={entry.id}>
              <Cell>
                <EntryTime entry={entry} />
              </Cell>
              <Cell>
                <Box minW="56" maxW="64">
                  <EntryActorAndVia entry={entry} />
                </Box>
              </Cell>
              <Cell>
                <EntryAction entry={entry} />
              </Cell>
              <Cell>
                <EntryRecord entry={entry} />
              </Cell>
              <Cell>
                <EntryChanges entry={entry} />
              </Cell>
            </Row>
          ))}
        </DataTable>
      </Box>
      <Stack as="ul" gap="3" listStyleType="none" hideFrom="lg" aria-label={t`Audit log entries`}>
        {entries.map((entry) => (
          <li key={entry.id}>
            <AuditEntryCard entry={entry} />
          </li>
        ))}
      </Stack>
    </>
  );
}

function AuditEntryCard({ entry }: { entry: TAuditEntry }) {
  return (
    <Stack as="article" gap="3" bg="white" rounded="xl" borderWidth="1px" borderColor="border.muted" p="4" minW="0">
      <HStack gap="2" wrap="wrap" align="center">
        <EntryAction entry={entry} />
        <EntryRecord entry={entry} />
      </HStack>
      <CardFields>
        <CardField label={<Trans>Time</Trans>}>
          <EntryTime entry={entry} />
        </CardField>
        <CardField label={<Trans>Done by</Trans>}>
          <EntryActorAndVia entry={entry} />
        </CardField>
      </CardFields>
      <Box fontSize="sm" borderTopWidth="1px" borderColor="border.muted" pt="3" minW="0">
        <EntryChanges entry={entry} />
      </Box>
    </Stack>
  );
}
