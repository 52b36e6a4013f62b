import { expect, type Locator, type Page } from '@playwright/test';
import type { TTestAccount } from './accounts-data';
import { waitForApp } from './hydration';

/** The words the account screens show, per language: the Arabic run drives the same pages in Arabic. */
export const ACCOUNT_TEXT = {
  en: {
    logInTitle: 'Log in',
    logInButton: 'Log in',
    emailMethod: 'Email',
    mobileMethod: 'Mobile',
    email: 'Email',
    mobileNumber: 'Mobile number',
    password: 'Password',
    forgotPassword: 'Forgot password?',
    registerTitle: 'Create an account',
    fullName: 'Full name',
    optionalMobile: 'Mobile number (optional)',
    agree: /I agree to the/,
    createAccount: 'Create account',
    verifyTitle: 'Verify your phone',
    verificationCode: 'Verification code',
    verify: 'Verify',
    updatePhoneTitle: 'Update phone number',
    accountMenu: (name: string) => `Account menu for ${name}`,
    openMenu: 'Open menu',
    logout: 'Logout',
  },
  ar: {
    logInTitle: 'تسجيل الدخول',
    logInButton: 'تسجيل الدخول',
    emailMethod: 'البريد الإلكتروني',
    mobileMethod: 'الهاتف المحمول',
    email: 'البريد الإلكتروني',
    mobileNumber: 'رقم الهاتف المحمول',
    password: 'كلمة المرور',
    forgotPassword: 'نسيت كلمة المرور؟',
    registerTitle: 'إنشاء حساب',
    fullName: 'الاسم الكامل',
    optionalMobile: 'رقم الهاتف المحمول (اختياري)',
    agree: /أوافق على/,
    createAccount: 'إنشاء الحساب',
    verifyTitle: 'تحقّق من هاتفك',
    verificationCode: 'رمز التحقق',
    verify: 'تحقّق',
    updatePhoneTitle: 'تحديث رقم الهاتف',
    accountMenu: (name: string) => `قائمة حساب ${name}`,
    openMenu: 'فتح القائمة',
    logout: 'تسجيل الخروج',
  },
} as const;

export type TAccountText = (typeof ACCOUNT_TEXT)[keyof typeof ACCOUNT_TEXT];

abstract class AccountScreen {
  protected readonly main: Locator;

  constructor(
    readonly page: Page,
    readonly text: TAccountText = ACCOUNT_TEXT.en,
  ) {
    this.main = page.locator('main');
  }

  field(label: string): Locator {
    return this.main.getByLabel(label, { exact: true });
  }

  heading(name: string): Locator {
    return this.main.getByRole('heading', { level: 1, name });
  }

  alert(): Locator {
    return this.main.getByRole('alert');
  }
}

export class LoginScreen extends AccountScreen {
  async open(redirect?: string): Promise<void> {
    await this.page.goto(redirect ? `/login?redirect=${encodeURIComponent(redirect)}` : '/login');
    await expect(this.heading(this.text.logInTitle)).toBeVisible();
    await waitForApp(this.page);
  }

  async logInWithEmail(email: string, password: string): Promise<void> {
    await this.main.getByRole('button', { name: this.text.emailMethod, exact: true }).click();
    await this.field(this.text.email).fill(email);
    await this.field(this.text.password).fill(password);
    await this.submit();
  }

  async logInWithMobile(mobile: string, password: string): Promise<void> {
    await this.main.getByRole('button', { name: this.text.mobileMethod, exact: true }).click();
    await this.field(this.text.mobileNumber).fill(mobile);
    await this.field(this.text.password).fill(password);
    await this.submit();
  }

  async submit(): Promise<void> {
    await this.main.getByRole('button', { name: this.text.logInButton, exact: true }).click();
  }
}

export class RegisterScreen extends AccountScreen {
  async open(): Promise<void> {
    await this.page.goto('/register');
    await expect(this.heading(this.text.registerTitle)).toBeVisible();
    await waitForApp(this.page);
  }

  async fill(account: TTestAccount, { withMobile = true } = {}): Promise<void> {
    await this.field(this.text.fullName).fill(account.name);
    await this.field(this.text.email).fill(account.email);
    await this.field(this.text.password).fill(account.password);
    if (withMobile) await this.field(this.text.optionalMobile).fill(account.mobile);
    await this.main.getByRole('checkbox', { name: this.text.agree }).check();
  }

  async submit(): Promise<void> {
    await this.main.getByRole('button', { name: this.text.createAccount }).click();
  }
}

export class VerifyPhoneScreen extends AccountScreen {
  async expectOpen(): Promise<void> {
    await expect(this.page).toHaveURL(/\/verify-phone/);
    await expect(this.heading(this.text.verifyTitle)).toBeVisible();
  }

  countdown(): Locator {
    return this.main.getByTestId('resend-countdown');
  }

  async enterCode(code: string): Promise<void> {
    await this.field(this.text.verificationCode).fill(code);
    await this.main.getByRole('button', { name: this.text.verify, exact: true }).click();
  }
}

export class ForgotPasswordScreen extends AccountScreen {
  async requestLink(email: string): Promise<void> {
    await this.page.goto('/forgot-password');
    await this.field(this.text.email).fill(email);
    await this.main.getByRole('button', { name: 'Send reset link' }).click();
    await expect(this.main.getByRole('status')).toContainText(email);
  }
}

export class ResetPasswordScreen extends AccountScreen {
  async setPassword(password: string, confirmation = password): Promise<void> {
    await this.field('New password').fill(password);
    await this.field('Confirm new password').fill(confirmation);
    await this.main.getByRole('button', { name: 'Reset password' }).click();
  }
}

/** The signed-in navbar: the account menu on wide screens, the side drawer on phones. */
export class AccountNav {
  constructor(
    readonly page: Page,
    readonly text: TAccountText = ACCOUNT_TEXT.en,
  ) {}

  private get usesDrawer(): boolean {
    return (this.page.viewportSize()?.width ?? 1280) < 768;
  }

  accountMenuButton(name: string): Locator {
    return this.page.locator('header').getByRole('button', { name: this.text.accountMenu(name) });
  }

  async expectSignedInAs(name: string): Promise<void> {
    await expect(this.accountMenuButton(name)).toBeVisible();
  }

  async logout(name: string): Promise<void> {
    if (this.usesDrawer) {
      await this.page.getByRole('button', { name: this.text.openMenu }).click();
      const drawer = this.page.getByRole('dialog');
      await expect(drawer.getByText(name)).toBeVisible();
      await drawer.getByRole('button', { name: this.text.logout }).click();
    } else {
      await this.accountMenuButton(name).click();
      await this.page.getByRole('menuitem', { name: this.text.logout }).click();
    }
    await expect(this.page).toHaveURL(/\/login$/);
    expect(await this.page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  }
}
