import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useId, type ReactNode } from 'react';
import { formatYear } from '../lib/numbers';
import { useAppLocale } from '../lib/store';
import { JoinCommunityForm } from './join-community-form.plain';
import { Logo } from './logo.plain';

/*
 * Every page's footer, as plain elements styled by src/styles/footer.css rather than Chakra components: it hydrates
 * on every page, and a fifth of an event page's React components were the footer's (docs/architecture.md §8).
 */

type FooterColumnProps = {
  title: ReactNode;
  children: ReactNode;
};

function FooterColumn({ title, children }: FooterColumnProps) {
  const headingId = useId();
  return (
    <nav className="site-footer__column" aria-labelledby={headingId}>
      <h2 id={headingId} className="site-footer__heading">
        {title}
      </h2>
      <div className="site-footer__links">{children}</div>
    </nav>
  );
}

// Only links that lead somewhere (docs/product.md §2 Footer): the company pages and the operator's social accounts
// do not exist yet.
export function Footer() {
  const { t } = useLingui();
  const locale = useAppLocale();
  // The locale's digits, never grouped ("© ٢٠٢٦", not "2,026"): docs/product.md §9.
  const year = formatYear(new Date().getFullYear(), locale);
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <div className="site-footer__grid">
          <div className="site-footer__column">
            <Logo tone="white" />
            <p className="site-footer__text">{t`Events, tickets and rewards across Oman.`}</p>
            <p className="site-footer__text" data-dim="">
              {t`We reply within 24-48 hours. Phone support Saturday to Thursday, 9am to 5pm.`}
            </p>
          </div>
          <FooterColumn title={t`Help`}>
            <Link to="/terms" className="site-footer__link">
              {t`Terms of use`}
            </Link>
            <Link to="/privacy-policy" className="site-footer__link">
              {t`Privacy policy`}
            </Link>
            <Link to="/contact" className="site-footer__link">
              {t`Support`}
            </Link>
          </FooterColumn>
          <div>
            <div className="site-footer__column">
              <h2 className="site-footer__heading">{t`Join our community`}</h2>
              <p className="site-footer__text">{t`New events and offers in your inbox, a few times a month.`}</p>
              <JoinCommunityForm />
            </div>
          </div>
        </div>
        <div className="site-footer__legal">
          <p className="site-footer__text" data-dim="">
            {t`© ${year} Tadhkira. All rights reserved.`}
          </p>
        </div>
      </div>
    </footer>
  );
}
