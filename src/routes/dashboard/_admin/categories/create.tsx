import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { ZIdParamSchema } from '../../../../../contract/ids';
import { CategoryCreatePage } from '../../../../features/dashboard-categories/components/category-create-page';

/** `?parent_id=` preselects the parent ("Add child" on a node); a malformed one is dropped, never an error. */
const ZCategoryCreateSearchSchema = z.object({
  parent_id: z.catch(z.optional(ZIdParamSchema), undefined),
});

export const Route = createFileRoute('/dashboard/_admin/categories/create')({
  staticData: { dashboard: true },
  validateSearch: ZCategoryCreateSearchSchema,
  loader: async ({ context: { queryClient } }) => {
    const { adminCategoryTreeQueryOptions } = await import('../../../../features/dashboard-categories/api/admin-categories.queries');
    await queryClient.prefetchQuery(adminCategoryTreeQueryOptions());
  },
  component: CategoryCreatePage,
});
