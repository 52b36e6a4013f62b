import { expect, type Locator, type Page } from '@playwright/test';
import { visibleItem } from './dashboard-users';

/*
 * Promo codes (docs/product.md §10 Promo codes): the dashboard's list and form (/dashboard/promo-codes), and the
 * "Have a promo code?" part of the booking panel, on the page's card or in the phone's booking sheet.
 */

/** The promo code part of the booking panel, in its words per language. */
export const PROMO_TEXT = {
  en: {
    disclosure: 'Have a promo code?',
    field: 'Promo code',
    apply: 'Apply',
    remove: 'Remove',
    invalid: 'This promo code is not valid.',
    notApplicable: 'This promo code does not apply to this ticket.',
    getTickets: 'Get tickets',
  },
  ar: {
    disclosure: 'لديك رمز ترويجي؟',
    field: 'الرمز الترويجي',
    apply: 'تطبيق',
    remove: 'إزالة',
    invalid: 'هذا الرمز الترويجي غير صالح.',
    notApplicable: 'هذا الرمز الترويجي لا ينطبق على هذه التذكرة.',
    getTickets: 'احجز تذاكرك',
  },
} as const;

export type TPromoText = (typeof PROMO_TEXT)[keyof typeof PROMO_TEXT];

/** "Have a promo code?", the field, Apply, the refusal under the field, the applied code with Remove, the price rows. */
export class PromoCodeField {
  readonly root: Locator;
  readonly input: Locator;
  readonly error: Locator;
  readonly applied: Locator;
  readonly subtotal: Locator;
  readonly discount: Locator;
  readonly vat: Locator;
  readonly total: Locator;

  /** `panel`: the booking panel (`#booking`, or the phone's sheet). */
  constructor(
    readonly panel: Locator,
    readonly text: TPromoText = PROMO_TEXT.en,
  ) {
    this.root = panel.getByTestId('promo-code');
    this.input = this.root.getByLabel(text.field, { exact: true });
    this.error = this.root.getByTestId('promo-code-error');
    this.applied = this.root.getByTestId('promo-code-applied');
    this.subtotal = panel.getByTestId('booking-subtotal');
    this.discount = panel.getByTestId('booking-discount');
    this.vat = panel.getByTestId('booking-vat');
    this.total = panel.getByTestId('booking-total');
  }

  /** Opens the disclosure (once) and applies `code` as typed. */
  async apply(code: string): Promise<void> {
    if (!(await this.input.isVisible())) {
      const disclosure = this.root.getByRole('button', { name: this.text.disclosure });
      await disclosure.click();
      await expect(disclosure).toHaveAttribute('aria-expanded', 'true');
    }
    await this.input.fill(code);
    await this.root.getByRole('button', { name: this.text.apply, exact: true }).click();
  }

  async remove(): Promise<void> {
    await this.applied.getByRole('button', { name: this.text.remove, exact: true }).click();
  }
}

/** /dashboard/promo-codes: every code with its discount, scope, uses, window, status and discount total. */
export class DashboardPromoCodesPage {
  readonly heading: Locator;
  readonly main: Locator;
  readonly createPromoCode: Locator;
  readonly search: Locator;

  constructor(readonly page: Page) {
    this.main = page.locator('main');
    this.heading = page.getByRole('heading', { level: 1 });
    this.createPromoCode = page.getByRole('link', { name: 'Create promo code' });
    this.search = page.getByRole('searchbox', { name: 'Search promo codes' });
  }

  async goto(): Promise<void> {
    await this.page.goto('/dashboard/promo-codes');
    await expect(this.heading).toHaveText('Promo codes');
  }

  /** The row (desktop) or card (phone) of the code `code`. */
  item(code: string): Locator {
    return visibleItem(this.main, code);
  }
}

export type TPromoCodeFields = {
  code: string;
  kind: 'percent' | 'fixed';
  value: string;
  eventId?: number;
  ticketNames?: string[];
  maxUses?: string;
  maxUsesPerUser?: string;
};

/** /dashboard/promo-codes/create and /dashboard/promo-codes/{id}/edit. */
export class PromoCodeFormPage {
  readonly form: Locator;
  readonly code: Locator;
  readonly event: Locator;
  readonly maxUses: Locator;
  readonly maxUsesPerUser: Locator;
  readonly create: Locator;

  constructor(readonly page: Page) {
    this.form = page.locator('main form');
    this.code = this.form.getByLabel('Code', { exact: true });
    this.event = this.form.getByLabel('Event', { exact: true });
    this.maxUses = this.form.getByLabel('Uses in all', { exact: true });
    this.maxUsesPerUser = this.form.getByLabel('Uses per buyer', { exact: true });
    this.create = this.form.getByRole('button', { name: 'Create promo code' });
  }

  /** The value's field: its label follows the kind. */
  value(kind: 'percent' | 'fixed'): Locator {
    return this.form.getByLabel(kind === 'percent' ? 'Percentage off' : 'Amount off each ticket (OMR)', { exact: true }).and(this.form.getByRole('textbox'));
  }

  async fill(fields: TPromoCodeFields): Promise<void> {
    await this.code.fill(fields.code);
    await this.form.getByRole('radio', { name: fields.kind === 'percent' ? 'Percentage off' : 'Fixed amount off each ticket' }).check();
    await this.value(fields.kind).fill(fields.value);
    if (fields.eventId !== undefined) {
      // The events load after the form: wait for the one to choose.
      await expect(this.event.locator(`option[value="${fields.eventId}"]`)).toHaveCount(1);
      await this.event.selectOption(String(fields.eventId));
      for (const name of fields.ticketNames ?? []) await this.form.getByRole('checkbox', { name: new RegExp(`^${escapeRegExp(name)}`) }).check();
    }
    if (fields.maxUses !== undefined) await this.maxUses.fill(fields.maxUses);
    if (fields.maxUsesPerUser !== undefined) await this.maxUsesPerUser.fill(fields.maxUsesPerUser);
  }

  /** The error text under a field, by the field's label. */
  fieldError(label: string): Locator {
    return this.form
      .locator('[data-part="root"]')
      .filter({ has: this.page.getByLabel(label, { exact: true }) })
      .locator('[data-part="error-text"]');
  }
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
