import { useLingui } from '@lingui/react';
import { useEffect } from 'react';
import { SITE_TITLE, titledPage } from '../lib/page-meta';

/**
 * Keeps `document.title` in step with the screen (and the language) for tabs, history and SEO. The server
 * writes the same title into the page's head (src/ssr/head.ts, both from src/lib/page-meta.ts).
 */
export function usePageTitle(title: string | null): void {
  const { i18n } = useLingui();
  const full = i18n._(title ? titledPage(title) : SITE_TITLE);
  useEffect(() => {
    document.title = full;
  }, [full]);
}
