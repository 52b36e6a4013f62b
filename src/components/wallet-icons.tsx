import { createIcon } from '@chakra-ui/react';
import { stroke } from './icon-stroke';

/*
 * Icons of the ticket wallet (booking, My Tickets, pass, rewards), in the style of ./icons (24×24,
 * stroke = currentColor). A separate module so they load with those screens, not with every page.
 */

export const PlusIcon = createIcon({
  displayName: 'PlusIcon',
  path: <path {...stroke} d="M12 5v14M5 12h14" />,
});

export const MinusIcon = createIcon({
  displayName: 'MinusIcon',
  path: <path {...stroke} d="M5 12h14" />,
});

export const QrCodeIcon = createIcon({
  displayName: 'QrCodeIcon',
  path: [
    <rect key="a" {...stroke} x="3" y="3" width="7" height="7" rx="1" />,
    <rect key="b" {...stroke} x="14" y="3" width="7" height="7" rx="1" />,
    <rect key="c" {...stroke} x="3" y="14" width="7" height="7" rx="1" />,
    <path key="d" {...stroke} d="M14 14h3v3h-3zM20 14v.01M14 20h.01M17 20h4v-3" />,
  ],
});

export const SunIcon = createIcon({
  displayName: 'SunIcon',
  path: [
    <circle key="core" {...stroke} cx="12" cy="12" r="4" />,
    <path key="rays" {...stroke} d="M12 2v2m0 16v2M4.9 4.9l1.4 1.4m11.4 11.4 1.4 1.4M2 12h2m16 0h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />,
  ],
});

export const GiftIcon = createIcon({
  displayName: 'GiftIcon',
  path: [
    <rect key="box" {...stroke} x="3" y="8" width="18" height="13" rx="1" />,
    <path key="ribbon" {...stroke} d="M12 8v13M3 12h18M12 8S10.5 3 7.5 3a2.5 2.5 0 0 0 0 5M12 8s1.5-5 4.5-5a2.5 2.5 0 0 1 0 5" />,
  ],
});

/** iOS's Share glyph (a box with an arrow up), as the install hint names it. */
export const ShareIcon = createIcon({
  displayName: 'ShareIcon',
  path: [
    <path key="a" {...stroke} d="M12 3v12M8 7l4-4 4 4" />,
    <path key="b" {...stroke} d="M8 11H6a1 1 0 0 0-1 1v8a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1v-8a1 1 0 0 0-1-1h-2" />,
  ],
});

/** Print a ticket, or save it as a PDF. */
export const PrinterIcon = createIcon({
  displayName: 'PrinterIcon',
  path: [
    <path key="a" {...stroke} d="M7 9V3h10v6" />,
    <path key="b" {...stroke} d="M7 18H5a2 2 0 0 1-2-2v-5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v5a2 2 0 0 1-2 2h-2" />,
    <rect key="c" {...stroke} x="7" y="14" width="10" height="7" rx="1" />,
  ],
});
