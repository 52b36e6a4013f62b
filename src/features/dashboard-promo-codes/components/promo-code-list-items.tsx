import { Box, Button, HStack, Link as ChakraLink, Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { TAdminPromoCode } from '../../../../contract/admin-promo-codes';
import { CardField, CardFields } from '../../../components/dashboard/card-fields';
import { PencilIcon } from '../../../components/dashboard/dashboard-icons';
import { Cell, DataTable, HeaderCell, Row } from '../../../components/dashboard/data-table';
import { PromoCodeText, PromoDiscountTotal, PromoPerBuyer, PromoScope, PromoStatusBadges, PromoUses, PromoValue, PromoWindowText } from './promo-code-facts';

type PromoCodeListItemsProps = {
  promoCodes: TAdminPromoCode[];
};

/** The facts every row and card shows, in one order. */
const FACTS: { key: string; label: ReactNode; numeric?: boolean; render: (promoCode: TAdminPromoCode) => ReactNode }[] = [
  { key: 'value', label: <Trans>Discount</Trans>, render: (promoCode) => <PromoValue promoCode={promoCode} /> },
  { key: 'scope', label: <Trans>Applies to</Trans>, render: (promoCode) => <PromoScope promoCode={promoCode} /> },
  { key: 'uses', label: <Trans>Uses</Trans>, numeric: true, render: (promoCode) => <PromoUses promoCode={promoCode} /> },
  { key: 'per-buyer', label: <Trans>Per buyer</Trans>, render: (promoCode) => <PromoPerBuyer promoCode={promoCode} /> },
  { key: 'window', label: <Trans>Valid</Trans>, render: (promoCode) => <PromoWindowText promoCode={promoCode} /> },
  { key: 'total', label: <Trans>Discount total</Trans>, numeric: true, render: (promoCode) => <PromoDiscountTotal promoCode={promoCode} /> },
];

/** The promo codes as a table on desktop and as stacked cards on a phone (docs/product.md §10 Promo codes). */
export function PromoCodeListItems({ promoCodes }: PromoCodeListItemsProps) {
  const { t } = useLingui();
  return (
    <>
      <Box hideBelow="lg">
        <DataTable
          label={t`Promo codes`}
          minW="5xl"
          head={
            <>
              <HeaderCell>
                <Trans>Code</Trans>
              </HeaderCell>
              {FACTS.map((fact) => (
                <HeaderCell key={fact.key} numeric={fact.numeric}>
                  {fact.label}
                </HeaderCell>
              ))}
              <HeaderCell>
                <Trans>Status</Trans>
              </HeaderCell>
              <HeaderCell>
                <Trans>Actions</Trans>
              </HeaderCell>
            </>
          }
        >
          {promoCodes.map((promoCode) => (
            <Row key={promoCode.id}>
              <Cell>
                <PromoCodeLink promoCode={promoCode} nowrap />
              </Cell>
              {FACTS.map((fact) => (
                <Cell key={fact.key} numeric={fact.numeric}>
                  {fact.render(promoCode)}
                </Cell>
              ))}
              <Cell>
                <PromoStatusBadges promoCode={promoCode} />
              </Cell>
              <Cell>
                <EditButton promoCode={promoCode} />
              </Cell>
            </Row>
          ))}
        </DataTable>
      </Box>
      <Stack as="ul" gap="3" listStyleType="none" hideFrom="lg" aria-label={t`Promo codes`}>
        {promoCodes.map((promoCode) => (
          <li key={promoCode.id}>
            <Stack as="article" gap="3" bg="white" rounded="xl" borderWidth="1px" borderColor="border.muted" p="4">
              <HStack justify="space-between" align="flex-start" gap="3" wrap="wrap">
                <Box minW="0">
                  <PromoCodeLink promoCode={promoCode} />
                </Box>
                <PromoStatusBadges promoCode={promoCode} />
              </HStack>
              <CardFields>
                {FACTS.map((fact) => (
                  <CardField key={fact.key} label={fact.label}>
                    {fact.render(promoCode)}
                  </CardField>
                ))}
              </CardFields>
              <EditButton promoCode={promoCode} />
            </Stack>
          </li>
        ))}
      </Stack>
    </>
  );
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
