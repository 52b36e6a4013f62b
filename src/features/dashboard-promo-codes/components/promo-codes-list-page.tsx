import { Button, Container, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { ListSkeleton, LoadFailure } from '../../../components/dashboard/load-failure';
import { Pager } from '../../../components/dashboard/pager';
import { SearchInput } from '../../../components/dashboard/search-input';
import { EmptyState } from '../../../components/empty-state.plain';
import { TagIcon } from '../../../components/promo-icons';
import { usePageTitle } from '../../../components/use-page-title';
import { PlusIcon } from '../../../components/wallet-icons';
import { promoCodeListQueryOptions } from '../api/dashboard-promo-codes.queries';
import { PromoCodeListItems } from './promo-code-list-items';

const routeApi = getRouteApi('/dashboard/_admin/promo-codes/');

/** /dashboard/promo-codes (docs/product.md §10 Promo codes): every code with its uses and discounts; search and pages. */
export function PromoCodesListPage() {
  const { t } = useLingui();
  usePageTitle(t`Promo codes`);
  const search = routeApi.useSearch();
  const navigate = routeApi.useNavigate();
  const query = useQuery(promoCodeListQueryOptions({ page: search.page ?? 1, search: search.search }));

  function searchCodes(text: string) {
    // docs/product.md §4: a new search starts again at page 1.
    void navigate({ search: { search: text === '' ? undefined : text }, replace: true, resetScroll: false });
  }

  return (
    <Container maxW="7xl" py={{ base: '5', md: '8' }} px={{ base: '3', sm: '6' }}>
      <Stack gap={{ base: '4', md: '6' }}>
        <HStack justify="space-between" gap="3" wrap="wrap">
          <Heading as="h1" size={{ base: 'xl', md: '2xl' }} color="brand.fg">
            <Trans>Promo codes</Trans>
          </Heading>
          <Button asChild>
            <Link to="/dashboard/promo-codes/create">
              <PlusIcon />
              <Trans>Create promo code</Trans>
            </Link>
          </Button>
        </HStack>
        <SearchInput value={search.search ?? ''} onChange={searchCodes} label={t`Search promo codes`} placeholder={t`Search by code`} />
        {query.isPending ? (
          <ListSkeleton label={t`Loading promo codes`} />
        ) : query.isError ? (
          <LoadFailure title={<Trans>Failed to load promo codes</Trans>} error={query.error} retrying={query.isFetching} onRetry={() => void query.refetch()} />
        ) : query.data.promo_codes.length === 0 ? (
          <EmptyState
            framed
            icon={<TagIcon boxSize="6" />}
            title={search.search ? <Trans>No promo codes match your search</Trans> : <Trans>No promo codes yet</Trans>}
          >
            {search.search ? (
              <Button variant="outline" onClick={() => searchCodes('')}>
                <Trans>Clear search</Trans>
              </Button>
            ) : (
              <Text color="fg.muted" fontSize="sm">
                <Trans>Create a code buyers type on the booking panel to get a discount.</Trans>
              </Text>
            )}
          </EmptyState>
        ) : (
          <Stack gap="4" aria-busy={query.isPlaceholderData}>
            <PromoCodeListItems promoCodes={query.data.promo_codes} />
            <Pager
              pagination={query.data.pagination}
              busy={query.isPlaceholderData}
              onPageChange={(next) => void navigate({ search: (current) => ({ ...current, page: next === 1 ? undefined : next }) })}
            />
          </Stack>
        )}
      </Stack>
    </Container>
  );
}
