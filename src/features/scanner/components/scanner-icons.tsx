import { createIcon } from '@chakra-ui/react';
import { stroke } from '../../../components/icons';

/* Icons only the door scanner uses, in the style of components/icons (24×24, stroke = currentColor). */

export const CameraSwitchIcon = createIcon({
  displayName: 'CameraSwitchIcon',
  path: [
    <path key="body" {...stroke} d="M4 7h3l2-3h6l2 3h3a1 1 0 0 1 1 1v11a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V8a1 1 0 0 1 1-1z" />,
    <path key="arrows" {...stroke} d="M9 13a3 3 0 0 1 5.2-2M15 13a3 3 0 0 1-5.2 2M14 9v2h-2M10 17v-2h2" />,
  ],
});

export const FlashlightIcon = createIcon({
  displayName: 'FlashlightIcon',
  path: <path {...stroke} d="M7 2h10v5l-3 4v11h-4V11L7 7zM7 7h10M12 14v2" />,
});

export const CameraOffIcon = createIcon({
  displayName: 'CameraOffIcon',
  path: [
    <path key="body" {...stroke} d="M9 4h6l2 3h3a1 1 0 0 1 1 1v9M17.5 20H4a1 1 0 0 1-1-1V8a1 1 0 0 1 1-1h3" />,
    <path key="slash" {...stroke} d="m2 2 20 20M9.5 10.5a3 3 0 0 0 4 4" />,
  ],
});
