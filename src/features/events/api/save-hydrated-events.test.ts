import { QueryClient, hashKey } from '@tanstack/react-query';
import { beforeEach, describe, expect, it } from 'vitest';
import { demoEvent } from '../../../offline/demo-event.test-helper';
import { clearEventsStore, loadEvent, loadEventListPage } from '../../../offline/events-store';
import { eventKeys, saveHydratedEvents } from './events.queries';

const pagination = { current_page: 1, per_page: 2, total: 4, last_page: 2 };

/** docs/architecture.md §6 and §8: a server-rendered page's events are kept for offline, one save at a time. */
describe('saving a server-rendered page’s events for offline', () => {
  beforeEach(async () => {
    await clearEventsStore();
  });

  it('saves every hydrated list page and event page, pausing before each save so none runs with another', async () => {
    const queryClient = new QueryClient();
    const listKey = eventKeys.list({ sort: 'date' } as never);
    queryClient.setQueryData(listKey, {
      pages: [
        { events: [demoEvent(1), demoEvent(2)], pagination, savedOfflineAt: null },
        { events: [demoEvent(3), demoEvent(4)], pagination: { ...pagination, current_page: 2 }, savedOfflineAt: null },
      ],
      pageParams: [1, 2],
    });
    queryClient.setQueryData(eventKeys.detail(9), { event: demoEvent(9), vatRate: 5 });
    // What the store holds at each pause: the saves before it, all finished, and none after it.
    const seen: string[] = [];
    const pause = async () => {
      const lists = await Promise.all([1, 2].map((page) => loadEventListPage(hashKey(listKey), page)));
      seen.push(`${lists.filter(Boolean).length} lists, event 9 ${(await loadEvent(9)) ? 'saved' : 'not yet'}`);
    };
    await saveHydratedEvents(queryClient, pause);
    expect(seen).toEqual(['0 lists, event 9 not yet', '1 lists, event 9 not yet', '2 lists, event 9 not yet']);
    expect((await loadEventListPage(hashKey(listKey), 2))?.data.events.map((event) => event.id)).toEqual([3, 4]);
    expect((await loadEvent(9))?.data.vatRate).toBe(5);
    expect((await loadEvent(1))?.data.vatRate).toBeNull();
  });
});
