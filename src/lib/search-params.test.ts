import { createMemoryHistory, createRootRoute, createRoute, createRouter } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { isLocale, parseIdParam } from '../../contract/constants';
import { ZLocaleSchema } from '../../contract/common';
import { ZIdParamSchema } from '../../contract/ids';
import { idListParam, isIsoDate, isoDateParam, numberBetween, oneOf, pageParam, pickSearch, searchSchema, textParam } from './search-params';

describe('search params without zod', () => {
  it("reads a calendar day exactly as zod's iso.date does, leap years and year 0 included", () => {
    const zodDate = z.iso.date();
    const candidates: string[] = [];
    for (const year of ['0000', '0004', '1900', '1999', '2000', '2024', '2026', '2100', '9999']) {
      for (let month = 0; month <= 13; month++) {
        for (const day of [0, 1, 28, 29, 30, 31, 32]) {
          candidates.push(`${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`);
        }
      }
    }
    candidates.push('2026-1-05', '2026-01-5', ' 2026-01-05', '2026-01-05T00:00', '20260105', '');
    const mismatches = candidates.filter((value) => isIsoDate(value) !== zodDate.safeParse(value).success);
    expect(mismatches).toEqual([]);
    expect(candidates.filter(isIsoDate).length).toBeGreaterThan(100);
    expect(isoDateParam(20260105)).toBeUndefined();
  });

  it('reads a page number as the dashboard lists take it: a whole number from 1 to 100000', () => {
    expect([3, '3', ' 7 ', 100_000].map(pageParam)).toEqual([3, 3, 7, 100_000]);
    expect([0, '0', -1, 1.5, '1.5', 100_001, '', 'x', null, true, Infinity, '1e400', [2]].map(pageParam)).toEqual(Array(13).fill(undefined));
  });

  it('keeps prices within bounds, fractions included', () => {
    const price = numberBetween(0, 1_000_000);
    expect([0, '2.5', 1_000_000].map(price)).toEqual([0, 2.5, 1_000_000]);
    expect([-0.001, 1_000_000.5, 'NaN', '', false].map(price)).toEqual(Array(5).fill(undefined));
  });

  it('takes only the listed words, text up to its length, and lists of valid ids', () => {
    const tab = oneOf(['ready', 'used'] as const);
    expect([tab('used'), tab('USED'), tab(1), tab(undefined)]).toEqual(['used', undefined, undefined, undefined]);
    expect(textParam(5)('12345')).toBe('12345');
    expect(textParam(5)('123456')).toBeUndefined();
    expect(textParam(5, { trim: true })('  abc  ')).toBe('abc');
    expect(textParam(5)(2026)).toBeUndefined();
    expect(textParam(5, { keepPrimitives: true })(2026)).toBe('2026');
    const ids = idListParam(3);
    expect([ids([1, '2']), ids(4), ids('5,6,'), ids([1, 0]), ids([1, 2, 3, 4]), ids({}), ids([true])]).toEqual([
      [1, 2],
      [4],
      [5, 6],
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });

  it('parses each field on its own, drops unknown keys, and picks a subset of fields', () => {
    const schema = searchSchema({ tab: oneOf(['a', 'b'] as const), page: pageParam });
    expect(schema.parse({ tab: 'b', page: 'x', other: 1 })).toStrictEqual({ tab: 'b', page: undefined });
    expect(schema.parse({ tab: 'z', page: 2 })).toStrictEqual({ tab: undefined, page: 2 });
    expect(pickSearch(schema, ['page']).parse({ tab: 'a', page: 4 })).toStrictEqual({ page: 4 });
  });

  it("gives a route no bad value the link carried: the router lays the parsed search over the URL's", async () => {
    const schema = searchSchema({ role: oneOf(['admin', 'staff'] as const), page: pageParam });
    const rootRoute = createRootRoute();
    const listRoute = createRoute({ getParentRoute: () => rootRoute, path: '/users', validateSearch: schema });
    const router = createRouter({
      routeTree: rootRoute.addChildren([listRoute]),
      history: createMemoryHistory({ initialEntries: ['/users?page=-2&role=nobody&other=1'] }),
    });
    const match = router.matchRoutes(router.state.location).at(-1)!;
    expect(match.routeId).toBe('/users');
    expect(match.search).toStrictEqual({ other: 1, page: undefined, role: undefined });
    // Good values pass as they are.
    const good = router.matchRoutes('/users', { page: 3, role: 'staff' }).at(-1)!;
    expect(good.search).toStrictEqual({ page: 3, role: 'staff' });
  });
});

describe('the contract checks without zod (contract/constants.ts)', () => {
  it('read an id param exactly as ZIdParamSchema does', () => {
    const inputs: unknown[] = [
      '1',
      '42',
      ' 42 ',
      '0',
      '-1',
      '1.5',
      '1e3',
      '0x10',
      '',
      'abc',
      '2147483647',
      '2147483648',
      7,
      7.5,
      null,
      undefined,
      true,
      [3],
      {},
      Symbol('x'),
    ];
    const mismatches = inputs.filter((input) => {
      const zod = ZIdParamSchema.safeParse(input);
      return parseIdParam(input) !== (zod.success ? zod.data : undefined);
    });
    expect(mismatches).toEqual([]);
    expect(inputs.map(parseIdParam).filter((id) => id !== undefined)).toEqual([1, 42, 42, 1000, 16, 2147483647, 7, 1, 3]);
  });

  it('know the locales ZLocaleSchema knows', () => {
    for (const input of ['en', 'ar', 'fr', 'EN', '', null, 1]) {
      expect(isLocale(input)).toBe(ZLocaleSchema.safeParse(input).success);
    }
  });
});
