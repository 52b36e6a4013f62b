import { Badge, Box, chakra, HStack, SimpleGrid, Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { TAdminUser } from '../../../../contract/admin-people';
import type { TUserStats } from '../../../../contract/users';
import { CardField, CardFields } from '../../../components/dashboard/card-fields';
import { FormSection } from '../../../components/dashboard/form-section';
import { formatFullDateTime } from '../../../lib/dates';
import { formatCoins, formatOMR } from '../../../lib/money';
import { formatCount } from '../../../lib/numbers';
import { useAppLocale } from '../../../lib/store';
import { roleLabel } from '../user-roles';
import { EmailText, PhoneText } from './user-facts';

type UserProfileTabProps = {
  user: TAdminUser;
  stats: TUserStats;
};

/** The Profile tab: the stats the user sees on their own profile (docs/product.md §3 User stats), then the account's fields. */
export function UserProfileTab({ user, stats }: UserProfileTabProps) {
  const { i18n } = useLingui();
  const locale = useAppLocale();
  return (
    <Stack gap={{ base: '4', md: '6' }}>
      <SimpleGrid as="dl" columns={{ base: 2, md: 4 }} gap={{ base: '3', md: '4' }}>
        <Stat label={<Trans>Coin balance</Trans>} value={formatCoins(stats.coins, locale)} />
        <Stat label={<Trans>Total bookings</Trans>} value={formatCount(stats.total_bookings, locale)} />
        <Stat label={<Trans>Active bookings</Trans>} value={formatCount(stats.active_bookings, locale)} />
        <Stat label={<Trans>Total spent</Trans>} value={formatOMR(stats.total_spent, locale)} />
      </SimpleGrid>
      <FormSection title={<Trans>Account</Trans>}>
        <CardFields>
          <CardField label={<Trans>Name</Trans>}>
            <bdi>{user.name}</bdi>
          </CardField>
          <CardField label={<Trans>Email</Trans>}>
            <HStack gap="2" wrap="wrap">
              <EmailText email={user.email} />
              <Verified at={user.email_verified_at} />
            </HStack>
          </CardField>
          <CardField label={<Trans>Phone</Trans>}>
            <HStack gap="2" wrap="wrap">
              <PhoneText phone={user.phone} />
              {user.phone ? <Verified at={user.phone_verified_at} /> : null}
            </HStack>
          </CardField>
          <CardField label={<Trans>Role</Trans>}>{i18n._(roleLabel(user.role_id))}</CardField>
          <CardField label={<Trans>Language</Trans>}>{user.locale === 'ar' ? <Trans>Arabic</Trans> : <Trans>English</Trans>}</CardField>
          <CardField label={<Trans>Joined</Trans>}>
            <chakra.time dateTime={user.created_at}>{formatFullDateTime(user.created_at, locale)}</chakra.time>
          </CardField>
          <CardField label={<Trans>Last updated</Trans>}>
            <chakra.time dateTime={user.updated_at}>{formatFullDateTime(user.updated_at, locale)}</chakra.time>
          </CardField>
        </CardFields>
      </FormSection>
    </Stack>
  );
}

function Stat({ label, value }: { label: ReactNode; value: string }) {
  return (
    <Box bg="white" rounded="xl" borderWidth="1px" borderColor="border.muted" p={{ base: '4', md: '5' }} minW="0">
      <chakra.dt fontSize="sm" color="fg.muted">
        {label}
      </chakra.dt>
      <chakra.dd fontSize={{ base: 'xl', md: '2xl' }} fontWeight="bold" color="brand.fg" truncate>
        {value}
      </chakra.dd>
    </Box>
  );
}

function Verified({ at }: { at: string | null }) {
  return at ? (
    <Badge colorPalette="green" variant="subtle">
      <Trans>Verified</Trans>
    </Badge>
  ) : (
    <Badge colorPalette="orange" variant="subtle">
      <Trans>Not verified</Trans>
    </Badge>
  );
}
