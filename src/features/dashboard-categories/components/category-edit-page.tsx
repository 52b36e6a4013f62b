import { Button, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { getRouteApi, Link } from '@tanstack/react-router';
import { EmptyState } from '../../../components/empty-state.plain';
import { categoryToForm } from '../category-form';
import { findCategory } from '../category-tree';
import { CategoryForm } from './category-form';
import { CategoryFormScreen } from './category-form-screen';

const routeApi = getRouteApi('/dashboard/_admin/categories/$id/edit');

/** /dashboard/categories/{id}/edit: the category is read from the tree (the admin API has no single read). */
export function CategoryEditPage() {
  const { t } = useLingui();
  const { id } = routeApi.useParams();
  const categoryId = Number(id);
  return (
    <CategoryFormScreen title={t`Edit category`}>
      {(tree) => {
        const category = findCategory(tree, categoryId);
        if (!category) {
          return (
            <EmptyState title={<Trans>This category could not be found.</Trans>}>
              <Text color="fg.muted">
                <Trans>It may have been deleted.</Trans>
              </Text>
              <Button asChild variant="outline">
                <Link to="/dashboard/categories">
                  <Trans>Back to categories</Trans>
                </Link>
              </Button>
            </EmptyState>
          );
        }
        // Keyed by id: moving between two edit screens starts a fresh form.
        return <CategoryForm key={category.id} tree={tree} category={category} defaultValues={categoryToForm(category)} />;
      }}
    </CategoryFormScreen>
  );
}
