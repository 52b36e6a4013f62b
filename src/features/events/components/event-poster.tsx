import { AspectRatio, Box, Image } from '@chakra-ui/react';
import { TicketIcon } from '../../../components/icons';

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

export function EventPoster({ src, alt, priority = false, ratio = 1, sizes = '100vw' }: EventPosterProps) {
  return (
    <AspectRatio ratio={ratio} bg="brand.100" overflow="hidden">
      {src ? (
        <Image
          src={src}
          srcSet={posterSrcSet(src)}
          sizes={sizes}
          alt={alt}
          htmlWidth={String(POSTER_WIDTH)}
          htmlHeight={String(POSTER_HEIGHT)}
          loading={priority ? 'eager' : 'lazy'}
          decoding="async"
          fetchPriority={priority ? 'high' : 'auto'}
          objectFit="cover"
        />
      ) : (
        <Box
          role="img"
          aria-label={alt}
          display="flex"
          alignItems="center"
          justifyContent="center"
          bgGradient="to-br"
          gradientFrom="brand.600"
          gradientTo="brand.900"
          color="whiteAlpha.700"
        >
          <TicketIcon boxSize="12" />
        </Box>
      )}
    </AspectRatio>
  );
}
