import { Button, Flex, Input, SimpleGrid, Textarea } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { TAdminCategory } from '../../../../contract/admin-catalogue';
import { FormField } from '../../../components/form-field';
import { FormStack } from '../../../components/form-stack';
import { ApiError } from '../../../lib/api-client';
import { errorMessage, errorMessageOr } from '../../../lib/screen-error-messages';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { toastSuccess } from '../../../lib/toaster';
import { useCreateCategoryMutation, useUpdateCategoryMutation } from '../api/admin-categories.mutations';
import {
  CATEGORY_DESCRIPTION_MAX,
  CATEGORY_FORM_FIELDS,
  CATEGORY_NAME_MAX,
  categoryFieldMessage,
  toCategoryBody,
  ZCategoryFormSchema,
  type TCategoryFormInput,
  type TCategoryFormOutput,
} from '../category-form';
import { ParentSelect } from './parent-select';

type CategoryFormProps = {
  /** The whole tree, for the parent picker. */
  tree: readonly TAdminCategory[];
  /** The category being edited; a new one without it. */
  category?: TAdminCategory;
  defaultValues: TCategoryFormInput;
};

/**
 * The category form of `/dashboard/categories/create` and `/{id}/edit`: English and Arabic side by side
 * (the Arabic right to left), and the parent. docs/product.md §5: name required.
 */
export function CategoryForm({ tree, category, defaultValues }: CategoryFormProps) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const create = useCreateCategoryMutation();
  const update = useUpdateCategoryMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, formState, setError } = useForm<TCategoryFormInput, unknown, TCategoryFormOutput>({
    resolver: zodResolver(ZCategoryFormSchema),
    defaultValues,
  });
  const errors = formState.errors;

  async function onValid(values: TCategoryFormOutput) {
    setFailure(null);
    const body = toCategoryBody(values);
    try {
      if (category) {
        await update.mutateAsync({ id: category.id, body });
        toastSuccess(t`Category updated successfully`);
      } else {
        await create.mutateAsync(body);
        toastSuccess(t`Category created successfully`);
      }
      await navigate({ to: '/dashboard/categories' });
    } catch (error) {
      if (error instanceof ApiError && error.code === 'categories.parent_invalid') {
        setError('parent_id', { type: 'server', message: errorMessage(error) }, { shouldFocus: true });
      } else if (!applyServerFieldErrors(error, setError, CATEGORY_FORM_FIELDS)) {
        setFailure(errorMessageOr(error, msg`The category could not be saved. Please try again.`));
      }
    }
  }

  return (
    <FormStack onSubmit={handleSubmit(onValid)} failure={failure}>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
        <FormField label={<Trans>Name (English)</Trans>} error={categoryFieldMessage(errors.name?.message)}>
          <Input {...register('name')} lang="en" dir="ltr" maxLength={CATEGORY_NAME_MAX} autoComplete="off" />
        </FormField>
        <FormField
          label={<Trans>Name (Arabic)</Trans>}
          error={categoryFieldMessage(errors.name_ar?.message)}
          helper={<Trans>Optional. Readers of Arabic see the English name until it is written.</Trans>}
        >
          <Input {...register('name_ar')} lang="ar" dir="rtl" maxLength={CATEGORY_NAME_MAX} autoComplete="off" />
        </FormField>
        <FormField label={<Trans>Description (English)</Trans>} error={categoryFieldMessage(errors.description?.message)}>
          <Textarea {...register('description')} lang="en" dir="ltr" rows={4} maxLength={CATEGORY_DESCRIPTION_MAX} />
        </FormField>
        <FormField label={<Trans>Description (Arabic)</Trans>} error={categoryFieldMessage(errors.description_ar?.message)}>
          <Textarea {...register('description_ar')} lang="ar" dir="rtl" rows={4} maxLength={CATEGORY_DESCRIPTION_MAX} />
        </FormField>
      </SimpleGrid>
      <FormField
        label={<Trans>Parent category</Trans>}
        error={categoryFieldMessage(errors.parent_id?.message)}
        helper={category ? <Trans>A category cannot move under itself or one of its subcategories.</Trans> : undefined}
      >
        <ParentSelect tree={tree} editingId={category?.id} registration={register('parent_id')} />
      </FormField>
      <Flex gap="3" direction={{ base: 'column-reverse', sm: 'row' }} justify="flex-end">
        <Button asChild variant="outline">
          <Link to="/dashboard/categories">
            <Trans>Cancel</Trans>
          </Link>
        </Button>
        <Button type="submit" loading={formState.isSubmitting}>
          {category ? <Trans>Save changes</Trans> : <Trans>Create category</Trans>}
        </Button>
      </Flex>
    </FormStack>
  );
}
