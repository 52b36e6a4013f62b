import { describe, expect, it } from 'vitest';
import { parseUserId, usersListFilters, dashboardUsersSearchSchema, userDetailSearchSchema } from './dashboard-users-search';

describe('users search params', () => {
  it('keeps a valid search, role and page', () => {
    expect(dashboardUsersSearchSchema.parse({ search: ' sara ', role: 'staff', page: '3' })).toEqual({ search: 'sara', role: 'staff', page: 3 });
  });

  it('drops a bad role or page instead of failing the route', () => {
    expect(dashboardUsersSearchSchema.parse({ role: 'owner', page: '-2' })).toEqual({ search: undefined, role: undefined, page: undefined });
    expect(userDetailSearchSchema.parse({ tab: 'wallet', page: 'x' })).toEqual({ tab: undefined, page: undefined });
  });

  it('asks the API for the role id behind the role word, on page 1 by default', () => {
    expect(usersListFilters({ search: 'a', role: 'staff', page: undefined })).toEqual({ page: 1, search: 'a', role_id: 3 });
    expect(usersListFilters({ search: undefined, role: undefined, page: 4 })).toEqual({ page: 4, search: undefined, role_id: undefined });
  });

  it('reads a user id only when the API would take it', () => {
    expect(parseUserId('42')).toBe(42);
    for (const raw of ['abc', '0', '-3', '1.5', '2147483648']) expect(parseUserId(raw)).toBeNull();
  });
});
