import { describe, expect, it } from 'vitest';
import { ADMIN_EVENT_STATUSES } from '../../../contract/admin-catalogue';
import { EVENT_STATUS_FILTERS, dashboardEventsSearchSchema } from './dashboard-events-search';

describe('the events list search params', () => {
  it('offers exactly the statuses of the contract', () => {
    expect([...EVENT_STATUS_FILTERS]).toEqual([...ADMIN_EVENT_STATUSES]);
  });

  it('keeps valid values and drops bad ones instead of failing the route', () => {
    expect(dashboardEventsSearchSchema.parse({ search: ' oud ', status: 'running', page: '3' })).toEqual({ search: 'oud', status: 'running', page: 3 });
    expect(dashboardEventsSearchSchema.parse({ status: 'archived', page: '0' })).toEqual({ search: undefined, status: undefined, page: undefined });
  });
});
