import type { TAdminCategory } from '../../../contract/admin-catalogue';

export type TCategoryOption = {
  id: number;
  name: string;
  name_ar: string;
  /** 0 for a top-level category, 1 for its children, and so on: the picker indents by it. */
  depth: number;
};

/** The category tree in reading order (each parent before its children), each entry with its depth. */
export function flattenCategoryTree(tree: readonly TAdminCategory[], depth = 0): TCategoryOption[] {
  return tree.flatMap((category) => [
    { id: category.id, name: category.name, name_ar: category.name_ar, depth },
    ...flattenCategoryTree(category.children, depth + 1),
  ]);
}
