import { i18n } from '@lingui/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { roleChangeFor, roleLabel, rolePalette } from './user-roles';

beforeAll(() => {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
});

describe('role labels', () => {
  it('names the three roles of docs/product.md §3', () => {
    expect(i18n._(roleLabel(1))).toBe('Administrator');
    expect(i18n._(roleLabel(2))).toBe('User');
    expect(i18n._(roleLabel(3))).toBe('Door staff');
  });

  it('reads "Unknown role" for any other id, never a number or a blank', () => {
    for (const id of [0, 4, 99, -1]) expect(i18n._(roleLabel(id))).toBe('Unknown role');
    expect(rolePalette(7)).toBe('orange');
  });
});

describe('role change', () => {
  it('makes a user door staff and takes it back', () => {
    expect(roleChangeFor(2)).toEqual({ kind: 'make_staff', roleId: 3 });
    expect(roleChangeFor(3)).toEqual({ kind: 'remove_staff', roleId: 2 });
  });

  it('offers nothing for an administrator or an unknown role', () => {
    expect(roleChangeFor(1)).toBeNull();
    expect(roleChangeFor(5)).toBeNull();
  });
});
