import { useLingui } from '@lingui/react/macro';
import { PAGE_DESCRIPTIONS, PAGE_TITLES } from '../../../lib/page-meta';
import { PRIVACY_POLICY } from '../content/privacy-policy';
import { LegalPage } from './legal-page';

/** /privacy-policy (docs/product.md §2): the Arabic privacy policy, last updated 17/03/2025. */
export function PrivacyPolicyPage() {
  const { t } = useLingui();
  return <LegalPage title={t(PAGE_TITLES.privacyPolicy)} document={PRIVACY_POLICY} summary={t(PAGE_DESCRIPTIONS.privacyPolicy)} />;
}
