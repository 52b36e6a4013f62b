import { beforeEach, describe, expect, it } from 'vitest';
import { demoEvent } from './demo-event.test-helper';
import { clearEventsStore, loadEvent, loadEventListPage, MAX_LIST_PAGES, saveEvent, saveEventListPage } from './events-store';

const pagination = { current_page: 1, per_page: 8, total: 2, last_page: 1 };

describe('offline events store', () => {
  beforeEach(async () => {
    await clearEventsStore();
  });

  it('gives back a saved list page by its filters and page number', async () => {
    await saveEventListPage('filters-a', 1, { events: [demoEvent(1), demoEvent(2)], pagination });
    const saved = await loadEventListPage('filters-a', 1);
    expect(saved?.data.events.map((event) => event.id)).toEqual([1, 2]);
    expect(saved?.savedAt).toBeGreaterThan(0);
    expect(await loadEventListPage('filters-a', 2)).toBeNull();
    expect(await loadEventListPage('filters-b', 1)).toBeNull();
  });

  it('keeps every event of a saved list available for its own page', async () => {
    await saveEventListPage('filters-a', 1, { events: [demoEvent(7)], pagination });
    const saved = await loadEvent(7);
    expect(saved?.data.event.name).toBe('Event 7');
    // A list does not carry the VAT rate: the booking panel falls back to the default for this copy.
    expect(saved?.data.vatRate).toBeNull();
  });

  it('saves and loads a single event', async () => {
    await saveEvent(demoEvent(42), 15);
    const saved = await loadEvent(42);
    expect(saved?.data.event.location).toBe('Nizwa Fort');
    expect(saved?.data.vatRate).toBe(15);
    expect(await loadEvent(43)).toBeNull();
  });

  it('keeps the VAT rate of an event page when a list refreshes the same event', async () => {
    await saveEvent(demoEvent(9), 5);
    await saveEventListPage('filters-a', 1, { events: [{ ...demoEvent(9), name: 'Renamed' }], pagination });
    const saved = await loadEvent(9);
    expect(saved?.data.event.name).toBe('Renamed');
    expect(saved?.data.vatRate).toBe(5);
  });

  it('keeps only the most recent list pages', async () => {
    for (let page = 1; page <= MAX_LIST_PAGES + 3; page++) {
      await saveEventListPage('many', page, { events: [], pagination });
    }
    expect(await loadEventListPage('many', MAX_LIST_PAGES + 3)).not.toBeNull();
    expect(await loadEventListPage('many', 1)).toBeNull();
  });
});
