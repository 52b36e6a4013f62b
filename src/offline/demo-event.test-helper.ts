import type { TEvent } from '../../contract/events';

/** An event as the public API sends it, for the offline store's tests. */
export function demoEvent(id: number): TEvent {
  return {
    id,
    name: `Event ${id}`,
    description: 'A night of oud in Nizwa.',
    start_date: '2026-03-05T15:30:00.000Z',
    finish_date: '2026-03-05T18:30:00.000Z',
    location: 'Nizwa Fort',
    poster_image_url: null,
    min_price: '5.000',
    tickets: [],
    categories: [{ id: 1, name: 'Music', parent_id: null }],
    badges: [],
    created_at: '2026-01-01T00:00:00.000Z',
  };
}
