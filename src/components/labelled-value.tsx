import { Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { PAGE_ALIGNED_TEXT } from './page-aligned-text';

type LabelledValueProps = {
  /** A small uppercase caption above the value. */
  label: ReactNode;
  /** Often text people typed (ticket and holder names): it takes its own direction. */
  children: ReactNode;
  /** Semibold, for the pass read at arm's length at the gate; medium otherwise. */
  strong?: boolean;
  lineClamp?: number;
};

/** One fact of a ticket (holder, ticket type, validity): caption, then value. */
export function LabelledValue({ label, children, strong = false, lineClamp }: LabelledValueProps) {
  return (
    <Stack gap="0" minW="0">
      <Text fontSize="xs" color="fg.muted" fontWeight="semibold" textTransform="uppercase" letterSpacing="wide">
        {label}
      </Text>
      <Text fontWeight={strong ? 'semibold' : 'medium'} {...PAGE_ALIGNED_TEXT} lineClamp={lineClamp}>
        {children}
      </Text>
    </Stack>
  );
}
