import { NativeSelect } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { UseFormRegisterReturn } from 'react-hook-form';
import type { TAdminCategory } from '../../../../contract/admin-catalogue';
import { useAppLocale } from '../../../lib/store';
import { categoryName, parentChoices } from '../category-tree';

/**
 * Options cannot be styled with padding, so depth is drawn with no-break spaces, which browsers keep
 * in an option's label (they strip only ASCII spaces), at the start in either direction.
 */
const INDENT = String.fromCharCode(0xa0).repeat(4);

type ParentSelectProps = {
  tree: readonly TAdminCategory[];
  /** The category being edited: it and its subtree are not offered. */
  editingId?: number | undefined;
  registration: UseFormRegisterReturn;
};

/** The parent picker: "top level", then the tree in reading order, indented by depth. */
export function ParentSelect({ tree, editingId, registration }: ParentSelectProps) {
  const { t } = useLingui();
  const locale = useAppLocale();
  return (
    <NativeSelect.Root>
      <NativeSelect.Field {...registration}>
        <option value="">{t`None (top-level category)`}</option>
        {parentChoices(tree, editingId).map(({ category, depth }) => (
          <option key={category.id} value={String(category.id)}>
            {`${INDENT.repeat(depth + 1)}${categoryName(category, locale)}`}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
