/// <reference types="vite/client" />
/// <reference types="vite-plugin-pwa/vanillajs" />

declare module '*.po' {
  import type { Messages } from '@lingui/core';

  export const messages: Messages;
}

/** A part of a catalog (build/catalogs.ts). */
declare module '*.po?part=main' {
  import type { Messages } from '@lingui/core';

  export const messages: Messages;
}

declare module '*.po?part=account' {
  import type { Messages } from '@lingui/core';

  export const messages: Messages;
}

declare module '*.po?part=admin' {
  import type { Messages } from '@lingui/core';

  export const messages: Messages;
}

declare module '*.po?part=auth' {
  import type { Messages } from '@lingui/core';

  export const messages: Messages;
}

declare module '*.po?part=ui' {
  import type { Messages } from '@lingui/core';

  export const messages: Messages;
}

interface Window {
  /**
   * Settles once index.html's worker has warmed the browser's Intl data (src/main.tsx `intlWarmed`): true when it
   * has, false when the worker failed. Absent on the client shell and where workers are unavailable.
   */
  intlWarmed?: Promise<boolean>;
}
