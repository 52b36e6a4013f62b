import { describe, expect, it } from 'vitest';
import type { TCategory } from '../../../../contract/categories';
import { indexCategories } from './category-tree';

const tree: TCategory[] = [
  {
    id: 1,
    name: 'Music',
    parent_id: null,
    description: null,
    children: [{ id: 4, name: 'Concerts', parent_id: 1, description: null }],
  },
  { id: 2, name: 'Sports', parent_id: null, description: null, children: [] },
];

describe('indexCategories', () => {
  it('finds parents and children by id', () => {
    const index = indexCategories(tree);
    expect(index.get(1)?.name).toBe('Music');
    expect(index.get(4)?.name).toBe('Concerts');
    expect(index.size).toBe(3);
  });

  it('is empty while the tree is not loaded', () => {
    expect(indexCategories(undefined).size).toBe(0);
  });
});
