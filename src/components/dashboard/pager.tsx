import { Button, HStack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { TPagination } from '../../../contract/common';
import { ChevronEndIcon, ChevronStartIcon } from '../icons';
import { formatCount } from '../../lib/numbers';
import { useAppLocale } from '../../lib/store';

type PagerProps = {
  pagination: TPagination;
  onPageChange: (page: number) => void;
  /** The next page is on its way: both buttons wait. */
  busy?: boolean;
};

/** Previous / Next under a paged list, with "Page 2 of 5"; hidden when everything fits on one page. */
export function Pager({ pagination, onPageChange, busy = false }: PagerProps) {
  const { t } = useLingui();
  const locale = useAppLocale();
  const { current_page: page, last_page: last } = pagination;
  if (last <= 1) return null;
  const pageLabel = formatCount(page, locale);
  const lastLabel = formatCount(last, locale);
  return (
    <HStack as="nav" aria-label={t`Pages`} justify="space-between" gap="3">
      <Button variant="outline" size="sm" disabled={page <= 1 || busy} onClick={() => onPageChange(page - 1)}>
        <ChevronStartIcon />
        <Trans>Previous</Trans>
      </Button>
      <Text fontSize="sm" color="fg.muted" aria-live="polite">
        <Trans>
          Page {pageLabel} of {lastLabel}
        </Trans>
      </Text>
      <Button variant="outline" size="sm" disabled={page >= last || busy} onClick={() => onPageChange(page + 1)}>
        <Trans>Next</Trans>
        <ChevronEndIcon />
      </Button>
    </HStack>
  );
}
