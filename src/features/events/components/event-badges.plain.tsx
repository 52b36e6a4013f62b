import type { TBadge } from '../../../../contract/events';
import { Badge } from '../../../components/plain/kit.plain';

/** Palettes the trimmed theme defines; any other `color` from the server falls back to gray. */
const BADGE_PALETTES = new Set(['gray', 'red', 'orange', 'yellow', 'green', 'teal', 'blue', 'cyan', 'purple', 'pink', 'brand', 'sand']);

export function badgePalette(color: string): string {
  const palette = color.trim().toLowerCase();
  return BADGE_PALETTES.has(palette) ? palette : 'gray';
}

type EventBadgesProps = {
  badges: TBadge[];
  size?: 'sm' | 'md';
};

/** The admin's badges: plain elements styled by src/styles/event-page.css (docs/architecture.md §8). */
export function EventBadges({ badges, size = 'sm' }: EventBadgesProps) {
  if (badges.length === 0) return null;
  return (
    <div className="event-badges">
      {badges.map((badge) => (
        // The palette's 700 shade: white text on the default solid (500–600) fails WCAG AA for green, teal, orange.
        <Badge key={badge.id} variant="solid" size={size} className="event-badges__badge" data-palette={badgePalette(badge.color)} dir="auto">
          {badge.name}
        </Badge>
      ))}
    </div>
  );
}
