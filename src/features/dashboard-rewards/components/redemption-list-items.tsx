import { Box, chakra, HStack, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { TAdminRedemption } from '../../../../contract/admin-people';
import { CardField, CardFields } from '../../../components/dashboard/card-fields';
import { Cell, DataTable, HeaderCell, Row } from '../../../components/dashboard/data-table';
import { RedemptionStatusBadge } from '../../../components/dashboard/redemption-status-badge';
import { formatDateTime } from '../../../lib/dates';
import { formatCoins } from '../../../lib/money';
import { useAppLocale } from '../../../lib/store';
import { RedemptionActions } from './redemption-actions';

/** A reward's redemptions as a table on desktop and as cards on a phone. */
export function RedemptionListItems({ redemptions }: { redemptions: TAdminRedemption[] }) {
  const { t } = useLingui();
  return (
    <>
      <Box hideBelow="lg">
        <DataTable
          label={t`Redemptions`}
          minW="3xl"
          head={
            <>
              <HeaderCell>
                <Trans>User</Trans>
              </HeaderCell>
              <HeaderCell>
                <Trans>Code</Trans>
              </HeaderCell>
              <HeaderCell numeric>
                <Trans>Cost</Trans>
              </HeaderCell>
              <HeaderCell>
                <Trans>Status</Trans>
              </HeaderCell>
              <HeaderCell>
                <Trans>Date</Trans>
              </HeaderCell>
              <HeaderCell>
                <Trans>Actions</Trans>
              </HeaderCell>
            </>
          }
        >
          {redemptions.map((redemption) => (
            <Row key={redemption.id}>
              <Cell>
                <Holder redemption={redemption} />
              </Cell>
              <Cell>
                <Code redemption={redemption} />
              </Cell>
              <Cell numeric>
                <Cost redemption={redemption} />
              </Cell>
              <Cell>
                <RedemptionStatusBadge status={redemption.status} />
              </Cell>
              <Cell>
                <RedeemedOn redemption={redemption} />
              </Cell>
              <Cell>
                <RedemptionActions redemption={redemption} />
              </Cell>
            </Row>
          ))}
        </DataTable>
      </Box>
      <Stack as="ul" gap="3" listStyleType="none" hideFrom="lg" aria-label={t`Redemptions`}>
        {redemptions.map((redemption) => (
          <li key={redemption.id}>
            <Stack as="article" gap="3" bg="white" rounded="xl" borderWidth="1px" borderColor="border.muted" p="4">
              <HStack justify="space-between" align="flex-start" gap="3">
                <Holder redemption={redemption} />
                <RedemptionStatusBadge status={redemption.status} />
              </HStack>
              <CardFields>
                <CardField label={<Trans>Code</Trans>}>
                  <Code redemption={redemption} />
                </CardField>
                <CardField label={<Trans>Cost</Trans>}>
                  <Cost redemption={redemption} />
                </CardField>
                <CardField label={<Trans>Date</Trans>}>
                  <RedeemedOn redemption={redemption} />
                </CardField>
              </CardFields>
              <RedemptionActions redemption={redemption} />
            </Stack>
          </li>
        ))}
      </Stack>
    </>
  );
}

function Holder({ redemption }: { redemption: TAdminRedemption }) {
  return (
    <Stack gap="0" minW="0" fontSize="sm">
      <ChakraLink asChild fontWeight="semibold" color="brand.fg" overflowWrap="anywhere">
        <Link to="/dashboard/users/$id" params={{ id: String(redemption.user.id) }}>
          <bdi>{redemption.user.name}</bdi>
        </Link>
      </ChakraLink>
      <Text as="span" color="fg.muted" dir="ltr" overflowWrap="anywhere" unicodeBidi="isolate">
        {redemption.user.email}
      </Text>
    </Stack>
  );
}

function Code({ redemption }: { redemption: TAdminRedemption }) {
  return (
    <Text as="span" fontFamily="mono" whiteSpace="nowrap" dir="ltr">
      {redemption.code}
    </Text>
  );
}

function Cost({ redemption }: { redemption: TAdminRedemption }) {
  const cost = formatCoins(redemption.cost, useAppLocale());
  return (
    <Text as="span" whiteSpace="nowrap">
      <Trans>{cost} coins</Trans>
    </Text>
  );
}

function RedeemedOn({ redemption }: { redemption: TAdminRedemption }) {
  const locale = useAppLocale();
  return (
    <chakra.time dateTime={redemption.created_at} whiteSpace="nowrap">
      {formatDateTime(redemption.created_at, locale)}
    </chakra.time>
  );
}
