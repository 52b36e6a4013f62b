import { Box, HStack, Stack, type BoxProps } from '@chakra-ui/react';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { CardField, CardFields } from './card-fields';
import { Cell, DataTable, HeaderCell, Row } from './data-table';

/*
 * One list of records drawn twice from one set of columns (docs/ui.md, Adding a dashboard screen): a table on a
 * wide screen and a card per record on a phone, where the table's columns would not fit. Both are in the page and
 * CSS shows one, so nothing moves when a phone turns; Playwright picks the visible one (`tr, li`).
 */

/**
 * Where a column's cell sits on a phone card: `title` lines stack at the top with the `badge`s beside them, a
 * `line` is a sentence under them, a `field` a label beside its value, `actions` close the card, `none` leaves it
 * out (a fact the title already says).
 */
export type TCardPlace = 'title' | 'badge' | 'line' | 'field' | 'actions' | 'none';

export type RecordColumn<TRow> = {
  id: string;
  /** The table's header and the card field's label. */
  header: MessageDescriptor;
  cell: (row: TRow) => ReactNode;
  /** A count or an amount: the table lines them up at the end of the cell, on their digits. */
  numeric?: boolean;
  /** `field` when left out. */
  card?: TCardPlace;
  /** The cell as the card shows it, when it differs from the table's (a title line in a larger type). */
  cardCell?: (row: TRow) => ReactNode;
  /** The card's fields follow the columns' order unless one says where it goes (lower first). */
  cardOrder?: number;
};

type RecordListProps<TRow extends { id: number }> = {
  /** Names the table's scrollable region and the list of cards for screen readers. */
  label: string;
  rows: TRow[];
  columns: RecordColumn<TRow>[];
  /** Below this width the table scrolls sideways inside its card instead of squeezing its columns. */
  minW: BoxProps['minW'];
  /** The width under which cards replace the table. */
  cardsBelow?: 'md' | 'lg';
};

export function RecordList<TRow extends { id: number }>({ label, rows, columns, minW, cardsBelow = 'lg' }: RecordListProps<TRow>) {
  const { i18n } = useLingui();
  return (
    <>
      <Box hideBelow={cardsBelow}>
        <DataTable
          label={label}
          minW={minW}
          head={columns.map((column) => (
            <HeaderCell key={column.id} numeric={column.numeric}>
              {i18n._(column.header)}
            </HeaderCell>
          ))}
        >
          {rows.map((row) => (
            <Row key={row.id}>
              {columns.map((column) => (
                <Cell key={column.id} numeric={column.numeric}>
                  {column.cell(row)}
                </Cell>
              ))}
            </Row>
          ))}
        </DataTable>
      </Box>
      <Stack as="ul" gap="3" listStyleType="none" hideFrom={cardsBelow} aria-label={label}>
        {rows.map((row) => (
          <li key={row.id}>
            <RecordCard row={row} columns={columns} />
          </li>
        ))}
      </Stack>
    </>
  );
}

function placed<TRow>(columns: RecordColumn<TRow>[], place: TCardPlace): RecordColumn<TRow>[] {
  return columns.filter((column) => (column.card ?? 'field') === place);
}

function cardCell<TRow>(column: RecordColumn<TRow>, row: TRow): ReactNode {
  return (column.cardCell ?? column.cell)(row);
}

function RecordCard<TRow>({ row, columns }: { row: TRow; columns: RecordColumn<TRow>[] }) {
  const { i18n } = useLingui();
  const fields = placed(columns, 'field').sort((a, b) => (a.cardOrder ?? 0) - (b.cardOrder ?? 0));
  return (
    <Stack as="article" gap="3" bg="white" rounded="xl" borderWidth="1px" borderColor="border.muted" p="4">
      <HStack justify="space-between" align="flex-start" gap="3">
        <Stack gap="0.5" minW="0">
          {placed(columns, 'title').map((column) => (
            <Box key={column.id}>{cardCell(column, row)}</Box>
          ))}
        </Stack>
        {placed(columns, 'badge').map((column) => (
          <Box key={column.id} flexShrink="0">
            {cardCell(column, row)}
          </Box>
        ))}
      </HStack>
      {placed(columns, 'line').map((column) => (
        <Box key={column.id} fontSize="sm">
          {cardCell(column, row)}
        </Box>
      ))}
      {fields.length > 0 ? (
        <CardFields>
          {fields.map((column) => (
            <CardField key={column.id} label={i18n._(column.header)}>
              {cardCell(column, row)}
            </CardField>
          ))}
        </CardFields>
      ) : null}
      {placed(columns, 'actions').map((column) => (
        <Box key={column.id}>{cardCell(column, row)}</Box>
      ))}
    </Stack>
  );
}
