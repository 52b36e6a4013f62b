import { expect, type Locator, type Page } from '@playwright/test';

/**
 * An item of a dashboard list that the screen draws twice: a table row on a wide screen and a card on a
 * phone (one of the two is hidden by CSS). The visible one that mentions `text`.
 */
function visibleItem(scope: Locator, text: string): Locator {
  return scope.locator('tr, li').filter({ hasText: text }).filter({ visible: true });
}

/** /dashboard/events: the admin's list of events with search, status filter and paging. */
export class DashboardEventsPage {
  readonly heading: Locator;
  readonly createEvent: Locator;
  readonly search: Locator;
  readonly main: Locator;

  constructor(readonly page: Page) {
    this.main = page.locator('main');
    this.heading = page.getByRole('heading', { level: 1 });
    this.createEvent = page.getByRole('link', { name: /^(Create event|إنشاء فعالية)$/ });
    this.search = page.getByRole('searchbox', { name: /^(Search events|البحث عن الفعاليات)$/ });
  }

  async goto(): Promise<void> {
    await this.page.goto('/dashboard/events');
    await expect(this.heading).toBeVisible();
  }

  /** The row (desktop) or card (phone) of the event named `name`. */
  item(name: string): Locator {
    return visibleItem(this.main, name);
  }
}

export type TEventFields = {
  name: string;
  nameAr: string;
  description: string;
  descriptionAr: string;
  location: string;
  locationAr: string;
  /** datetime-local values, Muscat wall time. */
  starts: string;
  ends: string;
  poster: { name: string; mimeType: string; buffer: Buffer };
  categories: string[];
};

/** /dashboard/events/create and /dashboard/events/{id}/edit. */
export class EventFormPage {
  readonly form: Locator;
  readonly name: Locator;
  readonly nameAr: Locator;
  readonly description: Locator;
  readonly descriptionAr: Locator;
  readonly location: Locator;
  readonly locationAr: Locator;
  readonly starts: Locator;
  readonly ends: Locator;
  readonly posterInput: Locator;
  readonly posterPreview: Locator;
  readonly create: Locator;
  readonly save: Locator;

  constructor(readonly page: Page) {
    this.form = page.locator('main form');
    this.name = this.form.getByLabel('Name (English)', { exact: true });
    this.nameAr = this.form.getByLabel('Name (Arabic)', { exact: true });
    this.description = this.form.getByLabel('Description (English)', { exact: true });
    this.descriptionAr = this.form.getByLabel('Description (Arabic)', { exact: true });
    this.location = this.form.getByLabel('Location (English)', { exact: true });
    this.locationAr = this.form.getByLabel('Location (Arabic)', { exact: true });
    this.starts = this.form.getByLabel('Starts', { exact: true });
    this.ends = this.form.getByLabel('Ends', { exact: true });
    this.posterInput = this.form.locator('input[type="file"]');
    this.posterPreview = this.form.getByRole('img', { name: 'Preview of the new poster' });
    this.create = this.form.getByRole('button', { name: 'Create event' });
    this.save = this.form.getByRole('button', { name: 'Save changes' });
  }

  category(name: string): Locator {
    return this.form.getByRole('checkbox', { name, exact: true });
  }

  async fill(values: TEventFields): Promise<void> {
    await this.name.fill(values.name);
    await this.nameAr.fill(values.nameAr);
    await this.description.fill(values.description);
    await this.descriptionAr.fill(values.descriptionAr);
    await this.location.fill(values.location);
    await this.locationAr.fill(values.locationAr);
    await this.starts.fill(values.starts);
    await this.ends.fill(values.ends);
    await this.posterInput.setInputFiles(values.poster);
    await expect(this.posterPreview).toBeVisible();
    for (const category of values.categories) await this.category(category).check();
  }
}

/** /dashboard/events/{id}: the event's header and its Tickets, Bookings and Check-ins tabs. */
export class EventDashboardPage {
  readonly heading: Locator;
  readonly main: Locator;
  readonly edit: Locator;
  readonly addTicket: Locator;
  readonly bookingsSearch: Locator;

  constructor(readonly page: Page) {
    this.main = page.locator('main');
    this.heading = page.getByRole('heading', { level: 1 });
    this.edit = this.main.getByRole('link', { name: 'Edit', exact: true });
    this.addTicket = this.main.getByRole('link', { name: 'Add ticket' });
    this.bookingsSearch = page.getByRole('searchbox', { name: 'Search bookings' });
  }

  async goto(eventId: number, tab?: 'tickets' | 'bookings' | 'check-ins'): Promise<void> {
    await this.page.goto(`/dashboard/events/${eventId}${tab ? `?tab=${tab}` : ''}`);
    await expect(this.heading).toBeVisible();
  }

  tab(name: string): Locator {
    return this.page.getByRole('tab', { name });
  }

  /** A ticket type (Tickets tab) or a booking (Bookings tab) that mentions `text`, as drawn at this width. */
  item(text: string): Locator {
    return visibleItem(this.main, text);
  }
}

export type TTicketFields = { name: string; nameAr: string; price: string; total: string; usesPerTicket: string };

/** /dashboard/events/{id}/tickets/create and /dashboard/event/{eventId}/tickets/{id}/edit. */
export class TicketFormPage {
  readonly form: Locator;
  readonly name: Locator;
  readonly nameAr: Locator;
  readonly price: Locator;
  readonly total: Locator;
  readonly usesPerTicket: Locator;
  readonly add: Locator;

  constructor(readonly page: Page) {
    this.form = page.locator('main form');
    this.name = this.form.getByLabel('Name (English)', { exact: true });
    this.nameAr = this.form.getByLabel('Name (Arabic)', { exact: true });
    this.price = this.form.getByLabel('Price (OMR)', { exact: true });
    this.total = this.form.getByLabel('Tickets for sale', { exact: true });
    this.usesPerTicket = this.form.getByLabel('Uses per ticket', { exact: true });
    this.add = this.form.getByRole('button', { name: 'Add ticket' });
  }

  async fill(values: TTicketFields): Promise<void> {
    await this.name.fill(values.name);
    await this.nameAr.fill(values.nameAr);
    await this.price.fill(values.price);
    await this.total.fill(values.total);
    await this.usesPerTicket.fill(values.usesPerTicket);
  }
}
