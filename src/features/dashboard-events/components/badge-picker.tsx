import { Badge, Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useAppLocale } from '../../../lib/store';
import { adminBadgesQueryOptions } from '../api/dashboard-events.queries';
import { localizedName } from '../../../lib/localized-text';
import { CheckboxRow, toggleId } from '../../../components/dashboard/checkbox-row';
import { PickerFrame } from './picker-frame';

type BadgePickerProps = {
  value: number[];
  onChange: (ids: number[]) => void;
  error: string | undefined;
  disabled: boolean;
};

/** The badges an event shows on its card and page ("Family", "Sold fast"), each in its colour. */
export function BadgePicker({ value, onChange, error, disabled }: BadgePickerProps) {
  const { t } = useLingui();
  const locale = useAppLocale();
  const query = useQuery(adminBadgesQueryOptions());
  const badges = query.data ?? [];

  return (
    <PickerFrame
      legend={<Trans>Badges</Trans>}
      error={error}
      state={query}
      loadingLabel={t`Loading badges`}
      failedTitle={<Trans>Failed to load badges</Trans>}
      isEmpty={badges.length === 0}
      empty={<Trans>No badges yet.</Trans>}
    >
      <Stack gap="0">
        {badges.map((badge) => (
          <CheckboxRow key={badge.id} checked={value.includes(badge.id)} disabled={disabled} onChange={(on) => onChange(toggleId(value, badge.id, on))}>
            <Badge colorPalette={badge.color} variant="subtle">
              <bdi>{localizedName(badge, locale)}</bdi>
            </Badge>
          </CheckboxRow>
        ))}
      </Stack>
    </PickerFrame>
  );
}
