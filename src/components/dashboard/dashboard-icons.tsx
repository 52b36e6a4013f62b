import { createIcon } from '@chakra-ui/react';
import { stroke } from '../icons';

/** Icons of the dashboard screens, in the style of components/icons (24×24, stroke = currentColor). */

export const CopyIcon = createIcon({
  displayName: 'CopyIcon',
  path: [
    <rect key="a" {...stroke} x="9" y="9" width="12" height="12" rx="2" />,
    <path key="b" {...stroke} d="M5 15H4a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1h10a1 1 0 0 1 1 1v1" />,
  ],
});

export const PencilIcon = createIcon({
  displayName: 'PencilIcon',
  path: <path {...stroke} d="M12 20h9M16.5 3.5a2.1 2.1 0 0 1 3 3L7 19l-4 1 1-4Z" />,
});

export const TrashIcon = createIcon({
  displayName: 'TrashIcon',
  path: <path {...stroke} d="M3 6h18M8 6V4h8v2M19 6l-1 14H6L5 6M10 11v6M14 11v6" />,
});

export const BanIcon = createIcon({
  displayName: 'BanIcon',
  path: [<circle key="a" {...stroke} cx="12" cy="12" r="9" />, <path key="b" {...stroke} d="m5.7 5.7 12.6 12.6" />],
});
