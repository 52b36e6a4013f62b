import { useLingui } from '@lingui/react/macro';
import { spinnerClass } from './plain/ui-classes';

/** The router's pending screen: plain elements styled by src/styles/status.css (docs/architecture.md §8). */
export function PagePending() {
  const { t } = useLingui();
  return (
    <div className="page-pending" role="status" aria-label={t`Loading…`}>
      <span className={spinnerClass({ size: 'lg', className: 'page-pending__spinner' })} />
    </div>
  );
}
