import type { APIRequestContext } from '@playwright/test';
import { DashboardAuditPage } from './pages/dashboard-audit';
import { expectNoA11yViolations } from './support/a11y';
import { expect, test } from './support/admin-fixtures';
import { bearer } from './support/admin-api';
import { signInBrowser } from './support/booking-api';

/*
 * The audit log in the browser (docs/architecture.md §12): a category created and renamed through the admin API shows
 * up on /dashboard/audit with the administrator's name and the changed field; the record type and id filters narrow it
 * and live in the URL; the user page's links and a booking's "History" lead into it; and it reads right to left in
 * Arabic.
 *
 * The category's name carries the run's time and the project, so runs and projects never meet; it is deleted at the
 * end (its deletion is one more entry, which no other spec reads).
 */

/** Unique per run and project: "1712345678901-desktop". */
function runTag(projectName: string): string {
  return `${Date.now()}-${projectName}`;
}

type TCategory = { id: number; name: string; name_ar: string };

async function createCategory(request: APIRequestContext, token: string, name: string, nameAr: string): Promise<TCategory> {
  const res = await request.post('/api/admin/categories', { headers: bearer(token), data: { name, name_ar: nameAr } });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { data: { category: TCategory } }).data.category;
}

async function renameCategory(request: APIRequestContext, token: string, id: number, name: string, nameAr: string): Promise<void> {
  const res = await request.put(`/api/admin/categories/${id}`, { headers: bearer(token), data: { name, name_ar: nameAr } });
  expect(res.ok(), await res.text()).toBe(true);
}

/** The demo attendee, who has bookings (server/db/seed.ts). */
const DEMO_USER_EMAIL = 'user@tadhkira.om';

async function findUser(request: APIRequestContext, token: string, email: string): Promise<{ id: number }> {
  const res = await request.get('/api/admin/users', { headers: bearer(token), params: { search: email } });
  expect(res.ok(), await res.text()).toBe(true);
  const [user] = ((await res.json()) as { data: { users: { id: number; email: string }[] } }).data.users.filter((row) => row.email === email);
  expect(user, email).toBeDefined();
  return user!;
}

/** The signed-in user's id and name (GET /api/user). */
async function whoAmI(request: APIRequestContext, token: string): Promise<{ id: number; name: string }> {
  const res = await request.get('/api/user', { headers: bearer(token) });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { data: { user: { id: number; name: string } } }).data.user;
}

test.describe('the audit log', () => {
  test('a category renamed through the API is in the log with who did it and what changed; filters narrow it, in English and Arabic', async ({
    page,
    request,
    adminToken,
  }, testInfo) => {
    test.setTimeout(120_000);
    const tag = runTag(testInfo.project.name);
    const name = `Audit ${tag}`;
    const renamed = `${name} renamed`;
    const admin = await whoAmI(request, adminToken);
    const category = await createCategory(request, adminToken, name, `تدقيق ${tag}`);
    try {
      await renameCategory(request, adminToken, category.id, renamed, `تدقيق ${tag} معدّل`);

      await signInBrowser(page, adminToken);
      const audit = new DashboardAuditPage(page);
      await audit.goto();
      await expect(audit.heading).toHaveText('Audit log');
      // The admin bar lists it, and marks it as the page shown.
      const nav = page.getByRole('navigation', { name: 'Dashboard' }).filter({ visible: true });
      if (await nav.count()) await expect(nav.getByRole('link', { name: 'Audit log' })).toHaveAttribute('aria-current', 'page');

      // Newest first: the rename is on the first page, with who did it, the action, the record and the field.
      const update = audit.item(renamed).filter({ hasText: 'Updated' });
      await expect(update).toHaveCount(1);
      await expect(update).toContainText(admin.name);
      await expect(update.getByRole('link', { name: admin.name, exact: true })).toHaveAttribute('href', `/dashboard/users/${admin.id}`);
      await expect(update).toContainText(`Category #${category.id}`);
      await expect(update).toContainText(`name: ${name} → ${renamed}`);
      await expect(update).toContainText('Via PUT /api/admin/categories/:id');
      await expectNoA11yViolations(page);

      // The record type filter: every entry shown is a category's, and the URL says so.
      await audit.recordType.selectOption({ label: 'Category' });
      await expect(page).toHaveURL(/[?&]entity=category(&|$)/);
      await expect(audit.entries.first()).toBeVisible();
      for (const text of await audit.entries.allInnerTexts()) expect(text).toMatch(/Category #\d+/);
      // And its id: the category's creation and its rename, newest first.
      await audit.recordId.fill(String(category.id));
      await expect(page).toHaveURL(new RegExp(`[?&]entity_id=${category.id}(&|$)`));
      await expect(audit.entries).toHaveCount(2);
      await expect(audit.entries.nth(0)).toContainText('Updated');
      await expect(audit.entries.nth(1)).toContainText('Created');
      await expect(audit.entries.nth(1)).toContainText(`name: — → ${name}`);

      // Clear filters brings the whole log back.
      await audit.clearFilters.click();
      await expect(page).not.toHaveURL(/entity/);
      await expect(audit.recordId).toHaveValue('');
      await expect(audit.recordType).toHaveValue('');

      // The record's link narrows the log to it, as a link another screen could give.
      await audit.recordLink(audit.item(renamed).filter({ hasText: 'Updated' }), `Category #${category.id}`).click();
      await expect(page).toHaveURL(new RegExp(`[?&]entity=category&entity_id=${category.id}$`));
      await expect(audit.entries).toHaveCount(2);
      await expect(audit.recordId).toHaveValue(String(category.id));

      // An id no record has: the empty state names the filters.
      await audit.goto('?entity=category&entity_id=2147483000');
      await expect(audit.main.getByRole('heading', { name: 'No entries match these filters' })).toBeVisible();
      // A bad value in the URL is dropped, not an error.
      await audit.goto('?entity=spaceship&entity_id=abc&page=-1');
      await expect(audit.recordType).toHaveValue('');
      await expect(update).toBeVisible();

      // From the admin's own page: "Actions by this user" lists what they did.
      await page.goto(`/dashboard/users/${admin.id}`);
      await page.getByRole('link', { name: 'Actions by this user' }).click();
      await expect(page).toHaveURL(new RegExp(`/dashboard/audit\\?actor_id=${admin.id}$`));
      await expect(audit.actorId).toHaveValue(String(admin.id));
      await expect(update).toBeVisible();
      await page.goto(`/dashboard/users/${admin.id}`);
      await page.getByRole('link', { name: 'History', exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/dashboard/audit\\?entity=user&entity_id=${admin.id}$`));
      await expect(audit.recordType).toHaveValue('user');

      // A booking's row on a user's page: "History" opens the booking's entries.
      const demoUser = await findUser(request, adminToken, DEMO_USER_EMAIL);
      await page.goto(`/dashboard/users/${demoUser.id}?tab=bookings`);
      const historyLink = page
        .getByRole('link', { name: /^History of booking / })
        .filter({ visible: true })
        .first();
      const bookingId = new URL((await historyLink.getAttribute('href'))!, page.url()).searchParams.get('entity_id');
      expect(bookingId).toMatch(/^\d+$/);
      await historyLink.click();
      await expect(page).toHaveURL(new RegExp(`/dashboard/audit\\?entity=booking&entity_id=${bookingId}$`));
      await expect(audit.recordType).toHaveValue('booking');
      await expect(audit.recordId).toHaveValue(bookingId!);

      // In Arabic: right to left, Arabic words, the arrow pointing from the old value to the new one.
      await signInBrowser(page, adminToken, 'ar');
      await audit.goto(`?entity=category&entity_id=${category.id}`);
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await expect(audit.heading).toHaveText('سجل التدقيق');
      await expect(audit.entries).toHaveCount(2);
      const arUpdate = audit.entries.nth(0);
      await expect(arUpdate).toContainText('تم التعديل');
      await expect(arUpdate).toContainText(`name: ${name} ← ${renamed}`);
      await expect(arUpdate).toContainText(`name_ar: تدقيق ${tag} ← تدقيق ${tag} معدّل`);
      await expect(arUpdate.getByRole('link', { name: /^فئة رقم [٠-٩]+$/ })).toBeVisible();
      await expect(audit.recordType).toHaveValue('category');
      await expect(audit.recordType.locator('option:checked')).toHaveText('فئة');
      await expectNoA11yViolations(page);
    } finally {
      await request.delete(`/api/admin/categories/${category.id}`, { headers: bearer(adminToken) });
    }
  });
});
