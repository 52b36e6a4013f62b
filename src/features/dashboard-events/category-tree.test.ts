import { describe, expect, it } from 'vitest';
import type { TAdminCategory } from '../../../contract/admin-catalogue';
import { flattenCategoryTree } from './category-tree';
import { inLocale, localizedName } from '../../lib/localized-text';

function category(id: number, name: string, children: TAdminCategory[] = []): TAdminCategory {
  return { id, name, name_ar: '', description: null, description_ar: '', parent_id: null, events_count: 0, children };
}

describe('the category picker', () => {
  it('lists every category under its parent, indented by depth', () => {
    const tree = [category(1, 'Music', [category(2, 'Jazz', [category(3, 'Bebop')]), category(4, 'Oud')]), category(5, 'Sports')];
    expect(flattenCategoryTree(tree).map(({ id, depth }) => [id, depth])).toEqual([
      [1, 0],
      [2, 1],
      [3, 2],
      [4, 1],
      [5, 0],
    ]);
  });

  it('lists nothing for an empty tree', () => {
    expect(flattenCategoryTree([])).toEqual([]);
  });
});

describe('names in the screen language', () => {
  it('shows the Arabic twin in Arabic and English otherwise', () => {
    const record = { name: 'Oud night', name_ar: 'ليلة العود' };
    expect(localizedName(record, 'ar')).toBe('ليلة العود');
    expect(localizedName(record, 'en')).toBe('Oud night');
  });

  it('falls back to English when the Arabic twin is not written', () => {
    expect(localizedName({ name: 'Oud night', name_ar: '' }, 'ar')).toBe('Oud night');
    expect(localizedName({ name: 'Oud night', name_ar: '   ' }, 'ar')).toBe('Oud night');
    expect(inLocale(null, '', 'ar')).toBe('');
    expect(inLocale(null, 'مسقط', 'ar')).toBe('مسقط');
  });
});
