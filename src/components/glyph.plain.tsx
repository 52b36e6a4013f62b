import type { ReactNode } from 'react';
import { MIRRORED_IN_RTL } from './icon-paths.plain';

type GlyphProps = {
  /** One of the drawings of ./icon-paths.plain.tsx (CALENDAR_PATH, …); those of MIRRORED_IN_RTL turn in Arabic. */
  path: ReactNode;
  className?: string;
};

/**
 * An icon as a bare `<svg>`, for the parts styled by a static stylesheet instead of Chakra (the event card,
 * docs/architecture.md §8): the same drawing as its Chakra icon, without a styled component per icon. Sized and
 * aligned as Chakra's icon by src/styles/plain.css.
 */
export function Glyph({ path, className }: GlyphProps) {
  const classes = ['glyph', MIRRORED_IN_RTL.has(path) ? 'glyph--mirrored' : null, className].filter(Boolean).join(' ');
  return (
    <svg viewBox="0 0 24 24" className={classes} aria-hidden="true" focusable="false">
      {path}
    </svg>
  );
}
