import { Box, HStack, Separator, Stack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { formatOMR } from '../../../lib/money';
import { formatPercent } from '../../../lib/numbers';
import { useAppLocale } from '../../../lib/store';

type PriceSummaryProps = {
  subtotal: string;
  vat: string;
  total: string;
  /** VAT rate in percent (15). */
  vatRate: number;
};

type RowProps = { label: ReactNode; value: string; strong?: boolean; testId: string };

function Row({ label, value, strong = false, testId }: RowProps) {
  return (
    <HStack justify="space-between" gap="4" fontSize={strong ? 'lg' : 'md'} fontWeight={strong ? 'bold' : 'normal'}>
      <Text color={strong ? 'fg' : 'fg.muted'}>{label}</Text>
      {/* Isolated, so the amount and its currency never mix with the label's direction. */}
      <Text data-testid={testId} css={{ unicodeBidi: 'isolate', fontVariantNumeric: 'tabular-nums' }}>
        {value}
      </Text>
    </HStack>
  );
}

/** Subtotal, VAT and total in OMR (docs/product.md §2 "Booking"). */
export function PriceSummary({ subtotal, vat, total, vatRate }: PriceSummaryProps) {
  const locale = useAppLocale();
  const rate = formatPercent(vatRate, locale);
  return (
    <Box bg="sand.50" rounded="lg" px="4" py="3">
      <Stack gap="2">
        <Row label={<Trans>Subtotal</Trans>} value={formatOMR(subtotal, locale)} testId="booking-subtotal" />
        <Row label={<Trans>VAT ({rate})</Trans>} value={formatOMR(vat, locale)} testId="booking-vat" />
        <Separator />
        <Row label={<Trans>Total</Trans>} value={formatOMR(total, locale)} strong testId="booking-total" />
      </Stack>
    </Box>
  );
}
