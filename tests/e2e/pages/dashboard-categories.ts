import { expect, type Locator, type Page } from '@playwright/test';

/** /dashboard/categories: the tree with Add root category, and each node's Add child, Edit and Delete. */
export class DashboardCategoriesPage {
  readonly heading: Locator;
  readonly addRoot: Locator;
  readonly tree: Locator;
  readonly deleteDialog: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1 });
    this.addRoot = page.getByRole('link', { name: /^(Add root category|إضافة فئة رئيسية)$/ });
    this.tree = page.locator('main ul').first();
    this.deleteDialog = page.getByRole('alertdialog');
  }

  async goto(): Promise<void> {
    await this.page.goto('/dashboard/categories');
    await expect(this.addRoot).toBeVisible();
  }

  /** The node's own row (name, counts, actions), without its subtree. */
  node(name: string): Locator {
    return this.page.locator('main li > div').filter({ has: this.page.getByText(name, { exact: true }) });
  }

  /** The list of the node's subcategories (the next sibling of its row). */
  children(name: string): Locator {
    return this.node(name).locator('xpath=following-sibling::ul');
  }

  addChild(parentName: string): Locator {
    return this.page.getByRole('link', { name: `Add a subcategory to ${parentName}`, exact: true });
  }

  edit(name: string): Locator {
    return this.page.getByRole('link', { name: `Edit ${name}`, exact: true });
  }

  delete(name: string): Locator {
    return this.page.getByRole('button', { name: `Delete ${name}`, exact: true });
  }

  async confirmDelete(): Promise<void> {
    await this.deleteDialog.getByRole('button', { name: 'Delete', exact: true }).click();
  }
}

/** /dashboard/categories/create and /dashboard/categories/{id}/edit. */
export class CategoryFormPage {
  readonly form: Locator;
  readonly name: Locator;
  readonly nameAr: Locator;
  readonly parent: Locator;
  readonly create: Locator;
  readonly save: Locator;

  constructor(readonly page: Page) {
    this.form = page.locator('main form');
    this.name = this.form.getByLabel('Name (English)', { exact: true });
    this.nameAr = this.form.getByLabel('Name (Arabic)', { exact: true });
    this.parent = this.form.getByLabel('Parent category', { exact: true });
    this.create = this.form.getByRole('button', { name: 'Create category' });
    this.save = this.form.getByRole('button', { name: 'Save changes' });
  }
}
