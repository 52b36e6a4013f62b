import { Button, Container, Flex, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import type { TAdminCategory } from '../../../../contract/admin-catalogue';
import { EmptyState } from '../../../components/empty-state.plain';
import { AlertIcon } from '../../../components/icons';
import { usePageTitle } from '../../../components/use-page-title';
import { errorMessage } from '../../../lib/screen-error-messages';
import { adminCategoryTreeQueryOptions } from '../api/admin-categories.queries';
import { FolderTreeIcon, PlusIcon } from './category-icons';
import { CategoryTree } from './category-tree';
import { DeleteCategoryDialog } from './delete-category-dialog';

/** /dashboard/categories (docs/product.md §2): the tree with add root, add child, edit and delete. */
export function CategoriesPage() {
  const { t } = useLingui();
  usePageTitle(t`Categories`);
  const query = useQuery(adminCategoryTreeQueryOptions());
  const [collapsed, setCollapsed] = useState<ReadonlySet<number>>(() => new Set());
  const [deleting, setDeleting] = useState<TAdminCategory | null>(null);

  function toggle(id: number) {
    setCollapsed((previous) => {
      const next = new Set(previous);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  }

  return (
    <Container maxW="4xl" py={{ base: '5', md: '8' }} px={{ base: '3', sm: '6' }}>
      <Stack gap={{ base: '4', md: '6' }}>
        <Flex justify="space-between" align={{ base: 'stretch', sm: 'center' }} gap="3" direction={{ base: 'column', sm: 'row' }}>
          <Stack gap="1">
            <Heading as="h1" size={{ base: 'xl', md: '2xl' }} color="brand.fg">
              <Trans>Categories</Trans>
            </Heading>
            <Text color="fg.muted" fontSize="sm">
              <Trans>Events are filed under these categories; visitors filter by them.</Trans>
            </Text>
          </Stack>
          <Button asChild flexShrink="0">
            <Link to="/dashboard/categories/create">
              <PlusIcon />
              <Trans>Add root category</Trans>
            </Link>
          </Button>
        </Flex>
        {query.isPending ? (
          <Stack gap="2" role="status" aria-busy="true" aria-label={t`Loading categories`}>
            <Skeleton h="14" rounded="lg" />
            <Skeleton h="14" rounded="lg" />
            <Skeleton h="14" rounded="lg" />
          </Stack>
        ) : query.isError ? (
          <Stack role="alert">
            <EmptyState icon={<AlertIcon boxSize="8" color="fg.error" />} title={<Trans>Failed to load categories</Trans>}>
              <Text color="fg.muted">{errorMessage(query.error)}</Text>
              <Button loading={query.isFetching} onClick={() => void query.refetch()}>
                <Trans>Try again</Trans>
              </Button>
            </EmptyState>
          </Stack>
        ) : query.data.length === 0 ? (
          <EmptyState framed icon={<FolderTreeIcon boxSize="6" />} title={<Trans>No categories yet</Trans>}>
            <Text color="fg.muted">
              <Trans>Add a root category, then subcategories under it.</Trans>
            </Text>
          </EmptyState>
        ) : (
          <CategoryTree categories={query.data} collapsed={collapsed} onToggle={toggle} onDelete={setDeleting} />
        )}
      </Stack>
      <DeleteCategoryDialog category={deleting} onClose={() => setDeleting(null)} />
    </Container>
  );
}
