import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, errorsOf, registerUser } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

function changePassword(token: string, payload: Record<string, unknown>) {
  return t.app.inject({ method: 'PATCH', url: '/api/auth/password', headers: bearer(token), payload });
}

function login(email: string, password: string) {
  return t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { login: email, password } });
}

function me(token: string) {
  return t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) });
}

describe('PATCH /api/auth/password', () => {
  it('needs a token', async () => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/auth/password',
      payload: { current_password: 'x', password: 'newpass1', password_confirmation: 'newpass1' },
    });
    expect(res.statusCode).toBe(401);
  });

  it('refuses a wrong current password with 422 on current_password and keeps the old one', async () => {
    const user = await registerUser(t.app);
    const res = await changePassword(user.token, { current_password: 'wrong-one', password: 'newpass1', password_confirmation: 'newpass1' });
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('validation.failed');
    expect(errorsOf(res)).toEqual({ current_password: ['The current password is incorrect.'] });
    expect((await login(user.email, user.password)).statusCode).toBe(200);
  });

  it.each([
    [{ password: 'newpass1', password_confirmation: 'newpass2' }, 'password_confirmation', 'Passwords do not match!'],
    [{ password: 'new', password_confirmation: 'new' }, 'password', 'Password must be at least 6 characters.'],
    [{ password: 'newpass1' }, 'password_confirmation', 'Passwords do not match!'],
    [{ current_password: '', password: 'newpass1', password_confirmation: 'newpass1' }, 'current_password', 'Current password is required.'],
  ])('rejects %j with 422 on %s', async (payload, field, message) => {
    const user = await registerUser(t.app);
    const res = await changePassword(user.token, { current_password: user.password, ...payload });
    expect(res.statusCode).toBe(422);
    expect(errorsOf(res)[field]).toEqual([message]);
  });

  it('changes the password, revokes every other token and keeps the current one', async () => {
    const user = await registerUser(t.app);
    const otherSession = (await login(user.email, user.password)).json().data.token as string;
    const thirdSession = (await login(user.email, user.password)).json().data.token as string;

    const res = await changePassword(user.token, { current_password: user.password, password: 'brand-new-pass', password_confirmation: 'brand-new-pass' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, message: 'Password updated successfully!', data: { message: 'Password updated successfully!' } });

    expect((await me(user.token)).statusCode).toBe(200);
    expect((await me(otherSession)).statusCode).toBe(401);
    expect((await me(thirdSession)).statusCode).toBe(401);
    expect((await login(user.email, user.password)).statusCode).toBe(401);
    expect((await login(user.email, 'brand-new-pass')).statusCode).toBe(200);
  });

  it('leaves other users\u2019 sessions alone', async () => {
    const a = await registerUser(t.app);
    const b = await registerUser(t.app);
    await changePassword(a.token, { current_password: a.password, password: 'another-pass', password_confirmation: 'another-pass' });
    expect((await me(b.token)).statusCode).toBe(200);
  });
});
