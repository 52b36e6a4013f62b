import { Button, HStack, Link as ChakraLink } from '@chakra-ui/react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { TAdminPromoCode } from '../../../../contract/admin-promo-codes';
import { PencilIcon } from '../../../components/dashboard/dashboard-icons';
import { RecordList, type RecordColumn } from '../../../components/dashboard/record-list';
import { PromoCodeText, PromoDiscountTotal, PromoPerBuyer, PromoScope, PromoStatusBadges, PromoUses, PromoValue, PromoWindowText } from './promo-code-facts';

/* A promo code's cells (docs/product.md §10 Promo codes): the promo codes list is the one place codes are listed. */
const COLUMNS: RecordColumn<TAdminPromoCode>[] = [
  {
    id: 'code',
    header: msg`Code`,
    card: 'title',
    cell: (promoCode) => <PromoCodeLink promoCode={promoCode} nowrap />,
    cardCell: (promoCode) => <PromoCodeLink promoCode={promoCode} />,
  },
  { id: 'value', header: msg`Discount`, cell: (promoCode) => <PromoValue promoCode={promoCode} /> },
  { id: 'scope', header: msg`Applies to`, cell: (promoCode) => <PromoScope promoCode={promoCode} /> },
  { id: 'uses', header: msg`Uses`, numeric: true, cell: (promoCode) => <PromoUses promoCode={promoCode} /> },
  { id: 'per-buyer', header: msg`Per buyer`, cell: (promoCode) => <PromoPerBuyer promoCode={promoCode} /> },
  { id: 'window', header: msg`Valid`, cell: (promoCode) => <PromoWindowText promoCode={promoCode} /> },
  { id: 'total', header: msg`Discount total`, numeric: true, cell: (promoCode) => <PromoDiscountTotal promoCode={promoCode} /> },
  { id: 'status', header: msg`Status`, card: 'badge', cell: (promoCode) => <PromoStatusBadges promoCode={promoCode} /> },
  { id: 'actions', header: msg`Actions`, card: 'actions', cell: (promoCode) => <EditButton promoCode={promoCode} /> },
];

/** The promo codes as a table on desktop and as stacked cards on a phone (docs/product.md §10 Promo codes). */
export function PromoCodeListItems({ promoCodes }: { promoCodes: TAdminPromoCode[] }) {
  const { t } = useLingui();
  return <RecordList label={t`Promo codes`} rows={promoCodes} columns={COLUMNS} minW="5xl" />;
}

function PromoCodeLink({ promoCode, nowrap = false }: { promoCode: TAdminPromoCode; nowrap?: boolean }) {
  return (
    <ChakraLink asChild color="brand.fg">
      <Link to="/dashboard/promo-codes/$id/edit" params={{ id: String(promoCode.id) }}>
        <PromoCodeText promoCode={promoCode} nowrap={nowrap} />
      </Link>
    </ChakraLink>
  );
}

function EditButton({ promoCode }: { promoCode: TAdminPromoCode }) {
  const { t } = useLingui();
  const code = promoCode.code;
  return (
    <HStack gap="2" wrap="wrap">
      <Button asChild variant="outline" size="xs">
        <Link to="/dashboard/promo-codes/$id/edit" params={{ id: String(promoCode.id) }} aria-label={t`Edit ${code}`}>
          <PencilIcon />
          <Trans>Edit</Trans>
        </Link>
      </Button>
    </HStack>
  );
}
