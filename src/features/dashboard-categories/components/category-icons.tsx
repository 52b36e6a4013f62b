import { createIcon } from '@chakra-ui/react';
import { stroke } from '../../../components/icons';

/* Line icons of the category screens, drawn like components/icons.tsx. */

export const PlusIcon = createIcon({
  displayName: 'PlusIcon',
  path: <path {...stroke} d="M12 5v14M5 12h14" />,
});

export const PencilIcon = createIcon({
  displayName: 'PencilIcon',
  path: <path {...stroke} d="M4 20h4L19 9l-4-4L4 16v4Zm9-13 4 4" />,
});

export const TrashIcon = createIcon({
  displayName: 'TrashIcon',
  path: <path {...stroke} d="M4 7h16M10 11v6m4-6v6M6 7l1 12a2 2 0 0 0 2 2h6a2 2 0 0 0 2-2l1-12M9 7V4h6v3" />,
});

export const FolderTreeIcon = createIcon({
  displayName: 'FolderTreeIcon',
  path: <path {...stroke} d="M3 6a2 2 0 0 1 2-2h4l2 2h8a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V6Z" />,
});
