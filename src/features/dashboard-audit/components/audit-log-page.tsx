import { Container, Heading, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { ListSkeleton, LoadFailure } from '../../../components/dashboard/load-failure';
import { Pager } from '../../../components/dashboard/pager';
import { EmptyState } from '../../../components/empty-state.plain';
import { ClockIcon } from '../../../components/icons';
import { usePageTitle } from '../../../components/use-page-title';
import { auditLogQueryOptions } from '../api/audit.queries';
import { auditListFilters, cleanAuditSearch, isAuditFiltered, type TAuditSearch } from '../audit-search';
import { AuditEntries } from './audit-entries';
import { AuditFilters } from './audit-filters';

const routeApi = getRouteApi('/dashboard/_admin/audit');

/**
 * /dashboard/audit (docs/architecture.md §12): every change administrators, door staff and the system made to the
 * catalogue, people and money, newest first; narrowed by record type, record id and acting user, in pages.
 */
export function AuditLogPage() {
  const { t } = useLingui();
  usePageTitle(t`Audit log`);
  const search = cleanAuditSearch(routeApi.useSearch());
  const navigate = routeApi.useNavigate();
  const query = useQuery(auditLogQueryOptions(auditListFilters(search)));
  const filtered = isAuditFiltered(search);

  function update(next: Partial<TAuditSearch>) {
    // docs/product.md §4: any filter change starts again at page 1.
    void navigate({ search: (current) => ({ ...cleanAuditSearch(current), page: undefined, ...next }), replace: true, resetScroll: false });
  }

  return (
    <Container maxW="6xl" py={{ base: '5', md: '8' }} px={{ base: '3', sm: '6' }}>
      <Stack gap={{ base: '4', md: '6' }}>
        <Stack gap="1">
          <Heading as="h1" size={{ base: 'xl', md: '2xl' }} color="brand.fg">
            <Trans>Audit log</Trans>
          </Heading>
          <Text color="fg.muted">
            <Trans>Every change to events, people and money, by administrators, door staff and the system. Newest first.</Trans>
          </Text>
        </Stack>
        <AuditFilters search={search} filtered={filtered} onChange={update} />
        {query.isPending ? (
          <ListSkeleton label={t`Loading the audit log`} />
        ) : query.isError ? (
          <LoadFailure
            title={<Trans>Failed to load the audit log</Trans>}
            error={query.error}
            retrying={query.isFetching}
            onRetry={() => void query.refetch()}
          />
        ) : query.data.entries.length === 0 ? (
          // "Clear filters" is beside the filters above, not repeated here.
          <EmptyState
            framed
            icon={<ClockIcon boxSize="6" />}
            title={filtered ? <Trans>No entries match these filters</Trans> : <Trans>No changes recorded yet</Trans>}
          />
        ) : (
          <Stack gap="4" aria-busy={query.isPlaceholderData}>
            <AuditEntries entries={query.data.entries} />
            <Pager
              pagination={query.data.pagination}
              busy={query.isPlaceholderData}
              onPageChange={(next) => void navigate({ search: (current) => ({ ...cleanAuditSearch(current), page: next === 1 ? undefined : next }) })}
            />
          </Stack>
        )}
      </Stack>
    </Container>
  );
}
