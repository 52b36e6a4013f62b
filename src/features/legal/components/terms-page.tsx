import { Trans, useLingui } from '@lingui/react/macro';
import { TERMS_OF_USE } from '../content/terms';
import { LegalPage } from './legal-page';

/** /terms (docs/product.md §2): the Arabic terms of use, last updated 17/03/2025. */
export function TermsPage() {
  const { t } = useLingui();
  return (
    <LegalPage
      title={t`Terms of use`}
      document={TERMS_OF_USE}
      summary={
        <Trans>
          In short: use Tadhkira for yourself, not for resale; tickets are refunded only when the organiser cancels
          the event.
        </Trans>
      }
    />
  );
}
