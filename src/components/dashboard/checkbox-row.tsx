import { chakra, HStack } from '@chakra-ui/react';
import type { ReactNode } from 'react';

type CheckboxRowProps = {
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
  /** Indentation steps (a subcategory under its parent). */
  depth?: number;
  children: ReactNode;
};

/**
 * A native checkbox with its label. Chakra's checkbox recipe is not in the trimmed system
 * (src/theme/system.ts); the native control is accessible as it is and takes the brand colour.
 */
export function CheckboxRow({ checked, onChange, disabled = false, depth = 0, children }: CheckboxRowProps) {
  return (
    <HStack asChild gap="2.5" ps={depth * 6} py="1.5" cursor={disabled ? 'not-allowed' : 'pointer'} opacity={disabled ? 0.6 : 1}>
      <chakra.label>
        <chakra.input
          type="checkbox"
          checked={checked}
          disabled={disabled}
          onChange={(event) => onChange(event.target.checked)}
          boxSize="4"
          flexShrink="0"
          css={{ accentColor: 'var(--chakra-colors-brand-700)' }}
        />
        {children}
      </chakra.label>
    </HStack>
  );
}

/** The ids with `id` added or removed, in the order they were ticked. */
export function toggleId(ids: readonly number[], id: number, on: boolean): number[] {
  if (on) return ids.includes(id) ? [...ids] : [...ids, id];
  return ids.filter((current) => current !== id);
}
