import { describe, expect, it } from 'vitest';
import { AUDIT_ENTITIES } from '../../../contract/audit';
import { AUDIT_ENTITY_FILTERS, auditListFilters, auditSearchSchema, cleanAuditSearch, isAuditFiltered, type TAuditSearch } from './audit-search';
import { parseIdFilter } from './id-filter';

describe('the audit log search params', () => {
  it('offers exactly the records of the contract', () => {
    expect([...AUDIT_ENTITY_FILTERS]).toEqual([...AUDIT_ENTITIES]);
  });

  it('keeps valid filters and page, as text from a link or as the numbers the router parsed', () => {
    expect(auditSearchSchema.parse({ actor_id: '7', entity: 'booking', entity_id: 42, page: '3' })).toEqual({
      actor_id: 7,
      entity: 'booking',
      entity_id: 42,
      page: 3,
    });
    expect(auditSearchSchema.parse({ entity: 'scan_conflict' })).toEqual({ entity: 'scan_conflict' });
    expect(auditSearchSchema.parse({ entity_id: 2_147_483_647 })).toEqual({ entity_id: 2_147_483_647 });
  });

  it('drops each bad value on its own instead of failing the route', () => {
    expect(auditSearchSchema.parse({ actor_id: 'me', entity: 'order', entity_id: '1.5', page: '0' })).toEqual({});
    expect(auditSearchSchema.parse({ actor_id: -3, entity: 'Booking', entity_id: 2_147_483_648, page: 100_001 })).toEqual({});
    // What the router's JSON reading can make of a hand-written link: booleans, arrays, objects, null.
    expect(auditSearchSchema.parse({ actor_id: true, entity: ['user'], entity_id: [5], page: { n: 1 } })).toEqual({});
    expect(auditSearchSchema.parse({ actor_id: null, entity: null, entity_id: '', page: '' })).toEqual({});
    // A bad field does not take the good ones with it.
    expect(auditSearchSchema.parse({ actor_id: 'x', entity: 'invoice', entity_id: '9' })).toEqual({ entity: 'invoice', entity_id: 9 });
  });

  it('reads the search again for the API: the router keeps the raw value of a field the schema dropped', () => {
    // What useSearch() and loaderDeps hold for ?entity=spaceship&entity_id=abc&actor_id=3&page=-1.
    const merged = { entity: 'spaceship', entity_id: 'abc', actor_id: 3, page: -1 } as unknown as TAuditSearch;
    expect(cleanAuditSearch(merged)).toEqual({ actor_id: 3 });
    expect(auditListFilters(merged)).toEqual({ page: 1, actor_id: 3, entity: undefined, entity_id: undefined });
  });

  it('asks the API for page 1 by default, with only the filters set', () => {
    expect(auditListFilters({})).toEqual({ page: 1, actor_id: undefined, entity: undefined, entity_id: undefined });
    expect(auditListFilters({ entity: 'user', entity_id: 4, page: 2 })).toEqual({ page: 2, actor_id: undefined, entity: 'user', entity_id: 4 });
  });

  it('counts any of the three filters, not the page, as filtered', () => {
    expect(isAuditFiltered({})).toBe(false);
    expect(isAuditFiltered({ page: 4 })).toBe(false);
    expect(isAuditFiltered({ actor_id: 1 })).toBe(true);
    expect(isAuditFiltered({ entity: 'event' })).toBe(true);
    expect(isAuditFiltered({ entity_id: 3 })).toBe(true);
  });
});

describe('an id typed in a filter box', () => {
  it('is no filter when empty, the id when it is one, and undefined otherwise', () => {
    expect(parseIdFilter('')).toBeNull();
    expect(parseIdFilter('  ')).toBeNull();
    expect(parseIdFilter(' 42 ')).toBe(42);
    expect(parseIdFilter('٤٢')).toBe(42);
    for (const text of ['0', '-1', '1.5', '1e3', '12x', '2147483648', '+4']) expect(parseIdFilter(text), text).toBeUndefined();
  });
});
