import { Button } from '@chakra-ui/react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { TicketIcon } from './icons';
import { StatusScreen } from './status-screen';

const SCREEN_TITLES = {
  dashboardUsers: msg`Users`,
  dashboardUserDetail: msg`User details`,
  dashboardRewards: msg`Rewards`,
  dashboardRewardCreate: msg`Create reward`,
  dashboardRewardEdit: msg`Edit reward`,
  dashboardReports: msg`Reports`,
} satisfies Record<string, MessageDescriptor>;

export type TPlaceholderScreen = keyof typeof SCREEN_TITLES;

type ScreenPlaceholderProps = {
  screen: TPlaceholderScreen;
};

/** Stands in for screens that later work builds; routes, guards and titles are already real. */
export function ScreenPlaceholder({ screen }: ScreenPlaceholderProps) {
  const { i18n } = useLingui();
  const title = i18n._(SCREEN_TITLES[screen]);
  return (
    <StatusScreen
      icon={<TicketIcon boxSize="8" />}
      iconTinted
      title={title}
      description={<Trans>This part of Tadhkira opens soon.</Trans>}
      actions={
        <Button asChild variant="outline" colorPalette="brand">
          <Link to="/">
            <Trans>Back to events</Trans>
          </Link>
        </Button>
      }
    />
  );
}
