import { Badge, HStack } from '@chakra-ui/react';
import type { TBadge } from '../../../../contract/events';

/** Palettes the trimmed theme defines; any other `color` from the server falls back to gray. */
const BADGE_PALETTES = new Set([
  'gray',
  'red',
  'orange',
  'yellow',
  'green',
  'teal',
  'blue',
  'cyan',
  'purple',
  'pink',
  'brand',
  'sand',
]);

export function badgePalette(color: string): string {
  const palette = color.trim().toLowerCase();
  return BADGE_PALETTES.has(palette) ? palette : 'gray';
}

type EventBadgesProps = {
  badges: TBadge[];
  size?: 'sm' | 'md';
};

export function EventBadges({ badges, size = 'sm' }: EventBadgesProps) {
  if (badges.length === 0) return null;
  return (
    <HStack gap="1.5" wrap="wrap">
      {badges.map((badge) => (
        // The palette's 700 shade: white text on the default solid (500–600) fails WCAG AA for green, teal, orange.
        <Badge
          key={badge.id}
          colorPalette={badgePalette(badge.color)}
          variant="solid"
          bg="colorPalette.700"
          color="white"
          size={size}
          dir="auto"
        >
          {badge.name}
        </Badge>
      ))}
    </HStack>
  );
}
