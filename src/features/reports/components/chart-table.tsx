import { Box, chakra } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';

/*
 * The numbers behind a chart, as a table under a "Show as table" disclosure: what a screen reader or a
 * reader who wants exact figures uses. A native <details>, so it opens by keyboard with no script.
 */

type ChartTableProps = {
  /** Names the table. */
  caption: ReactNode;
  /** The header row's cells (ChartHeaderCell). */
  head: ReactNode;
  /** The rows (ChartRow). */
  children: ReactNode;
  /** A totals row. */
  foot?: ReactNode;
};

export function ChartTable({ caption, head, children, foot }: ChartTableProps) {
  return (
    <chakra.details fontSize="sm">
      <chakra.summary cursor="pointer" color="brand.fg" fontWeight="medium" w="fit-content" rounded="sm" focusRingColor="brand.solid">
        <Trans>Show as table</Trans>
      </chakra.summary>
      {/* Focusable so a keyboard can scroll it when it overflows (axe "scrollable-region-focusable"). */}
      <Box
        mt="3"
        overflowX="auto"
        maxH="96"
        overflowY="auto"
        tabIndex={0}
        rounded="lg"
        borderWidth="1px"
        borderColor="border.muted"
        focusRingColor="brand.solid"
      >
        <chakra.table w="full" borderCollapse="collapse">
          <chakra.caption srOnly>{caption}</chakra.caption>
          <chakra.thead position="sticky" top="0">
            <chakra.tr>{head}</chakra.tr>
          </chakra.thead>
          <chakra.tbody>{children}</chakra.tbody>
          {foot ? (
            <chakra.tfoot fontWeight="semibold">
              <chakra.tr borderTopWidth="2px" borderColor="border.muted">
                {foot}
              </chakra.tr>
            </chakra.tfoot>
          ) : null}
        </chakra.table>
      </Box>
    </chakra.details>
  );
}

type CellProps = {
  /** Numbers line up on their digits, at the end of the cell in the reading direction. */
  numeric?: boolean;
  children?: ReactNode;
};

export function ChartHeaderCell({ numeric = false, children }: CellProps) {
  return (
    <chakra.th
      scope="col"
      textAlign={numeric ? 'end' : 'start'}
      px="3"
      py="2"
      bg="bg.subtle"
      color="fg.muted"
      fontSize="xs"
      fontWeight="semibold"
      whiteSpace="nowrap"
    >
      {children}
    </chakra.th>
  );
}

/** The first cell of a row names it: a day stays on one line, an event name wraps. */
export function ChartRowHeader({ nowrap = false, children }: { nowrap?: boolean; children: ReactNode }) {
  return (
    <chakra.th scope="row" textAlign="start" fontWeight="normal" px="3" py="2" whiteSpace={nowrap ? 'nowrap' : undefined}>
      {children}
    </chakra.th>
  );
}

export function ChartCell({ numeric = false, children }: CellProps) {
  return (
    <chakra.td textAlign={numeric ? 'end' : 'start'} px="3" py="2" whiteSpace="nowrap" fontVariantNumeric={numeric ? 'tabular-nums' : undefined}>
      {children}
    </chakra.td>
  );
}

export function ChartRow({ children }: { children: ReactNode }) {
  return (
    <chakra.tr borderTopWidth="1px" borderColor="border.muted">
      {children}
    </chakra.tr>
  );
}
