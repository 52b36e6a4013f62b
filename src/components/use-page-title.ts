import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';

/** Keeps `document.title` in step with the screen (and the language) for tabs, history and SEO. */
export function usePageTitle(title: string | null): void {
  const { t } = useLingui();
  const full = title ? t`${title} · Tadhkira` : t`Tadhkira — Events in Oman`;
  useEffect(() => {
    document.title = full;
  }, [full]);
}
