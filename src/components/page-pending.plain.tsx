import { useLingui } from '@lingui/react/macro';
import { Spinner } from './plain/kit.plain';

/** The router's pending screen: plain elements styled by src/styles/status.css (docs/architecture.md §8). */
export function PagePending() {
  const { t } = useLingui();
  return (
    <div className="page-pending" role="status" aria-label={t`Loading…`}>
      <Spinner size="lg" className="page-pending__spinner" />
    </div>
  );
}
