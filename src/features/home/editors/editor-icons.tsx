import { createIcon } from '@chakra-ui/react';
import { stroke } from '../../../components/icons';

/* Line icons of the admin's hero and slider editors, drawn like components/icons.tsx. */

export const ImageIcon = createIcon({
  displayName: 'ImageIcon',
  path: [<rect key="frame" {...stroke} x="3" y="4" width="18" height="16" rx="2" />, <path key="scene" {...stroke} d="m3 16 5-5 4 4 3-3 6 6M15 9h.01" />],
});

export const PlusIcon = createIcon({
  displayName: 'PlusIcon',
  path: <path {...stroke} d="M12 5v14M5 12h14" />,
});

export const TrashIcon = createIcon({
  displayName: 'TrashIcon',
  path: <path {...stroke} d="M4 7h16M10 11v6m4-6v6M6 7l1 12a2 2 0 0 0 2 2h6a2 2 0 0 0 2-2l1-12M9 7V4h6v3" />,
});

export const GripIcon = createIcon({
  displayName: 'GripIcon',
  path: <path {...stroke} d="M9 6h.01M15 6h.01M9 12h.01M15 12h.01M9 18h.01M15 18h.01" />,
});
