import { useQuery } from '@tanstack/react-query';
import { isVideoUrl } from '../../../../contract/constants';
import { MAIN_IMAGE_TIMING } from '../../../components/main-image';
import { heroQueryOptions } from '../api/hero.queries';

/*
 * Plain elements styled by src/styles/home.css (`hero-backdrop`), not Chakra components: the hero is the first
 * thing the home page paints (docs/architecture.md §8). The admin's preview (editors/hero-editor.tsx) uses the same layer.
 */

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
    <div className="hero-backdrop" aria-hidden="true">
      {url ? (
        isVideo ? (
          <video key={url} className="hero-backdrop__media" src={url} autoPlay muted loop playsInline preload="metadata" />
        ) : (
          <img
            key={url}
            className="hero-backdrop__media"
            src={url}
            srcSet={srcSet}
            sizes="100vw"
            alt=""
            decoding="async"
            fetchPriority="high"
            {...MAIN_IMAGE_TIMING}
          />
        )
      ) : null}
      {/* Dark overlay keeps white text readable on any photo. */}
      <div className="hero-backdrop__overlay" />
    </div>
  );
}
