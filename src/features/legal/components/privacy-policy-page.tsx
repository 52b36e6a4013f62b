import { Trans, useLingui } from '@lingui/react/macro';
import { PRIVACY_POLICY } from '../content/privacy-policy';
import { LegalPage } from './legal-page';

/** /privacy-policy (docs/product.md §2): the Arabic privacy policy, last updated 17/03/2025. */
export function PrivacyPolicyPage() {
  const { t } = useLingui();
  return (
    <LegalPage
      title={t`Privacy policy`}
      document={PRIVACY_POLICY}
      summary={
        <Trans>
          In short: we keep only what your account and tickets need, never sell it, and you can ask to see, correct
          or delete it.
        </Trans>
      }
    />
  );
}
