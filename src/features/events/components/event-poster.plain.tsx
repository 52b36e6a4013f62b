import { Glyph } from '../../../components/glyph.plain';
import { TICKET_PATH } from '../../../components/icon-paths.plain';
import { MAIN_IMAGE_TIMING } from '../../../components/main-image';

/** Posters are stored as 800×1000 WebP with a 400 px variant beside it (server/db/posters.ts). */
const POSTER_WIDTH = 800;
const POSTER_HEIGHT = 1000;
const VARIANT_PATTERN = /-800\.webp$/;

/** `…-800.webp` → a srcset with the 400 px variant, so phones fetch half the bytes. */
export function posterSrcSet(src: string): string | undefined {
  if (!VARIANT_PATTERN.test(src)) return undefined;
  const small = src.replace(VARIANT_PATTERN, '-400.webp');
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a srcset attribute, not text
  return `${small} 400w, ${src} 800w`;
}

type EventPosterProps = {
  src: string | null;
  alt: string;
  /** The page's main poster loads eagerly with high priority; grid posters lazily. */
  priority?: boolean;
  /** Display ratio; the poster is cropped to it from the centre. */
  ratio?: number;
  /** The `sizes` attribute: how wide the poster shows at each breakpoint. */
  sizes?: string;
};

/** Plain elements styled by src/styles/event-page.css (docs/architecture.md §8); the ratio is a CSS aspect-ratio. */
export function EventPoster({ src, alt, priority = false, ratio = 1, sizes = '100vw' }: EventPosterProps) {
  return (
    <div className="event-poster" style={{ aspectRatio: ratio }}>
      {src ? (
        <img
          src={src}
          srcSet={posterSrcSet(src)}
          sizes={sizes}
          alt={alt}
          width={POSTER_WIDTH}
          height={POSTER_HEIGHT}
          loading={priority ? 'eager' : 'lazy'}
          decoding="async"
          fetchPriority={priority ? 'high' : 'auto'}
          {...(priority ? MAIN_IMAGE_TIMING : {})}
        />
      ) : (
        <div role="img" aria-label={alt} className="event-poster__none">
          <Glyph path={TICKET_PATH} />
        </div>
      )}
    </div>
  );
}
