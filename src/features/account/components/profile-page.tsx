import { Circle, Container, Heading, HStack, Stack, Tabs, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { PageTabs } from '../../../components/page-tabs';
import { usePageTitle } from '../../../components/use-page-title';
import { currentUserQueryOptions } from '../../../lib/session';
import { PROFILE_TABS, type TProfileTab } from '../profile-tabs';
import { ChangeEmailForm } from './change-email-form';
import { ChangePasswordForm } from './change-password-form';
import { ProfileDetailsForm } from './profile-details-form';
import { ProfileStats } from './profile-stats';

const routeApi = getRouteApi('/_authenticated/profile');

const TAB_LABELS: Record<TProfileTab, ReactNode> = {
  profile: <Trans>Profile</Trans>,
  security: <Trans>Security</Trans>,
};

/** /profile (docs/product.md §2): tabs Profile (details and stats) and Security (password), the tab kept in `?tab=`. */
export function ProfilePage() {
  const { t } = useLingui();
  usePageTitle(t`Profile`);
  const { tab = 'profile' } = routeApi.useSearch();
  const navigate = useNavigate();
  const { user: guardUser } = routeApi.useRouteContext();
  const { data: session } = useQuery(currentUserQueryOptions());
  const user = session?.user ?? guardUser;
  const initial = user.name.trim().charAt(0).toUpperCase() || '?';

  function selectTab(value: TProfileTab) {
    void navigate({ to: '/profile', search: { tab: value === 'profile' ? undefined : value }, replace: true });
  }

  return (
    <Container maxW="4xl" py={{ base: '6', md: '10' }}>
      <Stack gap={{ base: '5', md: '6' }}>
        <HStack gap="4" minW="0">
          <Circle size={{ base: '12', md: '14' }} bg="brand.solid" color="brand.contrast" fontWeight="bold" fontSize="xl" aria-hidden="true">
            {initial}
          </Circle>
          <Stack gap="0.5" minW="0">
            <Heading as="h1" size={{ base: 'xl', md: '2xl' }} color="brand.fg" truncate>
              {user.name}
            </Heading>
            <Text color="fg.muted" truncate dir="ltr" textAlign="start" css={{ _rtl: { textAlign: 'right' } }}>
              {user.email}
            </Text>
          </Stack>
        </HStack>
        <PageTabs tabs={PROFILE_TABS} labels={TAB_LABELS} value={tab} onChange={selectTab}>
          <Tabs.Content value="profile" pt="5">
            <Stack gap="5">
              <ProfileStats />
              <ProfileDetailsForm user={user} />
              <ChangeEmailForm email={user.email} />
            </Stack>
          </Tabs.Content>
          <Tabs.Content value="security" pt="5">
            <ChangePasswordForm email={user.email} />
          </Tabs.Content>
        </PageTabs>
      </Stack>
    </Container>
  );
}
