import { Box, HStack, Separator, Stack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { formatOMR } from '../../../lib/money';
import { formatPercent } from '../../../lib/numbers';
import { formatDiscount, orderSummaryLines, type TOrderLine } from '../../../lib/order-summary';
import { useAppLocale } from '../../../lib/store';

type PriceSummaryProps = {
  subtotal: string;
  /** What a promo code took off ("0.000" or absent without one): a line of its own when there is one. */
  discount?: string | null | undefined;
  /** The code that gave the discount, named on its line. */
  promoCode?: string | null | undefined;
  vat: string;
  total: string;
  /** VAT rate in percent (15). */
  vatRate: number;
  /** The figures are being checked again (a new quantity with a promo code): shown dimmed meanwhile. */
  busy?: boolean;
};

type RowProps = { label: ReactNode; value: string; strong?: boolean; testId: string; tone?: 'discount' };

function Row({ label, value, strong = false, testId, tone }: RowProps) {
  return (
    <HStack justify="space-between" gap="4" fontSize={strong ? 'lg' : 'md'} fontWeight={strong ? 'bold' : 'normal'}>
      <Text color={strong ? 'fg' : 'fg.muted'} minW="0">
        {label}
      </Text>
      {/* Isolated, so the amount and its currency never mix with the label's direction. */}
      <Text
        data-testid={testId}
        color={tone === 'discount' ? 'green.700' : undefined}
        whiteSpace="nowrap"
        css={{ unicodeBidi: 'isolate', fontVariantNumeric: 'tabular-nums' }}
      >
        {value}
      </Text>
    </HStack>
  );
}

function DiscountLabel({ code }: { code: string | null | undefined }) {
  if (!code) return <Trans>Discount</Trans>;
  return (
    <Trans>
      Discount (
      <bdi dir="ltr" data-testid="booking-promo-code">
        {code}
      </bdi>
      )
    </Trans>
  );
}

function SummaryRow({ line, promoCode, rate }: { line: TOrderLine; promoCode: string | null | undefined; rate: string }) {
  const locale = useAppLocale();
  switch (line.kind) {
    case 'subtotal':
      return <Row label={<Trans>Subtotal</Trans>} value={formatOMR(line.amount, locale)} testId="booking-subtotal" />;
    case 'discount':
      return <Row label={<DiscountLabel code={promoCode} />} value={formatDiscount(line.amount, locale)} testId="booking-discount" tone="discount" />;
    case 'vat':
      return <Row label={<Trans>VAT ({rate})</Trans>} value={formatOMR(line.amount, locale)} testId="booking-vat" />;
    case 'total':
      return (
        <>
          <Separator />
          <Row label={<Trans>Total</Trans>} value={formatOMR(line.amount, locale)} strong testId="booking-total" />
        </>
      );
  }
}

/** Subtotal, the promo code's discount, VAT and total in OMR (docs/product.md §2 "Booking", §10 Promo codes). */
export function PriceSummary({ subtotal, discount, promoCode, vat, total, vatRate, busy = false }: PriceSummaryProps) {
  const locale = useAppLocale();
  const rate = formatPercent(vatRate, locale);
  const lines = orderSummaryLines({ subtotal, discount, vat, total });
  return (
    <Box bg="sand.50" rounded="lg" px="4" py="3" aria-busy={busy} opacity={busy ? 0.6 : 1} transition="opacity 0.15s" data-testid="price-summary">
      <Stack gap="2">
        {lines.map((line) => (
          <SummaryRow key={line.kind} line={line} promoCode={promoCode} rate={rate} />
        ))}
      </Stack>
    </Box>
  );
}
