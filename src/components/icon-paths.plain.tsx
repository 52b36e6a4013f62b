import { stroke } from './icon-stroke';

/**
 * The drawings of the app's line icons (24×24, stroke = currentColor), without Chakra: ./icons.tsx makes Chakra
 * icons of them, ./glyph.plain.tsx bare `<svg>`s for the plain-element public pages (docs/architecture.md §8). Drawings
 * that point along the reading direction (chevrons, arrows, log-out) are mirrored in right-to-left layouts:
 * MIRRORED_IN_RTL lists them.
 */
export const MENU_PATH = <path {...stroke} d="M4 6h16M4 12h16M4 18h16" />;

export const CLOSE_PATH = <path {...stroke} d="M18 6 6 18M6 6l12 12" />;

export const CHEVRON_DOWN_PATH = <path {...stroke} d="m6 9 6 6 6-6" />;

export const CHEVRON_END_PATH = <path {...stroke} d="m9 18 6-6-6-6" />;

export const ARROW_END_PATH = <path {...stroke} d="M5 12h14m-6-6 6 6-6 6" />;

export const ARROW_START_PATH = <path {...stroke} d="M19 12H5m6 6-6-6 6-6" />;

export const ARROW_DOWN_PATH = <path {...stroke} d="M12 5v14m-6-6 6 6 6-6" />;

export const CALENDAR_PATH = [
  <rect key="frame" {...stroke} x="3" y="4" width="18" height="18" rx="2" />,
  <path key="lines" {...stroke} d="M16 2v4M8 2v4M3 10h18" />,
];

export const CLOCK_PATH = [<circle key="face" {...stroke} cx="12" cy="12" r="9" />, <path key="hands" {...stroke} d="M12 7v5l3 2" />];

export const MAP_PIN_PATH = [
  <path key="pin" {...stroke} d="M12 21s-7-6.1-7-11.5a7 7 0 0 1 14 0C19 14.9 12 21 12 21Z" />,
  <circle key="dot" {...stroke} cx="12" cy="9.5" r="2.5" />,
];

export const GLOBE_PATH = [
  <circle key="globe" {...stroke} cx="12" cy="12" r="9" />,
  <path key="meridians" {...stroke} d="M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18" />,
];

export const COIN_PATH = [
  <circle key="coin" {...stroke} cx="12" cy="12" r="9" />,
  <path key="mark" {...stroke} d="M9 9.5c0-1.1 1.3-2 3-2s3 .9 3 2-1.3 1.7-3 2.1-3 1-3 2.2 1.3 2 3 2 3-.9 3-2M12 5.5v2m0 9v2" />,
];

export const TICKET_PATH = (
  <path {...stroke} d="M3 8a2 2 0 0 0 2-2h14a2 2 0 0 0 2 2v2a2 2 0 0 0 0 4v2a2 2 0 0 0-2 2H5a2 2 0 0 0-2-2v-2a2 2 0 0 0 0-4V8Zm10-2v2m0 3v2m0 3v2" />
);

export const SEARCH_PATH = [<circle key="lens" {...stroke} cx="11" cy="11" r="7" />, <path key="handle" {...stroke} d="m20 20-3.5-3.5" />];

export const USER_PATH = [<circle key="head" {...stroke} cx="12" cy="8" r="4" />, <path key="body" {...stroke} d="M4 21a8 8 0 0 1 16 0" />];

export const LOG_OUT_PATH = <path {...stroke} d="M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4m7 14 5-5-5-5m5 5H9" />;

export const WIFI_OFF_PATH = (
  <path
    {...stroke}
    d="m2 2 20 20M8.5 16.4a5 5 0 0 1 7 0M5 12.9a10 10 0 0 1 5.2-2.7M19 12.9a10 10 0 0 0-2.1-1.5M2 8.8a15 15 0 0 1 4.2-2.6M22 8.8A15 15 0 0 0 10.7 5M12 20h.01"
  />
);

export const INSTAGRAM_PATH = [
  <rect key="frame" {...stroke} x="3" y="3" width="18" height="18" rx="5" />,
  <circle key="lens" {...stroke} cx="12" cy="12" r="4" />,
  <path key="flash" {...stroke} d="M17.5 6.5h.01" />,
];

export const X_LOGO_PATH = <path {...stroke} d="M4 4h4.5L20 20h-4.5L4 4Zm16 0-6.3 7M10.3 13 4 20" />;

export const LINKED_IN_PATH = [
  <rect key="frame" {...stroke} x="3" y="3" width="18" height="18" rx="3" />,
  <path key="letters" {...stroke} d="M8 10v7M8 7v.01M12 17v-4a2 2 0 0 1 4 0v4m-4-7v7" />,
];

export const CHECK_PATH = <path {...stroke} d="M20 6 9 17l-5-5" />;

export const ALERT_PATH = [<circle key="ring" {...stroke} cx="12" cy="12" r="9" />, <path key="mark" {...stroke} d="M12 8v5m0 3h.01" />];

export const REFRESH_PATH = <path {...stroke} d="M20 11a8 8 0 0 0-14.9-3M4 5v3h3m-3 5a8 8 0 0 0 14.9 3M20 19v-3h-3" />;

export const CHEVRON_START_PATH = <path {...stroke} d="m15 18-6-6 6-6" />;

export const FILTER_PATH = <path {...stroke} d="M4 6h9m4 0h3M4 12h3m4 0h9M4 18h11m4 0h1M15 4v4M9 10v4m8 2v4" />;

export const PAUSE_PATH = <path {...stroke} d="M8 5v14m8-14v14" />;

export const PLAY_PATH = <path {...stroke} d="M7 4.5v15l12-7.5-12-7.5Z" />;

export const SPARKLES_PATH = (
  <path {...stroke} d="M12 3l1.8 4.7L18.5 9.5l-4.7 1.8L12 16l-1.8-4.7L5.5 9.5l4.7-1.8L12 3Zm6 11 .9 2.1L21 17l-2.1.9L18 20l-.9-2.1L15 17l2.1-.9L18 14Z" />
);

export const MAIL_PATH = [<rect key="envelope" {...stroke} x="3" y="5" width="18" height="14" rx="2" />, <path key="flap" {...stroke} d="m3 7 9 6 9-6" />];

export const PHONE_PATH = <path {...stroke} d="M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2Z" />;

/** Drawings mirrored in right-to-left layouts (Chakra icon: `_rtl` transform; Glyph: `mirrored`). */
export const MIRRORED_IN_RTL = new Set<unknown>([CHEVRON_END_PATH, ARROW_END_PATH, ARROW_START_PATH, LOG_OUT_PATH, CHEVRON_START_PATH]);
