import type { APIRequestContext, Page } from '@playwright/test';
import { bearer, loginAs } from './support/admin-api';
import { bookAndPayViaApi, findBookableTicket, signInBrowser } from './support/booking-api';
import { MyTicketsPage } from './pages/my-tickets-page';
import { TicketPrintPage, type PrintedTicket } from './pages/ticket-print-page';
import { expectNoA11yViolations, WCAG_A_AA } from './support/a11y';
import { expectQrDrawn, waitForServiceWorker } from './support/offline';
import { expect, test } from './support/booking-fixtures';

/** A ticket type one buyer may take three of, more than once (the user is shared by the worker's tests). */
const roomy = (t: { per_buyer_limit: number | null }) => (t.per_buyer_limit ?? 20) >= 6;

type TMyTicket = {
  id: number;
  booking_number: string;
  code: string;
  holder_name: string;
  invoice_id: number;
  ticket: { name: string };
  event: { name: string; start_date: string; location: string | null };
};

/** GET /api/my-tickets/{id} in one language: what the printed ticket must say. */
async function myTicket(request: APIRequestContext, token: string, id: number, locale: 'en' | 'ar'): Promise<TMyTicket> {
  const res = await request.get(`/api/my-tickets/${id}`, { headers: { Authorization: `Bearer ${token}`, 'Accept-Language': locale } });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { data: { booking: TMyTicket } }).data.booking;
}

/** Every fact of a printed ticket, and its QR carrying the booking's own code. */
async function expectPrinted(printed: PrintedTicket, expected: TMyTicket): Promise<void> {
  await expectQrDrawn(printed.qr);
  await expect(printed.qr).toHaveAttribute('data-code', expected.code);
  await expect(printed.event).toHaveText(expected.event.name);
  await expect(printed.when.locator('time')).toHaveAttribute('datetime', expected.event.start_date);
  if (expected.event.location) await expect(printed.place).toHaveText(expected.event.location);
  await expect(printed.ticketType).toHaveText(expected.ticket.name);
  await expect(printed.holder).toHaveText(expected.holder_name);
  await expect(printed.bookingNumber).toHaveText(expected.booking_number);
  await expect(printed.state).toHaveCount(0);
}

/** No image on the sheet shows as broken: a poster that cannot load is left out. */
async function expectNoBrokenImages(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page
        .getByTestId('print-sheet')
        .locator('img')
        .evaluateAll((images) => images.filter((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth === 0).length),
    )
    .toBe(0);
}

test.describe('printing tickets or saving them as a PDF', () => {
  test('one ticket and all of its order print from My Tickets, in English and Arabic, and offline', async ({ page, context, request, bookingUser }) => {
    const { ticket } = await findBookableTicket(request, 3, roomy);
    const paid = await bookAndPayViaApi(request, bookingUser.token, ticket.id, 3);
    const [first, second, third] = paid.bookings;
    const expected = await myTicket(request, bookingUser.token, first!.id, 'en');
    await signInBrowser(page, bookingUser.token);

    // My Tickets → the ticket's dialog → Print.
    const myTickets = new MyTicketsPage(page);
    await myTickets.goto();
    await myTickets.showTicket(myTickets.card(first!.booking_number));
    const { dialog } = myTickets;
    await expect(dialog.bookingNumber).toHaveText(first!.booking_number);
    await dialog.print.click();
    await expect(page).toHaveURL(new RegExp(`/my-tickets/${first!.id}/print$`));

    const print = new TicketPrintPage(page);
    await expect(print.tickets).toHaveCount(1);
    await expectPrinted(print.ticket(first!.booking_number), expected);
    await expect(page).toHaveTitle(new RegExp(`^Ticket ${first!.booking_number}`));
    await expectNoBrokenImages(page);
    await expectNoA11yViolations(page, { tags: WCAG_A_AA, include: 'main' });

    // The toolbar is for the screen; on paper only the ticket.
    await expect(print.toolbar).toBeVisible();
    await expect(page.locator('header.navbar')).toBeVisible();
    await page.emulateMedia({ media: 'print' });
    await expect(print.toolbar).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toBeHidden();
    await expect(page.locator('header.navbar')).toBeHidden();
    await expect(page.locator('footer.site-footer')).toBeHidden();
    await expectQrDrawn(print.ticket(first!.booking_number).qr);
    // Back to the page's own media (page.pdf() below prints with print media unless screen is emulated).
    await page.emulateMedia({ media: null });

    // Print opens the browser's print dialog (stubbed: a headless browser has none).
    await page.evaluate(() => {
      const win = window as unknown as { printed: number };
      win.printed = 0;
      window.print = () => {
        win.printed += 1;
      };
    });
    await print.printButton().click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);

    // Back to My Tickets, and "Print all" of the same order: its three tickets on one sheet.
    await print.backLink().click();
    await expect(page).toHaveURL(/\/my-tickets$/);
    await myTickets.showTicket(myTickets.card(second!.booking_number));
    await dialog.printAll.click();
    await expect(page).toHaveURL(new RegExp(`/my-tickets/print\\?invoice=${paid.invoice.id}$`));
    await expect(print.tickets).toHaveCount(3);
    await expect(print.count).toHaveText('3 tickets of this order');
    for (const booking of [first!, second!, third!]) {
      await expectPrinted(print.ticket(booking.booking_number), await myTicket(request, bookingUser.token, booking.id, 'en'));
    }
    // In booking order, as bought.
    expect(await print.tickets.evaluateAll((blocks) => blocks.map((b) => b.getAttribute('data-booking-number')))).toEqual(
      [first!, second!, third!].map((b) => b.booking_number),
    );

    // Saved as a PDF (Chromium's print to PDF, the page's own A4 size): four tickets to a sheet, so one page.
    const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true });
    await test.info().attach('order.pdf', { body: pdf, contentType: 'application/pdf' });
    const pdfText = pdf.toString('latin1');
    expect(pdfText.match(/\/Type\s*\/Page\b/g) ?? []).toHaveLength(1);
    // A4 portrait, 210 × 297 mm in points.
    expect(pdfText).toMatch(/\/MediaBox\s*\[\s*0\s+0\s+594\.9\d*\s+841\.9\d*\s*\]/);

    // Offline, after My Tickets was opened online: the ticket prints from the copy on this device.
    await waitForServiceWorker(page);
    await context.setOffline(true);
    await print.gotoTicket(second!.id);
    const offline = print.ticket(second!.booking_number);
    await expectQrDrawn(offline.qr);
    await expect(offline.qr).toHaveAttribute('data-code', second!.code);
    await expect(offline.event).toHaveText(expected.event.name);
    await expect(offline.holder).toHaveText(expected.holder_name);
    await expect(page.getByTestId('tickets-offline-notice')).toBeVisible();
    await expectNoBrokenImages(page);
    await context.setOffline(false);

    // In Arabic: right to left, Arabic labels and names, the app's Arabic-Indic digits, the same code.
    const arabic = await myTicket(request, bookingUser.token, third!.id, 'ar');
    await signInBrowser(page, bookingUser.token, 'ar');
    await print.gotoTicket(third!.id);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    const printedAr = print.ticket(third!.booking_number);
    await expectPrinted(printedAr, arabic);
    await expect(printedAr.when).toHaveText(/[٠-٩]/);
    await expect(printedAr.when).not.toHaveText(/[0-9]/);
    await expect(print.printButton('طباعة')).toBeVisible();
    await expect(print.backLink('العودة إلى تذاكري')).toBeVisible();
    await expect(printedAr.root).toContainText('حامل التذكرة');

    await print.gotoOrder(paid.invoice.id);
    await expect(print.tickets).toHaveCount(3);
    await expect(print.count).toHaveText('٣ تذاكر من هذا الطلب');
  });

  test("a ticket or an order that is not the user's shows a translated empty state", async ({ page, request, bookingUser }) => {
    await signInBrowser(page, bookingUser.token);
    const print = new TicketPrintPage(page);
    // The demo attendee's tickets: real bookings, someone else's.
    const token = await loginAs(request, 'user@tadhkira.om', 'user1234');
    const others = await request.get('/api/my-tickets', { headers: bearer(token) });
    const { bookings } = ((await others.json()) as { data: { bookings: { id: number; invoice_id: number }[] } }).data;
    const someoneElses = bookings[0]!;

    await print.gotoTicket(someoneElses.id);
    await expect(page.getByRole('heading', { name: 'Ticket not found' })).toBeVisible();
    await expect(print.notFound).toBeVisible();
    await expect(print.tickets).toHaveCount(0);
    await expect(print.printButton()).toHaveCount(0);

    await print.gotoOrder(someoneElses.invoice_id);
    await expect(page.getByRole('heading', { name: 'Order not found' })).toBeVisible();
    await expect(print.tickets).toHaveCount(0);

    await page.goto('/my-tickets/not-a-number/print');
    await expect(page.getByRole('heading', { name: 'Ticket not found' })).toBeVisible();

    await signInBrowser(page, bookingUser.token, 'ar');
    await print.gotoTicket(someoneElses.id);
    await expect(page.getByRole('heading', { name: 'التذكرة غير موجودة' })).toBeVisible();
    await expect(print.backLink('العودة إلى تذاكري')).toBeVisible();
  });
});
