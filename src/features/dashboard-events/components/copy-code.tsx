import { HStack, IconButton, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { toastError, toastSuccess } from '../../../lib/toaster';
import { shortCode } from '../booking-code';
import { CopyIcon } from '../../../components/dashboard/dashboard-icons';

type CopyCodeProps = {
  /** Null for a seat hold not paid yet: its code is signed only once paid (docs/product.md §10). */
  code: string | null;
  /** Names the code in the copy button's label ("Copy the code of BK-0000123"). */
  bookingNumber: string;
};

/** A ticket code shortened in monospace, the whole of it one tap away on the clipboard. */
export function CopyCode({ code, bookingNumber }: CopyCodeProps) {
  const { t } = useLingui();
  if (code === null) {
    return (
      <Text as="span" color="fg.muted" aria-label={t`No code yet`}>
        —
      </Text>
    );
  }
  return <CopyableCode code={code} bookingNumber={bookingNumber} />;
}

function CopyableCode({ code, bookingNumber }: { code: string; bookingNumber: string }) {
  const { t } = useLingui();

  async function copy() {
    try {
      await navigator.clipboard.writeText(code);
      toastSuccess(t`Code copied`);
    } catch {
      // No clipboard permission (an insecure origin, a denied prompt): the full code is in the title.
      toastError(t`Could not copy the code`);
    }
  }

  return (
    <HStack display="inline-flex" gap="1" dir="ltr">
      <Text as="span" fontFamily="mono" fontSize="xs" title={code} whiteSpace="nowrap">
        {shortCode(code)}
      </Text>
      <IconButton size="2xs" variant="ghost" aria-label={t`Copy the code of ${bookingNumber}`} onClick={() => void copy()}>
        <CopyIcon />
      </IconButton>
    </HStack>
  );
}
