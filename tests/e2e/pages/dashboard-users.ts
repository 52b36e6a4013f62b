import { expect, type Locator, type Page } from '@playwright/test';

/**
 * An item of a dashboard list drawn twice (a table row on a wide screen, a card on a phone; one hidden by
 * CSS): the visible one that mentions `text`.
 */
export function visibleItem(scope: Locator, text: string): Locator {
  return scope.locator('tr, li').filter({ hasText: text }).filter({ visible: true });
}

/** /dashboard/users: every account, with search, role filter and pages. */
export class DashboardUsersPage {
  readonly heading: Locator;
  readonly main: Locator;
  readonly search: Locator;
  readonly roleFilter: Locator;
  /** The first user's link, as drawn at this width (the list is newest first: which user varies). */
  readonly firstUserLink: Locator;

  constructor(readonly page: Page) {
    this.main = page.locator('main');
    this.heading = page.getByRole('heading', { level: 1 });
    this.search = page.getByRole('searchbox', { name: /^(Search users|البحث عن المستخدمين)$/ });
    this.roleFilter = this.main.getByRole('combobox', { name: 'Role' });
    this.firstUserLink = this.main.locator('a[href^="/dashboard/users/"]').filter({ visible: true }).first();
  }

  async goto(): Promise<void> {
    await this.page.goto('/dashboard/users');
    await expect(this.heading).toBeVisible();
  }

  /** The row (desktop) or card (phone) of the user with this email. */
  item(text: string): Locator {
    return visibleItem(this.main, text);
  }

  /** The link to the user's page, inside their row or card. */
  userLink(email: string, name: string): Locator {
    return this.item(email).getByRole('link', { name, exact: true });
  }
}

/** /dashboard/users/{id}: the header with the role control, and the Profile, Bookings, ... tabs. */
export class DashboardUserPage {
  readonly heading: Locator;
  readonly main: Locator;
  readonly makeStaff: Locator;
  readonly removeStaff: Locator;
  readonly dialog: Locator;

  constructor(readonly page: Page) {
    this.main = page.locator('main');
    this.heading = page.getByRole('heading', { level: 1 });
    this.makeStaff = this.main.getByRole('button', { name: 'Make door staff' });
    this.removeStaff = this.main.getByRole('button', { name: 'Remove door staff' });
    this.dialog = page.getByRole('alertdialog');
  }

  async goto(userId: number, tab?: 'bookings' | 'invoices' | 'coins' | 'rewards'): Promise<void> {
    await this.page.goto(`/dashboard/users/${userId}${tab ? `?tab=${tab}` : ''}`);
    await expect(this.heading).toBeVisible();
  }

  tab(name: string): Locator {
    return this.page.getByRole('tab', { name });
  }

  /** A booking (Bookings tab), an invoice, ... that mentions `text`, as drawn at this width. */
  item(text: string): Locator {
    return visibleItem(this.main, text);
  }

  /** "Cancel booking" of one booking, in its row or card. */
  cancelBooking(bookingNumber: string): Locator {
    return this.item(bookingNumber).getByRole('button', { name: `Cancel booking ${bookingNumber}` });
  }

  /** The confirmation's Reason box and its confirm button. */
  get reason(): Locator {
    return this.dialog.getByRole('textbox', { name: 'Reason' });
  }

  async confirm(label: string): Promise<void> {
    await this.dialog.getByRole('button', { name: label, exact: true }).click();
  }
}
