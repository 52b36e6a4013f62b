/** The part of stylis (emotion's CSS compiler, no types of its own) src/theme/recipe-css.ts uses. */
declare module 'stylis' {
  import type { StylisPlugin } from '@emotion/cache';

  type TElement = Parameters<StylisPlugin>[0];
  export function compile(css: string): TElement[];
  export function serialize(elements: TElement[], callback: StylisPlugin): string;
  export function middleware(callbacks: StylisPlugin[]): StylisPlugin;
  export const stringify: StylisPlugin;
}
