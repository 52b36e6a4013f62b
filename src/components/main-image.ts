/**
 * Marks a page's main image — the one it loads with fetchpriority=high, its largest contentful paint: home's hero,
 * an event's poster — for the browser's Element Timing, which reports when it is on the screen. index.html's
 * loader fetches the app's scripts only then, so the text, the fonts and that image have the network and the
 * processor to themselves first (docs/architecture.md §10). Spread on the <img>: `<img {...MAIN_IMAGE_TIMING} …>`.
 */
export const MAIN_IMAGE_TIMING: Record<string, string> = { elementtiming: 'main-image' };
