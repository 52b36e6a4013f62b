import { describe, expect, it } from 'vitest';
import type { TAdminCategory } from '../../../contract/admin-catalogue';
import { categoryName, categoryNames, findCategory, flattenCategoryTree, parentChoices, subtreeIds } from './category-tree';

function node(id: number, parentId: number | null, children: TAdminCategory[] = [], nameAr = ''): TAdminCategory {
  return {
    id,
    name: `Category ${id}`,
    name_ar: nameAr,
    description: null,
    description_ar: '',
    parent_id: parentId,
    events_count: 0,
    children,
  };
}

// 1 ─┬─ 2 ─── 4
//    └─ 3
// 5 ─── 6
const tree: TAdminCategory[] = [node(1, null, [node(2, 1, [node(4, 2)]), node(3, 1)]), node(5, null, [node(6, 5)])];

const ids = (list: { category: TAdminCategory }[]) => list.map(({ category }) => category.id);

describe('flattenCategoryTree', () => {
  it('lists a parent before its children, depth first, with each depth', () => {
    const flat = flattenCategoryTree(tree);
    expect(ids(flat)).toEqual([1, 2, 4, 3, 5, 6]);
    expect(flat.map(({ depth }) => depth)).toEqual([0, 1, 2, 1, 0, 1]);
  });

  it('is empty for an empty tree', () => {
    expect(flattenCategoryTree([])).toEqual([]);
  });
});

describe('findCategory', () => {
  it('finds a category at any depth', () => {
    expect(findCategory(tree, 4)?.name).toBe('Category 4');
    expect(findCategory(tree, 6)?.parent_id).toBe(5);
  });

  it('answers undefined for an id that is not in the tree', () => {
    expect(findCategory(tree, 99)).toBeUndefined();
  });
});

describe('subtreeIds', () => {
  it('holds the category and every descendant, and nothing else', () => {
    expect([...subtreeIds(tree[0]!)].sort()).toEqual([1, 2, 3, 4]);
    expect([...subtreeIds(findCategory(tree, 2)!)].sort()).toEqual([2, 4]);
  });
});

describe('parentChoices', () => {
  it('offers every category to a new one', () => {
    expect(ids(parentChoices(tree))).toEqual([1, 2, 4, 3, 5, 6]);
  });

  it('never offers the edited category or its descendants as its parent', () => {
    expect(ids(parentChoices(tree, 2))).toEqual([1, 3, 5, 6]);
    expect(ids(parentChoices(tree, 1))).toEqual([5, 6]);
  });

  it('keeps the depths of the categories it offers', () => {
    expect(parentChoices(tree, 2).map(({ depth }) => depth)).toEqual([0, 1, 0, 1]);
  });

  it('offers everything when the edited category is no longer in the tree', () => {
    expect(ids(parentChoices(tree, 99))).toHaveLength(6);
  });
});

describe('categoryNames', () => {
  const music = { name: 'Music', name_ar: 'موسيقى' };

  it('puts the reader’s language first and the other one beside it', () => {
    expect(categoryNames(music, 'en')).toEqual({
      primary: { text: 'Music', lang: 'en' },
      other: { text: 'موسيقى', lang: 'ar' },
      arabicMissing: false,
    });
    expect(categoryNames(music, 'ar')).toEqual({
      primary: { text: 'موسيقى', lang: 'ar' },
      other: { text: 'Music', lang: 'en' },
      arabicMissing: false,
    });
  });

  it('falls back to the English name, marked as English, while the Arabic one is not written', () => {
    for (const nameAr of ['', '   ']) {
      const names = categoryNames({ name: 'Music', name_ar: nameAr }, 'ar');
      expect(names.primary).toEqual({ text: 'Music', lang: 'en' });
      expect(names.other).toBeNull();
      expect(names.arabicMissing).toBe(true);
    }
    expect(categoryName({ name: 'Music', name_ar: '' }, 'ar')).toBe('Music');
  });
});
