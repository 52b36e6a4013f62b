import { useLingui } from '@lingui/react/macro';
import { getRouteApi } from '@tanstack/react-router';
import { emptyCategoryForm } from '../category-form';
import { findCategory } from '../category-tree';
import { CategoryForm } from './category-form';
import { CategoryFormScreen } from './category-form-screen';

const routeApi = getRouteApi('/dashboard/_admin/categories/create');

/** /dashboard/categories/create, `?parent_id=` from a node's "Add child" preselecting the parent. */
export function CategoryCreatePage() {
  const { t } = useLingui();
  const { parent_id: parentId } = routeApi.useSearch();
  return (
    <CategoryFormScreen title={t`Create category`}>
      {(tree) => {
        // A parent that no longer exists (deleted meanwhile, an edited URL) falls back to the top level.
        const parent = parentId === undefined ? undefined : findCategory(tree, parentId);
        return <CategoryForm tree={tree} defaultValues={emptyCategoryForm(parent?.id ?? null)} />;
      }}
    </CategoryFormScreen>
  );
}
