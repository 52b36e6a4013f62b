import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';

type LogoProps = {
  /** The word mark's colour: the brand's on light bars, white on the dark footer and admin bar. */
  tone?: 'brand' | 'white';
  to?: '/' | '/dashboard/events' | '/dashboard/scan';
};

/**
 * The ticket mark plus "Tadhkira" in English or "تذكرة" in Arabic. Plain elements styled by src/styles/shell.css:
 * it is in every page's header and footer (docs/architecture.md §8).
 */
export function Logo({ tone = 'brand', to = '/' }: LogoProps) {
  const { t } = useLingui();
  return (
    <Link to={to}>
      <div className="logo" data-tone={tone}>
        <img src="/favicon.svg" alt="" width="32" height="32" className="logo__mark" />
        <span className="logo__name">{t`Tadhkira`}</span>
      </div>
    </Link>
  );
}
