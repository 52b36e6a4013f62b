import { Badge, chakra, HStack, Text } from '@chakra-ui/react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { TAdminPromoCode } from '../../../../contract/admin-promo-codes';
import { formatShortDate } from '../../../lib/dates';
import { localizedName } from '../../../lib/localized-text';
import { formatOMR } from '../../../lib/money';
import { useAppLocale } from '../../../lib/store';
import { promoEventQueryOptions } from '../api/dashboard-promo-codes.queries';
import { promoPerBuyerText, promoScope, promoScopeText, promoUsesText, promoValueText, promoWindow, type TPromoWindow } from '../promo-code-format';

/** The facts of a promo code shared by the list's table and cards and the edit page. */

/** The code itself: Latin capitals, left to right in either language; on one line in a table's cell (`nowrap`). */
export function PromoCodeText({ promoCode, nowrap = false }: { promoCode: TAdminPromoCode; nowrap?: boolean }) {
  return (
    <chakra.bdi dir="ltr" fontFamily="mono" fontWeight="semibold" overflowWrap="anywhere" whiteSpace={nowrap ? 'nowrap' : undefined}>
      {promoCode.code}
    </chakra.bdi>
  );
}

export function PromoValue({ promoCode }: { promoCode: TAdminPromoCode }) {
  return <>{promoValueText(promoCode, useAppLocale())}</>;
}

/** "All events", the event's name, or the name and how many of its ticket types. */
export function PromoScope({ promoCode }: { promoCode: TAdminPromoCode }) {
  const locale = useAppLocale();
  const scope = promoScope(promoCode);
  const eventId = scope.kind === 'all' ? null : scope.eventId;
  // One read per event, shared by every code of it (and with the form).
  const event = useQuery({ ...promoEventQueryOptions(eventId ?? 0), enabled: eventId !== null });
  const name = event.data ? localizedName(event.data, locale) : null;
  return <bdi>{promoScopeText(scope, name, locale)}</bdi>;
}

export function PromoUses({ promoCode }: { promoCode: TAdminPromoCode }) {
  return (
    <Text as="span" whiteSpace="nowrap">
      {promoUsesText(promoCode, useAppLocale())}
    </Text>
  );
}

export function PromoPerBuyer({ promoCode }: { promoCode: TAdminPromoCode }) {
  return <>{promoPerBuyerText(promoCode, useAppLocale())}</>;
}

/** What the code took off paid orders so far. */
export function PromoDiscountTotal({ promoCode }: { promoCode: TAdminPromoCode }) {
  return (
    <Text as="span" whiteSpace="nowrap">
      {formatOMR(promoCode.discount_total, useAppLocale())}
    </Text>
  );
}

/** The window in Muscat days: "Mar 5, 2026 – Apr 1, 2026", "From …", "Until …" or "Always". */
export function PromoWindowText({ promoCode }: { promoCode: TAdminPromoCode }) {
  const locale = useAppLocale();
  const from = promoCode.starts_at ? formatShortDate(promoCode.starts_at, locale) : null;
  const until = promoCode.ends_at ? formatShortDate(promoCode.ends_at, locale) : null;
  if (from && until) {
    return (
      <Trans>
        <chakra.time dateTime={promoCode.starts_at ?? undefined}>{from}</chakra.time> –{' '}
        <chakra.time dateTime={promoCode.ends_at ?? undefined}>{until}</chakra.time>
      </Trans>
    );
  }
  if (from) return <Trans>From {from}</Trans>;
  if (until) return <Trans>Until {until}</Trans>;
  return <Trans>Always</Trans>;
}

/* A code (الرمز) is masculine in Arabic where a reward is feminine: the badges carry their own context. */
const WINDOW_BADGES: Partial<Record<TPromoWindow, MessageDescriptor>> = {
  upcoming: msg({ message: 'Not started', context: 'promo code' }),
  ended: msg({ message: 'Ended', context: 'promo code' }),
};

/** Active or Inactive, whether its window has not opened yet or is over, and whether its uses ran out. */
export function PromoStatusBadges({ promoCode }: { promoCode: TAdminPromoCode }) {
  const { i18n } = useLingui();
  // Read once a mount: the list is not a clock.
  const [now] = useState(() => new Date());
  const windowBadge = WINDOW_BADGES[promoWindow(promoCode, now)];
  const usedUp = promoCode.max_uses !== null && promoCode.uses >= promoCode.max_uses;
  return (
    <HStack gap="1.5" wrap="wrap">
      {promoCode.active ? (
        <Badge colorPalette="green" variant="subtle">
          <Trans context="promo code">Active</Trans>
        </Badge>
      ) : (
        <Badge colorPalette="gray" variant="subtle">
          <Trans context="promo code">Inactive</Trans>
        </Badge>
      )}
      {windowBadge ? (
        <Badge colorPalette="orange" variant="outline">
          {i18n._(windowBadge)}
        </Badge>
      ) : null}
      {usedUp ? (
        <Badge colorPalette="red" variant="outline">
          <Trans>Used up</Trans>
        </Badge>
      ) : null}
    </HStack>
  );
}
