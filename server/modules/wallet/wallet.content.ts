import { LOCALES, type TLocale } from '../../../contract/common';
import { dateFormatter } from '../../../contract/intl';
import type { TWalletBookingRow } from './wallet.repository';

/*
 * What a wallet pass says, in each language (docs/architecture.md §6 "Wallet passes"): the same words and
 * formats as the confirmation mail (server/modules/bookings/bookings.mail.ts) and the web app's ticket
 * (contract/intl.ts: Omani conventions, times in Asia/Muscat).
 */

export const ORGANIZATION_NAME = 'Tadhkira';

const COPY = {
  en: {
    organization: 'Tadhkira',
    event: 'Event',
    date: 'Date',
    time: 'Time',
    where: 'Where',
    ticket: 'Ticket',
    holder: 'Holder',
    booking: 'Booking',
    starts: 'Starts',
    validUntil: 'Valid until',
    help: 'Show this code at the entrance. My Tickets in the app shows it too, also without a connection.',
    description: (event: string) => `Ticket for ${event}`,
  },
  ar: {
    organization: 'تذكرة',
    event: 'الفعالية',
    date: 'التاريخ',
    time: 'الوقت',
    where: 'المكان',
    ticket: 'التذكرة',
    holder: 'حامل التذكرة',
    booking: 'الحجز',
    starts: 'يبدأ',
    validUntil: 'صالحة حتى',
    help: 'أظهر هذا الرمز عند الدخول. تعرضه صفحة تذاكري في التطبيق أيضًا، حتى دون اتصال بالإنترنت.',
    description: (event: string) => `تذكرة ${event}`,
  },
} as const;

/** One field of a pass: a stable key, its label and its value, in one language. */
export type TPassField = { key: string; label: string; value: string };

/** A pass's words in one language; the field lists are laid out by each wallet. */
export type TPassText = {
  locale: TLocale;
  organization: string;
  description: string;
  eventName: string;
  /** Null for an event without a place. */
  location: string | null;
  ticketName: string;
  front: { event: TPassField; date: TPassField; time: TPassField; where: TPassField | null; ticket: TPassField; holder: TPassField; booking: TPassField };
  back: TPassField[];
};

/** When the ticket stops admitting: its own validity end, else the event's end (docs/architecture.md §6). */
export function validityEnd(booking: Pick<TWalletBookingRow, 'validUntil' | 'eventFinish'>): Date {
  return booking.validUntil ?? booking.eventFinish;
}

export function passText(booking: TWalletBookingRow, locale: TLocale): TPassText {
  const copy = COPY[locale];
  const eventName = booking.eventName[locale];
  const location = booking.eventLocation[locale];
  const ticketName = booking.ticketName[locale];
  const field = (key: string, label: string, value: string): TPassField => ({ key, label, value });
  const where = location ? field('where', copy.where, location) : null;
  return {
    locale,
    organization: copy.organization,
    description: copy.description(eventName),
    eventName,
    location,
    ticketName,
    front: {
      event: field('event', copy.event, eventName),
      date: field('date', copy.date, dateFormatter(locale, 'full').format(booking.eventStart)),
      time: field('time', copy.time, dateFormatter(locale, 'time').format(booking.eventStart)),
      where,
      ticket: field('ticket', copy.ticket, ticketName),
      holder: field('holder', copy.holder, booking.holderName),
      booking: field('booking', copy.booking, booking.bookingNumber),
    },
    back: [
      field('back-starts', copy.starts, dateFormatter(locale, 'fullWithTime').format(booking.eventStart)),
      field('back-valid-until', copy.validUntil, dateFormatter(locale, 'fullWithTime').format(validityEnd(booking))),
      ...(where ? [{ ...where, key: 'back-where' }] : []),
      field('back-holder', copy.holder, booking.holderName),
      field('back-booking', copy.booking, booking.bookingNumber),
      field('back-help', '', copy.help),
    ],
  };
}

/** The pass in every language, the reader's first. */
export function passTexts(booking: TWalletBookingRow, locale: TLocale): TPassText[] {
  return [locale, ...LOCALES.filter((other) => other !== locale)].map((each) => passText(booking, each));
}
