import type { EmblaCarouselType } from 'embla-carousel';
import { useEffect, useState } from 'react';

type TAutoplayOptions = {
  /** Time on each slide (docs/product.md §9: 5000 ms). */
  delay: number;
  /** False while the visitor paused it, hovers or focuses the slider. */
  playing: boolean;
};

/**
 * Advances the carousel every `delay` ms while `playing`. A drag or a manual move restarts the wait,
 * so the slide the visitor chose stays its full time. (embla-carousel-autoplay is not a dependency;
 * this is the part of it we need.)
 */
export function useEmblaAutoplay(api: EmblaCarouselType | undefined, { delay, playing }: TAutoplayOptions): void {
  useEffect(() => {
    if (!api || !playing) return undefined;
    let timer = window.setInterval(() => api.scrollNext(), delay);
    const restart = () => {
      window.clearInterval(timer);
      timer = window.setInterval(() => api.scrollNext(), delay);
    };
    api.on('pointerDown', restart);
    api.on('select', restart);
    return () => {
      window.clearInterval(timer);
      api.off('pointerDown', restart);
      api.off('select', restart);
    };
  }, [api, delay, playing]);
}

/** The index of the slide in view, following the carousel's own `select` events. */
export function useSelectedSnap(api: EmblaCarouselType | undefined): { selected: number; count: number } {
  const [state, setState] = useState({ selected: 0, count: 0 });
  useEffect(() => {
    if (!api) return undefined;
    const update = () => setState({ selected: api.selectedScrollSnap(), count: api.scrollSnapList().length });
    update();
    api.on('select', update);
    api.on('reInit', update);
    return () => {
      api.off('select', update);
      api.off('reInit', update);
    };
  }, [api]);
  return state;
}

/** The visitor asked the system for less motion: the slider starts paused. */
export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}
