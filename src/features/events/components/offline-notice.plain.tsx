import { Trans } from '@lingui/react/macro';
import { Glyph } from '../../../components/glyph.plain';
import { WIFI_OFF_PATH } from '../../../components/icon-paths.plain';
import { formatFullDateTime } from '../../../lib/dates';
import { useAppLocale } from '../../../lib/store';

type OfflineNoticeProps = {
  /** When the shown copy was saved (epoch ms). */
  savedAt: number;
};

/**
 * Says that what is on screen is the copy saved on this device, and how old it is. Plain elements styled by
 * src/styles/browse.css (docs/architecture.md §8).
 */
export function OfflineNotice({ savedAt }: OfflineNoticeProps) {
  const locale = useAppLocale();
  const saved = formatFullDateTime(new Date(savedAt), locale);
  return (
    <div role="status" className="browse-offline" data-testid="offline-notice">
      <Glyph path={WIFI_OFF_PATH} className="browse-offline__icon" />
      <p className="browse-offline__text">
        <Trans>You are viewing a copy saved on this device ({saved}). It may be out of date.</Trans>
      </p>
    </div>
  );
}
