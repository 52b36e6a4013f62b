import { createIcon, type IconProps } from '@chakra-ui/react';

/**
 * Inline line icons (24×24, stroke = currentColor). Icons that point along the reading direction
 * (chevrons, arrows, log-out) are mirrored in right-to-left layouts.
 */
/** The stroke style every line icon shares (also ./wallet-icons). */
export const stroke = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

const mirroredInRtl: IconProps = { css: { _rtl: { transform: 'scaleX(-1)' } } };

export const MenuIcon = createIcon({
  displayName: 'MenuIcon',
  path: <path {...stroke} d="M4 6h16M4 12h16M4 18h16" />,
});

export const CloseIcon = createIcon({
  displayName: 'CloseIcon',
  path: <path {...stroke} d="M18 6 6 18M6 6l12 12" />,
});

export const ChevronDownIcon = createIcon({
  displayName: 'ChevronDownIcon',
  path: <path {...stroke} d="m6 9 6 6 6-6" />,
});

export const ChevronEndIcon = createIcon({
  displayName: 'ChevronEndIcon',
  path: <path {...stroke} d="m9 18 6-6-6-6" />,
  defaultProps: mirroredInRtl,
});

export const ARROW_END_PATH = <path {...stroke} d="M5 12h14m-6-6 6 6-6 6" />;

export const ArrowEndIcon = createIcon({
  displayName: 'ArrowEndIcon',
  path: ARROW_END_PATH,
  defaultProps: mirroredInRtl,
});

export const ArrowStartIcon = createIcon({
  displayName: 'ArrowStartIcon',
  path: <path {...stroke} d="M19 12H5m6 6-6-6 6-6" />,
  defaultProps: mirroredInRtl,
});

export const ArrowDownIcon = createIcon({
  displayName: 'ArrowDownIcon',
  path: <path {...stroke} d="M12 5v14m-6-6 6 6 6-6" />,
});

/** The drawings some icons share with the plain glyphs of server-styled parts (./glyph.tsx). */
export const CALENDAR_PATH = [
  <rect key="frame" {...stroke} x="3" y="4" width="18" height="18" rx="2" />,
  <path key="lines" {...stroke} d="M16 2v4M8 2v4M3 10h18" />,
];
export const MAP_PIN_PATH = [
  <path key="pin" {...stroke} d="M12 21s-7-6.1-7-11.5a7 7 0 0 1 14 0C19 14.9 12 21 12 21Z" />,
  <circle key="dot" {...stroke} cx="12" cy="9.5" r="2.5" />,
];
export const TICKET_PATH = (
  <path
    {...stroke}
    d="M3 8a2 2 0 0 0 2-2h14a2 2 0 0 0 2 2v2a2 2 0 0 0 0 4v2a2 2 0 0 0-2 2H5a2 2 0 0 0-2-2v-2a2 2 0 0 0 0-4V8Zm10-2v2m0 3v2m0 3v2"
  />
);

export const CalendarIcon = createIcon({
  displayName: 'CalendarIcon',
  path: CALENDAR_PATH,
});

export const CLOCK_PATH = [<circle key="face" {...stroke} cx="12" cy="12" r="9" />, <path key="hands" {...stroke} d="M12 7v5l3 2" />];

export const ClockIcon = createIcon({
  displayName: 'ClockIcon',
  path: CLOCK_PATH,
});

export const MapPinIcon = createIcon({
  displayName: 'MapPinIcon',
  path: MAP_PIN_PATH,
});

export const GlobeIcon = createIcon({
  displayName: 'GlobeIcon',
  path: [
    <circle key="globe" {...stroke} cx="12" cy="12" r="9" />,
    <path key="meridians" {...stroke} d="M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18" />,
  ],
});

export const CoinIcon = createIcon({
  displayName: 'CoinIcon',
  path: [
    <circle key="coin" {...stroke} cx="12" cy="12" r="9" />,
    <path
      key="mark"
      {...stroke}
      d="M9 9.5c0-1.1 1.3-2 3-2s3 .9 3 2-1.3 1.7-3 2.1-3 1-3 2.2 1.3 2 3 2 3-.9 3-2M12 5.5v2m0 9v2"
    />,
  ],
});

export const TicketIcon = createIcon({
  displayName: 'TicketIcon',
  path: TICKET_PATH,
});

export const SearchIcon = createIcon({
  displayName: 'SearchIcon',
  path: [<circle key="lens" {...stroke} cx="11" cy="11" r="7" />, <path key="handle" {...stroke} d="m20 20-3.5-3.5" />],
});

export const UserIcon = createIcon({
  displayName: 'UserIcon',
  path: [
    <circle key="head" {...stroke} cx="12" cy="8" r="4" />,
    <path key="body" {...stroke} d="M4 21a8 8 0 0 1 16 0" />,
  ],
});

export const LogOutIcon = createIcon({
  displayName: 'LogOutIcon',
  path: <path {...stroke} d="M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4m7 14 5-5-5-5m5 5H9" />,
  defaultProps: mirroredInRtl,
});

export const WifiOffIcon = createIcon({
  displayName: 'WifiOffIcon',
  path: (
    <path
      {...stroke}
      d="m2 2 20 20M8.5 16.4a5 5 0 0 1 7 0M5 12.9a10 10 0 0 1 5.2-2.7M19 12.9a10 10 0 0 0-2.1-1.5M2 8.8a15 15 0 0 1 4.2-2.6M22 8.8A15 15 0 0 0 10.7 5M12 20h.01"
    />
  ),
});

export const InstagramIcon = createIcon({
  displayName: 'InstagramIcon',
  path: [
    <rect key="frame" {...stroke} x="3" y="3" width="18" height="18" rx="5" />,
    <circle key="lens" {...stroke} cx="12" cy="12" r="4" />,
    <path key="flash" {...stroke} d="M17.5 6.5h.01" />,
  ],
});

export const XLogoIcon = createIcon({
  displayName: 'XLogoIcon',
  path: <path {...stroke} d="M4 4h4.5L20 20h-4.5L4 4Zm16 0-6.3 7M10.3 13 4 20" />,
});

export const LinkedInIcon = createIcon({
  displayName: 'LinkedInIcon',
  path: [
    <rect key="frame" {...stroke} x="3" y="3" width="18" height="18" rx="3" />,
    <path key="letters" {...stroke} d="M8 10v7M8 7v.01M12 17v-4a2 2 0 0 1 4 0v4m-4-7v7" />,
  ],
});

export const CheckIcon = createIcon({
  displayName: 'CheckIcon',
  path: <path {...stroke} d="M20 6 9 17l-5-5" />,
});

export const AlertIcon = createIcon({
  displayName: 'AlertIcon',
  path: [<circle key="ring" {...stroke} cx="12" cy="12" r="9" />, <path key="mark" {...stroke} d="M12 8v5m0 3h.01" />],
});

export const RefreshIcon = createIcon({
  displayName: 'RefreshIcon',
  path: <path {...stroke} d="M20 11a8 8 0 0 0-14.9-3M4 5v3h3m-3 5a8 8 0 0 0 14.9 3M20 19v-3h-3" />,
});

export const ChevronStartIcon = createIcon({
  displayName: 'ChevronStartIcon',
  path: <path {...stroke} d="m15 18-6-6 6-6" />,
  defaultProps: mirroredInRtl,
});

export const FilterIcon = createIcon({
  displayName: 'FilterIcon',
  path: <path {...stroke} d="M4 6h9m4 0h3M4 12h3m4 0h9M4 18h11m4 0h1M15 4v4M9 10v4m8 2v4" />,
});

export const PauseIcon = createIcon({
  displayName: 'PauseIcon',
  path: <path {...stroke} d="M8 5v14m8-14v14" />,
});

export const PlayIcon = createIcon({
  displayName: 'PlayIcon',
  // Media controls keep their direction in right-to-left layouts (they show playback, not reading).
  path: <path {...stroke} d="M7 4.5v15l12-7.5-12-7.5Z" />,
});

export const SPARKLES_PATH = (
  <path {...stroke} d="M12 3l1.8 4.7L18.5 9.5l-4.7 1.8L12 16l-1.8-4.7L5.5 9.5l4.7-1.8L12 3Zm6 11 .9 2.1L21 17l-2.1.9L18 20l-.9-2.1L15 17l2.1-.9L18 14Z" />
);

export const SparklesIcon = createIcon({
  displayName: 'SparklesIcon',
  path: SPARKLES_PATH,
});

export const MailIcon = createIcon({
  displayName: 'MailIcon',
  path: [
    <rect key="envelope" {...stroke} x="3" y="5" width="18" height="14" rx="2" />,
    <path key="flap" {...stroke} d="m3 7 9 6 9-6" />,
  ],
});

export const PhoneIcon = createIcon({
  displayName: 'PhoneIcon',
  path: (
    <path
      {...stroke}
      d="M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2Z"
    />
  ),
});
