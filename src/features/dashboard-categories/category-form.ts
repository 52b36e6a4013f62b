import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { z } from 'zod';
import { ZAdminCategoryBodySchema, type TAdminCategory, type TAdminCategoryBody } from '../../../contract/admin-catalogue';
import { fieldMessage } from '../../lib/form-errors';

/** docs/product.md §5: the one message the category form's own checks give. */
export const CATEGORY_NAME_REQUIRED = 'Name is required';

export const CATEGORY_NAME_MAX = 120;
export const CATEGORY_DESCRIPTION_MAX = 2000;

/**
 * The form's fields are the body's (contract/admin-catalogue.ts), as the inputs hold them: the parent as the
 * select's string ('' = top level) and an empty description as ''.
 */
export const ZCategoryFormSchema = ZAdminCategoryBodySchema.omit({ description: true, parent_id: true }).extend({
  name: z.string().trim().min(1, CATEGORY_NAME_REQUIRED).max(CATEGORY_NAME_MAX),
  description: z.string().trim().max(CATEGORY_DESCRIPTION_MAX),
  parent_id: z.string(),
});
export type TCategoryFormInput = z.input<typeof ZCategoryFormSchema>;
export type TCategoryFormOutput = z.output<typeof ZCategoryFormSchema>;

/** The form's fields; server field errors land on the field of the same name. */
export const CATEGORY_FORM_FIELDS = ['name', 'name_ar', 'description', 'description_ar', 'parent_id'] as const;

/** The form as `POST admin/categories` / `PUT admin/categories/{id}` take it. */
export function toCategoryBody(values: TCategoryFormOutput): TAdminCategoryBody {
  return {
    name: values.name,
    name_ar: values.name_ar,
    description: values.description === '' ? null : values.description,
    description_ar: values.description_ar,
    parent_id: values.parent_id === '' ? null : Number(values.parent_id),
  };
}

/** A new category's empty form, under `parentId` when the tree offers it. */
export function emptyCategoryForm(parentId: number | null): TCategoryFormInput {
  return { name: '', name_ar: '', description: '', description_ar: '', parent_id: parentId === null ? '' : String(parentId) };
}

/** An existing category as the edit form starts. */
export function categoryToForm(category: TAdminCategory): TCategoryFormInput {
  return {
    name: category.name,
    name_ar: category.name_ar,
    description: category.description ?? '',
    description_ar: category.description_ar,
    parent_id: category.parent_id === null ? '' : String(category.parent_id),
  };
}

const CATEGORY_FIELD_MESSAGES: Record<string, MessageDescriptor> = {
  [CATEGORY_NAME_REQUIRED]: msg`Name is required`,
};

/** A field message of the category form (its own, or the shared ones of lib/form-errors), translated. */
export function categoryFieldMessage(message: string | undefined): string | undefined {
  const own = message === undefined ? undefined : CATEGORY_FIELD_MESSAGES[message];
  return own ? i18n._(own) : fieldMessage(message);
}
