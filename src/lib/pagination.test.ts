import { describe, expect, it } from 'vitest';
import { nextPageParam } from './pagination';

const page = (current_page: number, last_page: number) => ({ pagination: { current_page, per_page: 20, total: last_page * 20, last_page } });

describe('nextPageParam', () => {
  it('asks for the page after the one loaded while more remain', () => {
    expect(nextPageParam(page(1, 3))).toBe(2);
    expect(nextPageParam(page(2, 3))).toBe(3);
  });

  it('stops on the last page, a single page included', () => {
    expect(nextPageParam(page(3, 3))).toBeUndefined();
    expect(nextPageParam(page(1, 1))).toBeUndefined();
  });
});
