import type { ReactNode } from 'react';

type GlyphProps = {
  /** One of the drawings of ./icons.tsx (CALENDAR_PATH, …). */
  path: ReactNode;
  className?: string;
};

/**
 * An icon as a bare `<svg>`, for the parts styled by a static stylesheet instead of Chakra (the event card,
 * docs/architecture.md §8): the same drawing as its Chakra icon, without a styled component per icon. Sized and
 * aligned as Chakra's icon by src/styles/plain.css.
 */
export function Glyph({ path, className }: GlyphProps) {
  return (
    <svg viewBox="0 0 24 24" className={className ? `glyph ${className}` : 'glyph'} aria-hidden="true" focusable="false">
      {path}
    </svg>
  );
}
