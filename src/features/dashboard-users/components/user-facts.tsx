import { Badge, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatCoins } from '../../../lib/money';
import { formatPhone } from '../../../lib/phone-format';
import { useAppLocale } from '../../../lib/store';
import { roleLabel, rolePalette } from '../user-roles';

/** The facts of a user shared by the table, the phone cards and the user's page. */

export function RoleBadge({ roleId }: { roleId: number }) {
  const { i18n } = useLingui();
  return (
    <Badge colorPalette={rolePalette(roleId)} variant="subtle" flexShrink="0">
      {i18n._(roleLabel(roleId))}
    </Badge>
  );
}

/** Digits and "+" read left to right even in an Arabic sentence. */
export function PhoneText({ phone }: { phone: string | null }) {
  if (!phone) {
    return (
      <Text as="span" color="fg.muted">
        <Trans>No phone</Trans>
      </Text>
    );
  }
  return (
    <Text as="span" dir="ltr" whiteSpace="nowrap" unicodeBidi="isolate">
      {formatPhone(phone)}
    </Text>
  );
}

export function EmailText({ email }: { email: string }) {
  return (
    <Text as="span" dir="ltr" overflowWrap="anywhere" unicodeBidi="isolate">
      {email}
    </Text>
  );
}

/** Two decimals in the locale's digits (docs/product.md §9 coins). */
export function CoinsText({ coins }: { coins: string }) {
  const locale = useAppLocale();
  return (
    <Text as="span" whiteSpace="nowrap" fontVariantNumeric="tabular-nums">
      {formatCoins(coins, locale)}
    </Text>
  );
}
