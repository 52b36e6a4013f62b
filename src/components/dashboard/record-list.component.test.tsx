import { screen, within } from '@testing-library/react';
import type { Window as HappyWindow } from 'happy-dom';
import { afterEach, describe, expect, it } from 'vitest';
import type { TLocale } from '../../../contract/common';
import type { TRedemption } from '../../../contract/rewards';
import { renderRoutedIn } from '../../test/render';
import { RecordList, type RecordColumn } from './record-list';
import { redemptionColumns } from './records/redemption-columns';

/*
 * The dashboard's one list (docs/ui.md): a table on a wide screen and a card a record on a phone, from one set of
 * columns, in English and Arabic. Both views are in the page and the width decides, by CSS, which one shows.
 */

const REDEMPTION: TRedemption = {
  id: 5,
  code: 'RW-7KQ2M9XD4P',
  reward: { id: 3, title: 'Free coffee' },
  cost: '20.00',
  status: 'pending',
  redeemed_at: '2026-03-05T19:30:00+04:00',
};

const c = redemptionColumns();
const COLUMNS: RecordColumn<TRedemption>[] = [c.reward, c.code, c.cost, c.status, c.date];

const COPY = {
  en: { list: 'Redemptions', headers: ['Reward', 'Code', 'Cost', 'Status', 'Date'], status: 'Pending', cost: '20.00 coins' },
  ar: { list: 'عمليات الاستبدال', headers: ['مكافأة', 'الرمز', 'التكلفة', 'الحالة', 'التاريخ'], status: 'قيد الانتظار', cost: '٢٠٫٠٠ عملة' },
} satisfies Record<TLocale, unknown>;

function setWidth(width: number) {
  // The components project runs in happy-dom (vitest.config.ts), whose window can change its viewport; the DOM's type cannot.
  const happyWindow = window as unknown as HappyWindow;
  happyWindow.happyDOM.setViewport({ width, height: 800 });
}

function shown(element: HTMLElement): boolean {
  return window.getComputedStyle(element).display !== 'none';
}

async function renderRedemptions(locale: TLocale) {
  await renderRoutedIn(locale, <RecordList label={COPY[locale].list} rows={[REDEMPTION]} columns={COLUMNS} minW="2xl" cardsBelow="md" />);
  const table = await screen.findByRole('table', { hidden: true });
  // The table's wrapper and the list of cards are the two views the width chooses between. A hidden element has no
  // accessible name for Testing Library: the list is found by its label.
  const tableView = table.closest('[role="region"]')?.parentElement;
  const cardView = document.querySelector(`ul[aria-label="${COPY[locale].list}"]`);
  if (!(tableView instanceof HTMLElement) || !(cardView instanceof HTMLElement)) throw new Error('a view is missing');
  return { table, tableView, cardView };
}

afterEach(() => {
  setWidth(1024);
});

describe.each(['en', 'ar'] as const)('a record list in %s', (locale) => {
  const copy = COPY[locale];

  it('is a table with one header a column on a wide screen', async () => {
    setWidth(1280);
    const { table, tableView, cardView } = await renderRedemptions(locale);
    expect(shown(tableView)).toBe(true);
    expect(shown(cardView)).toBe(false);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(copy.headers);
    const [row] = within(table).getAllByRole('row').slice(1);
    if (!row) throw new Error('no body row');
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(expect.arrayContaining(['Free coffee', 'RW-7KQ2M9XD4P', copy.cost, copy.status]));
    expect(document.documentElement.dir).toBe(locale === 'ar' ? 'rtl' : 'ltr');
  });

  it('is a card a record on a phone, its facts labelled by the same headers', async () => {
    setWidth(390);
    const { tableView, cardView } = await renderRedemptions(locale);
    expect(shown(tableView)).toBe(false);
    expect(shown(cardView)).toBe(true);
    const [card] = within(cardView).getAllByRole('article');
    if (!card) throw new Error('no card');
    // The title and the badge head the card; the other columns are label and value pairs.
    expect(within(card).getByRole('link', { name: 'Free coffee' }).getAttribute('href')).toBe('/dashboard/rewards/3/edit?tab=redemptions');
    expect(within(card).getByText(copy.status)).toBeTruthy();
    expect(Array.from(card.querySelectorAll('dt'), (term) => term.textContent)).toEqual([copy.headers[1], copy.headers[2], copy.headers[4]]);
    expect(within(card).getByText(copy.cost)).toBeTruthy();
  });
});
