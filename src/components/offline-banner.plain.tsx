import { useLingui } from '@lingui/react/macro';
import { useAtomValue } from '../lib/atoms';
import { onlineAtom } from '../lib/store';
import { Glyph } from './glyph.plain';
import { WIFI_OFF_PATH } from './icon-paths.plain';

/** Shown while the browser reports no network; saved tickets and pages keep working. */
export function OfflineBanner() {
  const { t } = useLingui();
  const online = useAtomValue(onlineAtom);
  if (online) return null;
  return (
    <div role="status" className="offline-banner">
      <Glyph path={WIFI_OFF_PATH} />
      <p>{t`You are offline. Some information may be out of date.`}</p>
    </div>
  );
}
