import { useLingui } from '@lingui/react/macro';
import { PAGE_DESCRIPTIONS, PAGE_TITLES } from '../../../lib/page-meta';
import { TERMS_OF_USE } from '../content/terms';
import { LegalPage } from './legal-page';

/** /terms (docs/product.md §2): the Arabic terms of use, last updated 17/03/2025. */
export function TermsPage() {
  const { t } = useLingui();
  return <LegalPage title={t(PAGE_TITLES.terms)} document={TERMS_OF_USE} summary={t(PAGE_DESCRIPTIONS.terms)} />;
}
