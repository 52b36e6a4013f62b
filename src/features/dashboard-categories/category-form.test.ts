import { describe, expect, it } from 'vitest';
import { ZAdminCategoryBodySchema, type TAdminCategory } from '../../../contract/admin-catalogue';
import { CATEGORY_NAME_REQUIRED, categoryToForm, emptyCategoryForm, toCategoryBody, ZCategoryFormSchema } from './category-form';

describe('ZCategoryFormSchema', () => {
  it('refuses a blank name with the spec’s message', () => {
    const result = ZCategoryFormSchema.safeParse({ ...emptyCategoryForm(null), name: '   ' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: ['name'], message: CATEGORY_NAME_REQUIRED });
  });

  it('trims what was typed', () => {
    const parsed = ZCategoryFormSchema.parse({ ...emptyCategoryForm(null), name: '  Music ', name_ar: ' موسيقى ' });
    expect(parsed.name).toBe('Music');
    expect(parsed.name_ar).toBe('موسيقى');
  });
});

describe('toCategoryBody', () => {
  it('sends the top level as a null parent and a blank description as null', () => {
    const body = toCategoryBody(ZCategoryFormSchema.parse({ ...emptyCategoryForm(null), name: 'Music' }));
    expect(body).toEqual({ name: 'Music', name_ar: '', description: null, description_ar: '', parent_id: null });
    expect(ZAdminCategoryBodySchema.safeParse(body).success).toBe(true);
  });

  it('sends the chosen parent as a number, and both languages', () => {
    const body = toCategoryBody(
      ZCategoryFormSchema.parse({ name: 'Jazz', name_ar: 'جاز', description: 'Live jazz', description_ar: 'جاز حي', parent_id: '7' }),
    );
    expect(body).toEqual({ name: 'Jazz', name_ar: 'جاز', description: 'Live jazz', description_ar: 'جاز حي', parent_id: 7 });
    expect(ZAdminCategoryBodySchema.safeParse(body).success).toBe(true);
  });
});

describe('form starting values', () => {
  it('starts a new category under the preselected parent', () => {
    expect(emptyCategoryForm(3).parent_id).toBe('3');
    expect(emptyCategoryForm(null).parent_id).toBe('');
  });

  it('starts an edit from the category, a missing description as empty', () => {
    const category: TAdminCategory = {
      id: 4,
      name: 'Jazz',
      name_ar: 'جاز',
      description: null,
      description_ar: '',
      parent_id: 2,
      events_count: 3,
      children: [],
    };
    expect(categoryToForm(category)).toEqual({ name: 'Jazz', name_ar: 'جاز', description: '', description_ar: '', parent_id: '2' });
    expect(categoryToForm({ ...category, parent_id: null }).parent_id).toBe('');
  });
});
