import { expect, test } from '@playwright/test';
import { ACCOUNT_TEXT, AccountNav, LoginScreen, RegisterScreen } from './support/account-pages';
import { newAccount } from './support/accounts-data';

const ar = ACCOUNT_TEXT.ar;

test.describe('accounts in Arabic (right to left)', () => {
  test.beforeEach(async ({ page, baseURL }) => {
    await page.addInitScript(() => localStorage.setItem('locale', 'ar'));
    // The saved choice reaches the server render through the cookie the app writes beside localStorage.
    await page.context().addCookies([{ name: 'locale', value: 'ar', url: baseURL ?? 'http://localhost:4310' }]);
  });

  test('registers without a phone, is asked for one, then logs back in', async ({ page }) => {
    const account = newAccount('مريم البلوشية');
    const register = new RegisterScreen(page, ar);
    await register.open();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');

    // Arabic labels read from the right: the label starts where the field starts.
    const label = page.locator('main').getByText(ar.fullName, { exact: true });
    const input = register.field(ar.fullName);
    const [labelBox, inputBox] = [await label.boundingBox(), await input.boundingBox()];
    expect(Math.abs((labelBox?.x ?? 0) + (labelBox?.width ?? 0) - ((inputBox?.x ?? 0) + (inputBox?.width ?? 0)))).toBeLessThan(2);

    await register.submit();
    const main = page.locator('main');
    await expect(main.getByText('الاسم مطلوب.')).toBeVisible();
    await expect(main.getByText('يجب أن تتكون كلمة المرور من ٦ أحرف على الأقل.')).toBeVisible();
    await expect(main.getByText('يجب الموافقة على شروط الاستخدام وسياسة الخصوصية.')).toBeVisible();

    await register.fill(account, { withMobile: false });
    await register.submit();
    await expect(page).toHaveURL(/\/update-phone$/);
    await expect(main.getByRole('heading', { level: 1, name: ar.updatePhoneTitle })).toBeVisible();
    await main.getByLabel(ar.mobileNumber, { exact: true }).fill('١٢٣');
    await main.getByRole('button', { name: 'إرسال الرمز' }).click();
    await expect(main.getByText('يرجى إدخال رقم هاتف صالح.')).toBeVisible();

    const nav = new AccountNav(page, ar);
    await nav.logout(account.name);

    const login = new LoginScreen(page, ar);
    await expect(login.heading(ar.logInTitle)).toBeVisible();
    await login.logInWithEmail(account.email, account.password);
    await expect(page).toHaveURL(/\/update-phone$/);
    await nav.expectSignedInAs(account.name);
  });
});
