import { expect, test } from '@playwright/test';
import { AccountNav, ForgotPasswordScreen, LoginScreen, RegisterScreen, ResetPasswordScreen, VerifyPhoneScreen } from './support/account-pages';
import { expectNoA11yViolations, WCAG_A_AA } from './support/a11y';
import { newAccount } from './support/accounts-data';
import { waitForOtpFor, waitForResetLinkFor } from './support/outbox';

/*
 * Rate limits (server/modules/auth/auth.rate-limits.ts) are per IP and both projects share one server:
 * per project this file registers once and logs in three times (one of them failing), the Arabic
 * file registers and logs in once: 4 registrations and 8 logins per run, under 5 and 10 a minute.
 */

test.describe('accounts journey', () => {
  test.describe.configure({ mode: 'serial' });
  const account = newAccount();

  test('registering with a mobile asks for the texted code, then the profile shows the account', async ({ page }) => {
    const register = new RegisterScreen(page);
    await register.open();
    await register.fill(account);
    await register.submit();

    const verify = new VerifyPhoneScreen(page);
    await verify.expectOpen();
    await expect(page.getByText('+968 ' + account.mobile.slice(0, 4) + ' ' + account.mobile.slice(4))).toBeVisible();
    await expect(verify.countdown()).toContainText(/You can request a new one in \d+ seconds?\./);

    // A reload forgets nothing: asking again too soon gets the server's wait back as a countdown.
    await page.evaluate(() => sessionStorage.clear());
    await page.reload();
    await page.locator('main').getByRole('button', { name: 'Resend code' }).click();
    await expect(verify.countdown()).toContainText(/You can request a new one in \d+ seconds?\./);

    const code = await waitForOtpFor(account.phone);
    const wrongCode = `${(Number(code[0]) + 1) % 10}${code.slice(1)}`;
    await verify.enterCode(wrongCode);
    await expect(verify.alert()).toContainText('Verification failed');
    await expect(page.locator('main').getByText('The verification code is incorrect.')).toBeVisible();

    await verify.enterCode(code);
    await expect(page).toHaveURL(/\/$/);

    const nav = new AccountNav(page);
    await nav.expectSignedInAs(account.name);
    await expect(page.locator('header').getByLabel(/Coin balance: 0\.00/)).toBeVisible();

    // Signed in with a verified phone: /verify-phone, /login and /register have nothing to offer.
    for (const path of ['/verify-phone', '/login', '/register']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/$/);
    }

    await page.goto('/profile');
    const main = page.locator('main');
    await expect(main.getByRole('heading', { level: 1, name: account.name })).toBeVisible();
    // The email is shown, not edited in place: a new one goes through the confirmed change form.
    await expect(main.getByText(account.email, { exact: true }).first()).toBeVisible();
    await expect(main.getByLabel('New email', { exact: true })).toHaveValue('');
    await expect(main.getByText('Coin balance')).toBeVisible();
    await expect(main.getByText('Verified', { exact: true })).toBeVisible();

    await nav.logout(account.name);
  });

  test('logs in by mobile, and ignores a ?redirect= that leaves the app', async ({ page }) => {
    const login = new LoginScreen(page);
    await login.open('https://evil.example/steal');
    await login.logInWithMobile(account.mobile, account.password);
    await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/$/);
    const nav = new AccountNav(page);
    await nav.expectSignedInAs(account.name);
    // docs/product.md §4: a failed logout request is only logged; the local session goes all the same.
    await page.route('**/api/auth/logout', (route) => route.abort());
    await nav.logout(account.name);
  });

  test('a forgotten password is reset through the mailed link', async ({ page }) => {
    const newPassword = `${account.password}-new`;
    await new ForgotPasswordScreen(page).requestLink(account.email);

    const link = await waitForResetLinkFor(account.email);
    expect(link).toContain('/reset-password/');
    await page.goto(link);
    const reset = new ResetPasswordScreen(page);
    await expect(reset.field('Email')).toHaveValue(account.email);
    await reset.setPassword(newPassword, `${newPassword}x`);
    await expect(page.locator('main').getByText('Passwords do not match!')).toBeVisible();
    await reset.setPassword(newPassword);
    await expect(page).toHaveURL(/\/login$/);

    // Logging in by email: a guest sent to /login by the guard comes back to the page they asked for.
    await page.goto('/profile?tab=security');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fprofile%3Ftab%3Dsecurity$/);
    const login = new LoginScreen(page);
    await login.logInWithEmail(account.email, newPassword);
    await expect(page).toHaveURL(/\/profile\?tab=security$/);
    await expect(page.locator('main').getByRole('heading', { level: 1, name: account.name })).toBeVisible();

    // Security tab: the server's field error lands on its field, then the change goes through.
    const main = page.locator('main');
    await main.getByLabel('Current password', { exact: true }).fill('not-my-password');
    await main.getByLabel('New password', { exact: true }).fill(account.password);
    await main.getByLabel('Confirm new password', { exact: true }).fill(account.password);
    await main.getByRole('button', { name: 'Update password' }).click();
    await expect(main.getByText('The current password is incorrect.')).toBeVisible();
    await main.getByLabel('Current password', { exact: true }).fill(newPassword);
    await main.getByRole('button', { name: 'Update password' }).click();
    await expect(page.getByText('Password updated successfully!')).toBeVisible();
    await expect(main.getByLabel('Current password', { exact: true })).toHaveValue('');

    // Profile tab: a new name shows in the heading and the account menu.
    await main.getByRole('tab', { name: 'Profile' }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await main.getByLabel('Full name', { exact: true }).fill(`${account.name} Jr`);
    await main.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Profile updated.')).toBeVisible();
    await expect(main.getByRole('heading', { level: 1, name: `${account.name} Jr` })).toBeVisible();
    await new AccountNav(page).expectSignedInAs(`${account.name} Jr`);
  });
});

test.describe('account guards and validation', () => {
  test('an expired or unknown token in storage is dropped and a guarded route goes to /login', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => localStorage.setItem('token', 'expired-token-from-last-month'));
    await page.goto('/my-tickets?status=used');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fmy-tickets%3Fstatus%3Dused$/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await expect(page.locator('header').getByRole('link', { name: 'Login' })).toBeVisible();
  });

  test('guests are sent from the phone screens to /login', async ({ page }) => {
    await page.goto('/update-phone');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fupdate-phone$/);
    await page.goto('/verify-phone');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fverify-phone$/);
  });

  test('the register form shows every validation message before calling the server', async ({ page }) => {
    const register = new RegisterScreen(page);
    await register.open();
    await register.field('Mobile number (optional)').fill('12345');
    await register.submit();
    const main = page.locator('main');
    for (const message of [
      'Name is required.',
      'Invalid email address.',
      'Password must be at least 6 characters.',
      'Invalid mobile number.',
      'You must agree to the terms of use and privacy policy.',
    ]) {
      await expect(main.getByText(message)).toBeVisible();
    }
    await expect(register.field('Full name')).toBeFocused();
    await expect(page).toHaveURL(/\/register$/);
  });

  test('a wrong password says so without leaving the login page', async ({ page }) => {
    const login = new LoginScreen(page);
    await login.open();
    await login.logInWithEmail('nobody@example.om', 'not-the-password');
    await expect(login.alert()).toHaveText('The login details are not correct.');
    await expect(page).toHaveURL(/\/login$/);
  });
});

test.describe('account screens accessibility', () => {
  for (const path of ['/login', '/register', '/forgot-password', '/reset-password/some-token?email=someone%40example.om']) {
    test(`${path} has no WCAG A/AA violations, with its errors showing`, async ({ page }) => {
      await page.goto(path);
      const main = page.locator('main');
      await main.locator('form button[type="submit"]').click();
      await expect(main.locator('[aria-invalid="true"]').first()).toBeVisible();
      await expectNoA11yViolations(page, { tags: WCAG_A_AA, include: 'main' });
    });
  }
});
