import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useImperativeHandle, useLayoutEffect, useState, type Ref } from 'react';
import { flushSync } from 'react-dom';
import { measureVerdictPainted } from '../scan-timing';
import type { TScanDecision, TScanReason } from '../../../../contract/scans';
import { Glyph } from '../../../components/glyph.plain';
import { ALERT_PATH, CHECK_PATH, CLOSE_PATH } from '../../../components/icon-paths.plain';
import '../../../styles/scanner-verdict.css';
import { SCAN_REASON_LABELS } from '../../../components/dashboard/scan-reasons';
import { formatCount } from '../../../lib/numbers';
import { useAppLocale } from '../../../lib/store';

/** How long a verdict stays up: a green one only needs a glance, a red one must be read. */
export const VERDICT_MS: Record<TScanDecision | 'failed', number> = { accepted: 1000, rejected: 2000, failed: 2000 };

export type TVerdictView =
  | {
      kind: 'verdict';
      decision: TScanDecision;
      reason: TScanReason | null;
      ticketName: string | null;
      holderName: string | null;
      usageLimit: number | null;
      usesLeft: number | null;
    }
  /**
   * The scan itself threw (docs/product.md §8 "Failed to scan ticket"): nothing was decided or
   * recorded. `notReady`: the event's ticket list is not on the device yet.
   */
  | { kind: 'failed'; notReady: boolean };

type VerdictOverlayProps = {
  verdict: TVerdictView;
  onDismiss: () => void;
};

function UsesLeft({ usesLeft, usageLimit: limit }: { usesLeft: number; usageLimit: number }) {
  // A plain placeholder is not number-formatted by the catalog: Arabic-Indic digits like the count's.
  const usageLimit = formatCount(limit, useAppLocale());
  return (
    <p className="scan-verdict__uses">
      {plural(usesLeft, {
        one: `# use left of ${usageLimit}`,
        other: `# uses left of ${usageLimit}`,
      })}
    </p>
  );
}

/**
 * Full-screen verdict (docs/architecture.md §6): green for accepted, red for rejected, readable at arm's
 * length. It closes itself, or on a tap anywhere; the camera keeps reading underneath (the next ticket replaces it). Plain elements
 * styled by src/styles/scanner-verdict.css: mounting it computes no styles (the verdict's 100 ms budget).
 */
export function VerdictOverlay({ verdict, onDismiss }: VerdictOverlayProps) {
  const { i18n } = useLingui();
  const duration = VERDICT_MS[verdict.kind === 'verdict' ? verdict.decision : 'failed'];

  // In the commit, before the browser paints it: the measure ends after that frame (scan-timing.ts).
  useLayoutEffect(() => measureVerdictPainted(), [verdict]);

  useEffect(() => {
    const timer = setTimeout(onDismiss, duration);
    // Escape closes it too; focus stays in the manual entry field so typing can go on.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onDismiss();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [verdict, duration, onDismiss]);

  const decision = verdict.kind === 'verdict' ? verdict.decision : 'failed';
  return (
    // A tap anywhere closes it, Escape too (above); the manual entry field keeps the keyboard's focus.
    <div className={`scan-verdict scan-verdict--${decision}`} data-testid="scan-verdict" data-decision={decision} role="alert" onClick={onDismiss}>
      <div className="scan-verdict__stack">
        <Glyph path={decision === 'accepted' ? CHECK_PATH : decision === 'failed' ? ALERT_PATH : CLOSE_PATH} className="scan-verdict__icon" />
        <p className="ui-heading ui-heading--3xl scan-verdict__title">
          {decision === 'failed' ? <Trans>Failed to scan ticket</Trans> : decision === 'accepted' ? <Trans>Accepted</Trans> : <Trans>Rejected</Trans>}
        </p>
        {verdict.kind === 'failed' ? (
          <p className="scan-verdict__text">
            {verdict.notReady ? (
              <Trans>The ticket list for this event is still downloading. Try again in a moment.</Trans>
            ) : (
              <Trans>Nothing was recorded. Scan the ticket again.</Trans>
            )}
          </p>
        ) : null}
        {verdict.kind === 'verdict' && verdict.reason ? <p className="scan-verdict__reason">{i18n._(SCAN_REASON_LABELS[verdict.reason])}</p> : null}
        {verdict.kind === 'verdict' && verdict.ticketName ? (
          <p className="scan-verdict__text">
            <bdi>{verdict.ticketName}</bdi>
          </p>
        ) : null}
        {verdict.kind === 'verdict' && verdict.holderName ? (
          <p className="scan-verdict__holder">
            <bdi>{verdict.holderName}</bdi>
          </p>
        ) : null}
        {verdict.kind === 'verdict' && verdict.usesLeft !== null && verdict.usageLimit !== null && verdict.usageLimit > 1 ? (
          <UsesLeft usesLeft={verdict.usesLeft} usageLimit={verdict.usageLimit} />
        ) : null}
        <p className="scan-verdict__hint">
          <Trans>Tap to continue</Trans>
        </p>
      </div>
    </div>
  );
}

/** How the scanner page shows a verdict: through the layer, so that the page itself does not render again. */
export type TVerdictLayer = { show: (verdict: TVerdictView) => void };

type VerdictLayerProps = {
  ref: Ref<TVerdictLayer>;
};

/**
 * Holds the verdict on screen. Its own state: a verdict re-renders the overlay alone, not the scanner's header,
 * camera, entry field and status bar, whose Chakra styles would be computed again on the way to the verdict.
 * Each scan's verdict is a new element (its own key), with its own timer: the next guest's ticket, read while a
 * verdict is still up, is drawn anew at once, never shown as the previous verdict updated in place.
 */
export function VerdictLayer({ ref }: VerdictLayerProps) {
  const [shown, setShown] = useState<{ verdict: TVerdictView; key: number } | null>(null);
  // flushSync: rendered in this task, not in a task of React's scheduler that a busy phone's page runs later.
  useImperativeHandle(ref, () => ({ show: (verdict) => flushSync(() => setShown((previous) => ({ verdict, key: (previous?.key ?? 0) + 1 }))) }), []);
  const dismiss = useCallback(() => setShown(null), []);
  return shown ? <VerdictOverlay key={shown.key} verdict={shown.verdict} onDismiss={dismiss} /> : null;
}
