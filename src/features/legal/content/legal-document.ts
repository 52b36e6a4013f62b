/** A legal page's text: published in Arabic only (docs/product.md §2), so it is content, not catalog strings. */
export type TLegalSection = {
  heading: string;
  paragraphs: string[];
  /** A bulleted list after the paragraphs. */
  items?: string[];
};

export type TLegalDocument = {
  /** The document's own title, in Arabic. */
  title: string;
  /** As printed on the page (docs/product.md §9: 17/03/2025). */
  lastUpdated: string;
  intro: string[];
  sections: TLegalSection[];
};

/** docs/product.md §9: both legal pages were last updated on 17/03/2025. */
export const LEGAL_LAST_UPDATED = '17/03/2025';

/** Labels inside the Arabic-only article: part of the published text, whatever the interface language. */
export const LAST_UPDATED_LABEL = 'آخر تحديث';
export const CONTENTS_LABEL = 'المحتويات';
