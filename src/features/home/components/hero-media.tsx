import { Box, chakra } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { isVideoUrl } from '../../../../contract/constants';
import { heroQueryOptions } from '../api/hero.queries';

const fill = { position: 'absolute', inset: '0', width: '100%', height: '100%', objectFit: 'cover' } as const;

/** The hero's background: the admin's image or looping muted video, or the brand gradient. */
export function HeroMedia() {
  const { data: hero } = useQuery(heroQueryOptions());
  const url = hero?.url ?? null;
  const isVideo = url !== null && (hero?.kind === 'video' || isVideoUrl(url));
  return <HeroBackdrop url={url} srcSet={hero?.srcset} isVideo={isVideo} />;
}

type HeroBackdropProps = {
  /** An image or video URL (the saved hero, or an admin's local preview); null for the gradient alone. */
  url: string | null;
  /** The image's widths (960 and 1920): a phone fetches the small one, preloaded by the server render. */
  srcSet?: string | undefined;
  isVideo: boolean;
};

/** One hero background layer, darkened so white text stays readable (the admin's preview uses it too). */
export function HeroBackdrop({ url, srcSet, isVideo }: HeroBackdropProps) {
  return (
    <Box
      position="absolute"
      inset="0"
      bgGradient="to-br"
      gradientFrom="brand.700"
      gradientVia="brand.900"
      gradientTo="sand.900"
      aria-hidden="true"
    >
      {url ? (
        isVideo ? (
          <chakra.video key={url} src={url} autoPlay muted loop playsInline preload="metadata" {...fill} />
        ) : (
          <chakra.img key={url} src={url} srcSet={srcSet} sizes="100vw" alt="" decoding="async" fetchPriority="high" {...fill} />
        )
      ) : null}
      {/* Dark overlay keeps white text readable on any photo. */}
      {/* `gradientVia` is set explicitly: the gradient variables would otherwise inherit the parent's teal. */}
      <Box
        position="absolute"
        inset="0"
        bgGradient="to-b"
        gradientFrom="blackAlpha.700"
        gradientVia="blackAlpha.500"
        gradientTo="blackAlpha.800"
      />
    </Box>
  );
}
