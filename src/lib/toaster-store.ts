import { createToaster } from '@chakra-ui/react';

/** The toast store; loaded on the first toast (lib/toaster.ts) together with the Toaster view. */
export const toaster = createToaster({
  placement: 'top-end',
  pauseOnPageIdle: true,
  max: 4,
});
