import { describe, expect, it } from 'vitest';
import { pageWindow, paginationOf } from './pagination';

describe('pagination', () => {
  it('turns page and per_page into limit and offset', () => {
    expect(pageWindow({ page: 1, per_page: 20 })).toEqual({ limit: 20, offset: 0 });
    expect(pageWindow({ page: 3, per_page: 8 })).toEqual({ limit: 8, offset: 16 });
  });

  it('counts the last page, and gives an empty list one page', () => {
    expect(paginationOf({ page: 2, per_page: 2 }, 5)).toEqual({ current_page: 2, per_page: 2, total: 5, last_page: 3 });
    expect(paginationOf({ page: 1, per_page: 20 }, 0)).toEqual({ current_page: 1, per_page: 20, total: 0, last_page: 1 });
    expect(paginationOf({ page: 1, per_page: 20 }, 20)).toEqual({ current_page: 1, per_page: 20, total: 20, last_page: 1 });
  });
});
