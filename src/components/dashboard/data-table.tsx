import { Box, chakra, type BoxProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/*
 * A plain table in the dashboard's card style. Chakra's table recipe is not in the trimmed system
 * (src/theme/system.ts keeps the first load small), so the cells carry their own styles.
 */

type DataTableProps = {
  /** Names the scrollable region and the table for screen readers. */
  label: string;
  /** Below this width the table scrolls sideways inside its card instead of squeezing its columns. */
  minW: BoxProps['minW'];
  /** The header row's cells. */
  head: ReactNode;
  /** The body's rows. */
  children: ReactNode;
};

export function DataTable({ label, minW, head, children }: DataTableProps) {
  return (
    // Focusable so a keyboard can scroll it when it overflows (axe "scrollable-region-focusable").
    <Box
      role="region"
      aria-label={label}
      tabIndex={0}
      overflowX="auto"
      bg="white"
      rounded="xl"
      borderWidth="1px"
      borderColor="border.muted"
      focusRingColor="brand.solid"
    >
      <chakra.table w="full" minW={minW} fontSize="sm" borderCollapse="collapse">
        <chakra.thead>
          <chakra.tr>{head}</chakra.tr>
        </chakra.thead>
        <chakra.tbody>{children}</chakra.tbody>
      </chakra.table>
    </Box>
  );
}

type CellProps = {
  /** Counts line up on their digits: at the end of the cell, in the reading direction. */
  numeric?: boolean;
  children?: ReactNode;
};

export function HeaderCell({ numeric = false, children }: CellProps) {
  return (
    <chakra.th
      scope="col"
      textAlign={numeric ? 'end' : 'start'}
      px={{ base: '3', md: '4' }}
      py="2.5"
      bg="bg.subtle"
      color="fg.muted"
      fontSize="xs"
      fontWeight="semibold"
      whiteSpace="nowrap"
      borderBottomWidth="1px"
      borderColor="border.muted"
    >
      {children}
    </chakra.th>
  );
}

export function Cell({ numeric = false, children }: CellProps) {
  return (
    <chakra.td
      textAlign={numeric ? 'end' : 'start'}
      px={{ base: '3', md: '4' }}
      py="3"
      verticalAlign="top"
      fontVariantNumeric={numeric ? 'tabular-nums' : undefined}
    >
      {children}
    </chakra.td>
  );
}

export function Row({ children }: { children: ReactNode }) {
  return (
    <chakra.tr borderTopWidth="1px" borderColor="border.muted" _first={{ borderTopWidth: '0' }}>
      {children}
    </chakra.tr>
  );
}
