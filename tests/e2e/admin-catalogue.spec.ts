import type { Page } from '@playwright/test';
import { CategoryFormPage, DashboardCategoriesPage } from './pages/dashboard-categories';
import { DashboardEventsPage, EventDashboardPage, EventFormPage, TicketFormPage } from './pages/dashboard-events';
import { EventPage, HomePage } from './pages/discovery-page';
import { EventBookingPage } from './pages/event-page';
import { CheckoutReturnPage, TestCheckoutPage } from './pages/checkout-pages';
import { HomeEditors } from './pages/home-editors';
import { expectNoA11yViolations } from './support/a11y';
import { waitForPart } from './support/hydration';
import {
  adminBookings,
  adminCategories,
  adminEvent,
  adminEvents,
  adminTickets,
  cancelEvent,
  deleteCategoryIfPresent,
  generatePng,
  heroUrl,
  muscatInput,
  randomColour,
  saveSliderOrder,
  sliderImages,
} from './support/admin-api';
import { expect, test } from './support/admin-fixtures';
import { createUser, signInBrowser } from './support/booking-api';

/*
 * The administrator's catalogue in the browser (docs/product.md §2 Catalogue dashboard): an event made with a poster,
 * two categories and two ticket types, found and booked by a user, then edited; a category subtree; the
 * slider reordered; a new hero image; the lists in Arabic; axe on every dashboard screen.
 *
 * Each journey names what it makes with the run's time and the project, so runs and projects never meet,
 * and leaves the demo data as the other specs read it: the event is cancelled at the end (it leaves the
 * public lists), its ticket types hold 5 seats each (below findBookableTicket's "quantity + 5" room), the
 * categories are deleted, and the slider's order is put back.
 */

/** Unique per run and project: "1712345678901-desktop". */
function runTag(projectName: string): string {
  return `${Date.now()}-${projectName}`;
}

/** The toast that says a save worked (success toasts stay 3 s; an earlier one may still be there). */
async function expectToast(page: Page, text: string): Promise<void> {
  await expect(page.locator('[data-scope="toast"][data-part="description"]').getByText(text, { exact: true }).last()).toBeVisible();
}

test.describe('admin catalogue', () => {
  test('an event with a poster, two categories and two ticket types is booked by a user, then edited', async ({ page, request, adminToken }, testInfo) => {
    test.setTimeout(150_000);
    const tag = runTag(testInfo.project.name);
    const name = `Qurum Lantern Night ${tag}`;
    const nameAr = `ليلة فوانيس القرم ${tag}`;
    let eventId: number | null = null;
    try {
      await signInBrowser(page, adminToken);
      const list = new DashboardEventsPage(page);
      await list.goto();
      await list.createEvent.click();
      await expect(page).toHaveURL(/\/dashboard\/events\/create$/);

      const form = new EventFormPage(page);
      await form.fill({
        name,
        nameAr,
        description: 'Lanterns, oud and storytelling on Qurum beach.',
        descriptionAr: 'فوانيس وعود وحكايات على شاطئ القرم.',
        location: 'Qurum Beach, Muscat',
        locationAr: 'شاطئ القرم، مسقط',
        starts: muscatInput(5, 19, 30),
        ends: muscatInput(5, 23, 0),
        poster: { name: 'lanterns.png', mimeType: 'image/png', buffer: await generatePng(400, 500, randomColour()) },
        categories: ['Heritage', 'Poetry & Literature'],
      });
      await form.create.click();
      await expectToast(page, 'Event created successfully');
      await expect(page).toHaveURL(/\/dashboard\/events\/\d+$/);
      eventId = Number(/\/dashboard\/events\/(\d+)$/.exec(page.url())?.[1]);

      const dashboard = new EventDashboardPage(page);
      await expect(dashboard.heading).toHaveText(name);
      await expect(page.getByText('No ticket types yet')).toBeVisible();
      // What the server stored: the poster as WebP variants, both categories, Muscat times with +04:00.
      const stored = await adminEvent(request, adminToken, eventId);
      expect(stored.name_ar).toBe(nameAr);
      expect(stored.poster_image_url).toMatch(/\.webp$/);
      expect(stored.categories.map((category) => category.name).sort()).toEqual(['Heritage', 'Poetry & Literature']);
      expect(Date.parse(stored.start_date)).toBe(Date.parse(`${muscatInput(5, 19, 30)}:00+04:00`));

      const ticketForm = new TicketFormPage(page);
      for (const ticket of [
        { name: 'Beach mat', nameAr: 'بساط الشاطئ', price: '2.500', total: '5', usesPerTicket: '1' },
        { name: 'Lantern pass', nameAr: 'تصريح الفانوس', price: '6', total: '5', usesPerTicket: '2' },
      ]) {
        await dashboard.addTicket.first().click();
        await expect(page).toHaveURL(new RegExp(`/dashboard/events/${eventId}/tickets/create$`));
        await ticketForm.fill(ticket);
        await ticketForm.add.click();
        await expectToast(page, 'Ticket type created successfully');
        await expect(page).toHaveURL(new RegExp(`/dashboard/events/${eventId}(\\?tab=tickets)?$`));
        await expect(dashboard.item(ticket.name)).toBeVisible();
      }
      await expect(dashboard.item('Beach mat')).toContainText('0 / 5');
      const tickets = await adminTickets(request, adminToken, eventId);
      expect(tickets.map((ticket) => [ticket.name, ticket.price, ticket.total, ticket.usage_limit])).toEqual([
        ['Beach mat', '2.500', 5, 1],
        ['Lantern pass', '6.000', 5, 2],
      ]);
      const lanternPass = tickets[1]!;

      // A user finds the event from the public home page and books it.
      const user = await createUser(request, { name: 'Maryam Al-Rawahi' });
      await signInBrowser(page, user.token);
      const home = new HomePage(page);
      await home.goto();
      await home.searchForm.getByLabel('What are you looking for?').fill(name);
      await home.searchForm.getByLabel('Date').fill('');
      await home.searchForm.getByRole('button', { name: 'Search' }).click();
      await expect(page).toHaveURL(/\/search\?search=/);
      await expect(home.events.cardTitles).toHaveText([name]);
      await home.events.cardTitles.first().getByRole('link').click();
      await expect(page).toHaveURL(new RegExp(`/event/${eventId}$`));
      await expect(new EventPage(page).heading).toHaveText(name);

      const { panel } = new EventBookingPage(page);
      await panel.selectTicket(lanternPass.id);
      await expect(panel.total).toContainText('6.900');
      // A priced ticket: the seats are held while the user pays on the (test) gateway's page.
      await panel.continueToPayment();
      const gateway = new TestCheckoutPage(page);
      await gateway.arrived();
      await expect(gateway.amount).toContainText('6.900');
      await gateway.pay();
      const checkout = new CheckoutReturnPage(page);
      await checkout.expectReturnOf();
      await checkout.expectPaid();
      await expect(checkout.confirmation.heading('Payment received')).toBeFocused();
      await expect(checkout.confirmation.bookingNumbers).toHaveCount(1);
      const bookingNumber = (await checkout.confirmation.bookingNumbers.first().textContent())!.trim();

      // Back as the admin: the Bookings tab finds it by the buyer's email.
      await signInBrowser(page, adminToken);
      await dashboard.goto(eventId);
      await dashboard.tab('Bookings').click();
      await expect(page).toHaveURL(/tab=bookings/);
      await dashboard.bookingsSearch.fill(user.user.email);
      await expect(page).toHaveURL(/search=/);
      const booking = dashboard.item(bookingNumber);
      await expect(booking).toBeVisible();
      await expect(booking).toContainText(user.user.email);
      await expect(booking).toContainText('Lantern pass');
      await expect(dashboard.main).toContainText('Sold: 1 of 10');

      // Edit: a new English name, seen by the public in English; the Arabic name in Arabic.
      const renamed = `Qurum Lantern Evening ${tag}`;
      await dashboard.edit.click();
      await expect(page).toHaveURL(new RegExp(`/dashboard/events/${eventId}/edit$`));
      await expect(form.name).toHaveValue(name);
      await expect(form.category('Heritage')).toBeChecked();
      await form.name.fill(renamed);
      await form.save.click();
      await expectToast(page, 'Event updated successfully');
      await expect(page).toHaveURL(new RegExp(`/dashboard/events/${eventId}$`));
      await expect(dashboard.heading).toHaveText(renamed);

      const publicPage = new EventPage(page);
      await page.goto(`/event/${eventId}`);
      await expect(publicPage.heading).toHaveText(renamed);
      await expect(publicPage.tickets).toContainText('Lantern pass');
      await page.evaluate(() => localStorage.setItem('locale', 'ar'));
      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await expect(publicPage.heading).toHaveText(nameAr);
      await expect(publicPage.tickets).toContainText('تصريح الفانوس');

      // Clean-up the other specs rely on: cancelled, the event leaves the public lists.
      const listed = async () => {
        const res = await request.get('/api/events', { params: { search: renamed, per_page: 8 } });
        return ((await res.json()) as { data: { events: { id: number }[] } }).data.events.map((event) => event.id);
      };
      expect(await listed()).toEqual([eventId]);
      await cancelEvent(request, adminToken, eventId);
      eventId = null;
      expect(await listed()).toEqual([]);
    } finally {
      if (eventId) await cancelEvent(request, adminToken, eventId);
    }
  });

  test('a category subtree: add a root and a child, rename the child, a refused delete, then delete both', async ({ page, request, adminToken }, testInfo) => {
    const tag = runTag(testInfo.project.name);
    const root = `Night Markets ${tag}`;
    const child = `Souq Evenings ${tag}`;
    const renamed = `Souq Nights ${tag}`;
    try {
      await signInBrowser(page, adminToken);
      const categories = new DashboardCategoriesPage(page);
      const form = new CategoryFormPage(page);
      await categories.goto();

      await categories.addRoot.click();
      await form.name.fill(root);
      await form.nameAr.fill(`أسواق ليلية ${tag}`);
      await expect(form.parent).toHaveValue('');
      await form.create.click();
      await expectToast(page, 'Category created successfully');
      await expect(page).toHaveURL(/\/dashboard\/categories$/);
      await expect(categories.node(root)).toContainText(`أسواق ليلية ${tag}`);

      await categories.addChild(root).click();
      const rootId = (await adminCategories(request, adminToken)).find((category) => category.name === root)!.id;
      await expect(form.parent).toHaveValue(String(rootId));
      await form.name.fill(child);
      await form.create.click();
      await expectToast(page, 'Category created successfully');
      await expect(categories.node(child)).toContainText('No Arabic name yet');
      // The child sits in the root's list.
      await expect(categories.children(root)).toContainText(child);

      await categories.edit(child).click();
      await expect(form.name).toHaveValue(child);
      await form.name.fill(renamed);
      await form.save.click();
      await expectToast(page, 'Category updated successfully');
      await expect(categories.node(renamed)).toBeVisible();
      await expect(page.getByText(child, { exact: true })).toHaveCount(0);

      // The root still has a child: the server refuses, and the dialog says why.
      await categories.delete(root).click();
      await expect(categories.deleteDialog).toContainText('It has subcategories: move or delete them first.');
      await categories.confirmDelete();
      await expect(categories.deleteDialog).toContainText('Failed to delete category');
      await expect(categories.deleteDialog).toContainText('This category has subcategories. Move or delete them first.');
      await categories.deleteDialog.getByRole('button', { name: 'Cancel' }).click();
      await expect(categories.deleteDialog).toBeHidden();
      await expect(categories.node(root)).toBeVisible();

      await categories.delete(renamed).click();
      await categories.confirmDelete();
      await expectToast(page, 'Category deleted successfully');
      await expect(categories.deleteDialog).toBeHidden();
      await expect(categories.node(renamed)).toHaveCount(0);

      await categories.delete(root).click();
      await categories.confirmDelete();
      await expectToast(page, 'Category deleted successfully');
      await expect(categories.node(root)).toHaveCount(0);
      const left = (await adminCategories(request, adminToken)).filter((category) => category.name.endsWith(tag));
      expect(left).toEqual([]);
    } finally {
      // A failed run leaves nothing behind (child first: a parent with children is refused).
      await deleteCategoryIfPresent(request, adminToken, renamed);
      await deleteCategoryIfPresent(request, adminToken, child);
      await deleteCategoryIfPresent(request, adminToken, root);
    }
  });

  test('the slider editor moves the first image later and saves the new order', async ({ page, request, adminToken, isMobile }) => {
    const before = await sliderImages(request);
    expect(before.length).toBeGreaterThanOrEqual(2);
    const [first, second] = before as [(typeof before)[0], (typeof before)[0]];
    try {
      await signInBrowser(page, adminToken);
      await page.goto('/');
      const editors = new HomeEditors(page);
      await editors.openSliderEditor();
      await expect(editors.sliderDialog).toBeVisible();
      const count = before.length;
      await expect(editors.slide(1, count).locator('img')).toHaveAttribute('src', first.url);
      await expect(editors.sliderSave).toBeDisabled();
      await expectNoA11yViolations(page, { include: '[role="dialog"]' });

      if (!isMobile) {
        // Dragging (HTML5 drag and drop) is the mouse's way: a touch screen sends no drag events, so the
        // phone run reorders with the buttons only. The drag is then dropped with Cancel.
        await editors.slide(1, count).dragTo(editors.slide(2, count));
        await expect(editors.slide(1, count).locator('img')).toHaveAttribute('src', second.url);
        await expect(editors.slide(2, count).locator('img')).toHaveAttribute('src', first.url);
        await expect(editors.sliderSave).toBeEnabled();
        await editors.sliderDialog.getByRole('button', { name: 'Cancel' }).click();
        await expect(editors.sliderDialog).toBeHidden();
        await editors.editSlider.click();
        await expect(editors.slide(1, count).locator('img')).toHaveAttribute('src', first.url);
      }

      // The arrow buttons are the keyboard's (and a phone's) way to reorder.
      await editors.moveLater(1).focus();
      await page.keyboard.press('Enter');
      await expect(editors.slide(1, count).locator('img')).toHaveAttribute('src', second.url);
      await expect(editors.slide(2, count).locator('img')).toHaveAttribute('src', first.url);
      // Focus stays with the image that moved, now second.
      await expect(editors.moveLater(2)).toBeFocused();
      await editors.sliderSave.click();
      await expectToast(page, 'Slider images saved');
      await expect(editors.sliderDialog).toBeHidden();
      // The slider starts again from its (new) first image.
      await expect(page.getByRole('group', { name: `1 of ${count}`, exact: true }).locator('img')).toHaveAttribute('src', second.url);
      await expect(page.getByRole('button', { name: 'Go to slide 1' })).toHaveAttribute('aria-current', 'true');

      const after = await sliderImages(request);
      expect(after.map((slide) => slide.id)).toEqual([second.id, first.id, ...before.slice(2).map((slide) => slide.id)]);
    } finally {
      await saveSliderOrder(
        request,
        adminToken,
        before.map((slide) => slide.id),
      );
    }
  });

  test('the hero background changes to a new image after a preview', async ({ page, request, adminToken }) => {
    const previous = await heroUrl(request);
    await signInBrowser(page, adminToken);
    await page.goto('/');
    const editors = new HomeEditors(page);

    const chooser = page.waitForEvent('filechooser');
    await editors.changeBackground.click();
    await (await chooser).setFiles({ name: 'dunes.png', mimeType: 'image/png', buffer: await generatePng(1280, 720, randomColour()) });
    await expect(editors.heroPreviewBadge).toBeVisible();
    await expect(page.locator('img[src^="blob:"]')).toHaveCount(1);
    await expectNoA11yViolations(page, { include: 'section[aria-labelledby="hero-heading"]' });
    await editors.heroSave.click();
    await expectToast(page, 'Background updated');
    await expect(editors.heroPreviewBadge).toBeHidden();

    let url: string | null = null;
    await expect.poll(async () => (url = await heroUrl(request))).not.toBe(previous);
    expect(url).toMatch(/\.webp$/);
    await expect(editors.heroImage(url!)).toBeVisible();
    await page.reload();
    await expect(editors.heroImage(url!)).toBeVisible();
  });

  test("in Arabic the home page's editors speak Arabic (their messages load with them)", async ({ page, adminToken }) => {
    await signInBrowser(page, adminToken, 'ar');
    await page.goto('/ar');
    await expect(page.getByRole('button', { name: 'تغيير الخلفية' })).toBeVisible();
    await waitForPart(page, 'section[aria-labelledby="slider-heading"]');
    await page.getByRole('button', { name: 'تعديل صور العرض' }).click();
    const dialog = page.getByRole('dialog', { name: 'تعديل صور العرض' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'إلغاء' })).toBeVisible();
  });

  test('in Arabic the events list and the category tree are right-to-left with Arabic names', async ({ page, request, adminToken }) => {
    await signInBrowser(page, adminToken, 'ar');
    const list = new DashboardEventsPage(page);
    await list.goto();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(list.heading).toHaveText('الفعاليات');
    await expect(list.createEvent).toBeVisible();
    const [firstEvent] = await adminEvents(request, adminToken);
    expect(firstEvent?.name_ar).toBeTruthy();
    await expect(list.item(firstEvent!.name_ar)).toBeVisible();
    await expectNoA11yViolations(page);

    const categories = new DashboardCategoriesPage(page);
    await categories.goto();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(categories.heading).toHaveText('الفئات');
    await expect(page.getByText('موسيقى', { exact: true })).toBeVisible();
    await expect(page.getByText('حفلات موسيقية', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'تعديل موسيقى' })).toBeVisible();
    await expectNoA11yViolations(page);
  });

  // Held to every axe rule at every impact (stricter than serious/critical only): these screens meet it.
  test('the dashboard screens have no axe violations', async ({ page, request, adminToken }) => {
    test.setTimeout(120_000);
    await signInBrowser(page, adminToken);
    const list = new DashboardEventsPage(page);
    await list.goto();
    await expect(list.main.locator('a[href^="/dashboard/events/"]').filter({ visible: true }).first()).toBeVisible();
    await expectNoA11yViolations(page);

    await list.createEvent.click();
    const form = new EventFormPage(page);
    await expect(form.category('Music')).toBeVisible();
    await expectNoA11yViolations(page);

    // A demo event with sales, so the Bookings tab has rows.
    const sold = (await adminEvents(request, adminToken, { per_page: 50 })).find((event) => event.tickets_sold > 0 && event.status !== 'cancelled');
    expect(sold).toBeDefined();
    const dashboard = new EventDashboardPage(page);
    await dashboard.goto(sold!.id);
    const [ticket] = await adminTickets(request, adminToken, sold!.id);
    await expect(dashboard.item(ticket!.name).first()).toBeVisible();
    await expectNoA11yViolations(page);
    await dashboard.tab('Bookings').click();
    const [booking] = await adminBookings(request, adminToken, sold!.id);
    await expect(dashboard.item(booking!.booking_number)).toBeVisible();
    await expectNoA11yViolations(page);

    await dashboard.tab('Tickets').click();
    await dashboard.main
      .getByRole('link', { name: /^Edit / })
      .filter({ visible: true })
      .first()
      .click();
    await expect(new TicketFormPage(page).name).not.toHaveValue('');
    await expectNoA11yViolations(page);

    const categories = new DashboardCategoriesPage(page);
    await categories.goto();
    await expect(page.getByText('Music', { exact: true })).toBeVisible();
    await expectNoA11yViolations(page);
    await categories.edit('Music').click();
    await expect(new CategoryFormPage(page).name).toHaveValue('Music');
    await expectNoA11yViolations(page);
  });
});
