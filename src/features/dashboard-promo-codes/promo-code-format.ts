import { i18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import type { TAdminPromoCode } from '../../../contract/admin-promo-codes';
import type { TLocale } from '../../../contract/common';
import { formatOMR } from '../../lib/money';
import { formatCount, formatPercent } from '../../lib/numbers';

/*
 * How a promo code reads in the dashboard (docs/product.md §10 Promo codes): what it takes off, where it applies,
 * its uses against its limits, and where it stands against its window.
 */

/** "10%" / "١٠٪", or "OMR 2.500 off each ticket". */
export function promoValueText(promoCode: Pick<TAdminPromoCode, 'kind' | 'value'>, locale: TLocale): string {
  if (promoCode.kind === 'percent') return formatPercent(Number(promoCode.value), locale);
  const amount = formatOMR(promoCode.value, locale);
  return i18n._(msg`${amount} off each ticket`);
}

export type TPromoScope = { kind: 'all' } | { kind: 'event'; eventId: number } | { kind: 'tickets'; eventId: number; ticketIds: number[] };

/** Every event; one event, all of its ticket types; or some ticket types of one event. */
export function promoScope(promoCode: Pick<TAdminPromoCode, 'event_id' | 'ticket_ids'>): TPromoScope {
  if (promoCode.event_id === null) return { kind: 'all' };
  if (promoCode.ticket_ids && promoCode.ticket_ids.length > 0) return { kind: 'tickets', eventId: promoCode.event_id, ticketIds: promoCode.ticket_ids };
  return { kind: 'event', eventId: promoCode.event_id };
}

/**
 * The scope in words: "All events", the event's name, or "name · 2 ticket types". `eventName` is null while the
 * event's name is not known yet (or the event is gone): its number stands in.
 */
export function promoScopeText(scope: TPromoScope, eventName: string | null, locale: TLocale): string {
  if (scope.kind === 'all') return i18n._(msg`All events`);
  const number = formatCount(scope.eventId, locale);
  const name = eventName ?? i18n._(msg`Event #${number}`);
  if (scope.kind === 'event') return name;
  const count = scope.ticketIds.length;
  const types = formatCount(count, locale);
  const typesText = plural(count, { one: `${types} ticket type`, other: `${types} ticket types` });
  return i18n._(msg`${name} · ${typesText}`);
}

/** "3 / 100" against a limit, "3 / no limit" without one. */
export function promoUsesText(promoCode: Pick<TAdminPromoCode, 'uses' | 'max_uses'>, locale: TLocale): string {
  const uses = formatCount(promoCode.uses, locale);
  if (promoCode.max_uses === null) return i18n._(msg`${uses} / no limit`);
  const max = formatCount(promoCode.max_uses, locale);
  return i18n._(msg`${uses} / ${max}`);
}

/** "2 tickets per buyer", or "No limit". */
export function promoPerBuyerText(promoCode: Pick<TAdminPromoCode, 'max_uses_per_user'>, locale: TLocale): string {
  const limit = promoCode.max_uses_per_user;
  if (limit === null) return i18n._(msg`No limit`);
  const count = formatCount(limit, locale);
  return plural(limit, { one: `${count} ticket per buyer`, other: `${count} tickets per buyer` });
}

/** Where a code stands against its window right now: before `starts_at`, after `ends_at`, or inside it (or without one). */
export type TPromoWindow = 'always' | 'upcoming' | 'open' | 'ended';

export function promoWindow(promoCode: Pick<TAdminPromoCode, 'starts_at' | 'ends_at'>, now: Date): TPromoWindow {
  const at = now.getTime();
  if (promoCode.starts_at && Date.parse(promoCode.starts_at) > at) return 'upcoming';
  if (promoCode.ends_at && Date.parse(promoCode.ends_at) <= at) return 'ended';
  if (!promoCode.starts_at && !promoCode.ends_at) return 'always';
  return 'open';
}

/** A code buyers can use right now, as far as its switch, window and uses tell (its scope aside). */
export function isPromoLive(promoCode: Pick<TAdminPromoCode, 'active' | 'starts_at' | 'ends_at' | 'uses' | 'max_uses'>, now: Date): boolean {
  const window = promoWindow(promoCode, now);
  const usedUp = promoCode.max_uses !== null && promoCode.uses >= promoCode.max_uses;
  return promoCode.active && (window === 'always' || window === 'open') && !usedUp;
}
