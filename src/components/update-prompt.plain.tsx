import { useLingui } from '@lingui/react/macro';
import { useAtomValue } from '../lib/atoms';
import { useState } from 'react';
import { pendingUpdateAtom } from '../lib/store';
import { Glyph } from './glyph.plain';
import { REFRESH_PATH } from './icon-paths.plain';
import { Button, Spinner } from './plain/kit.plain';

/** A new service worker is waiting: the visitor chooses when to reload into it. */
export function UpdatePrompt() {
  const { t } = useLingui();
  const applyUpdate = useAtomValue(pendingUpdateAtom);
  const [reloading, setReloading] = useState(false);
  if (!applyUpdate) return null;
  return (
    <div className="update-prompt">
      <div role="status" className="update-prompt__box">
        <Glyph path={REFRESH_PATH} />
        <p className="update-prompt__text">{t`A new version of Tadhkira is available`}</p>
        <Button
          size="sm"
          palette="sand"
          disabled={reloading}
          aria-busy={reloading || undefined}
          onClick={() => {
            setReloading(true);
            void applyUpdate();
          }}
        >
          {reloading ? <Spinner size="sm" aria-hidden="true" /> : null}
          {t`Reload`}
        </Button>
      </div>
    </div>
  );
}
